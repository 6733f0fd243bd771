import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { TextArea } from '@/components/ui/text-area';

/* Fields of the request forms that the widget library does not have: a labelled select and a
   multi-line text (ui/text-area), both tied to their message (aria-describedby, aria-invalid). */

interface FieldShell {
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  children(describedBy: string | undefined): ReactNode;
}

function Field({ id, label, required, hint, error, children }: FieldShell) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  options,
  placeholder,
  onChosen,
}: Bound<T> & { options: readonly SelectOption[]; placeholder: string; onChosen?: (value: string) => void }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} required={required} hint={hint} error={fieldState.error?.message}>
          {(describedBy) => (
            <select
              id={id}
              ref={field.ref}
              name={field.name}
              value={(field.value as string | undefined) ?? ''}
              onChange={(event) => {
                field.onChange(event.target.value);
                onChosen?.(event.target.value);
              }}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={describedBy}
              aria-required={required}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    />
  );
}

/** A multi-line text bound to the form; its limit (the schema's `.max`) shown and counted, never cut. */
export function TextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  characterLimit,
  rows = 6,
}: Bound<T> & { characterLimit: number; rows?: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea
          label={label}
          required={required}
          hint={hint}
          characterLimit={characterLimit}
          rows={rows}
          name={field.name}
          textareaRef={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A day chosen with the library's date picker (JJ/MM/AAAA), within the form's bounds. */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  min,
  max,
}: Bound<T> & { min?: Date; max?: Date }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          required={required}
          {...(min ? { min } : {})}
          {...(max ? { max } : {})}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          message={fieldState.error?.message ?? null}
        />
      )}
    />
  );
}

export function daysFromToday(days: number): Date {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
}
