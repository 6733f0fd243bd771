import './identity.css';
import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

type Common<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; label: string; required?: boolean };
type TextProps = Pick<
  TextFieldProps,
  'hint' | 'inputMode' | 'maxLength' | 'characterLimit' | 'autoComplete' | 'type' | 'placeholder'
>;

/** A text input bound to the form: the shared schema's message shows under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  ...rest
}: Common<T> & TextProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          required={required}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          state={fieldState.error ? 'error' : 'default'}
          message={fieldState.error?.message ?? null}
          {...rest}
        />
      )}
    />
  );
}

export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  autoComplete = 'new-password',
}: Common<T> & { hint?: string; autoComplete?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordInput
          label={label}
          required={required}
          hint={hint}
          autoComplete={autoComplete}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          state={fieldState.error ? 'error' : 'default'}
          message={fieldState.error?.message ?? null}
        />
      )}
    />
  );
}

/** §5 birth date: JJ/MM/AAAA, checked when the field is left and on submit; autocomplete "bday". */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  onBlurCheck,
  autoComplete = 'bday',
}: Common<T> & { onBlurCheck(): void; autoComplete?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          required={required}
          max={new Date()}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          inputRef={field.ref}
          autoComplete={autoComplete}
          onBlur={() => {
            field.onBlur();
            onBlurCheck();
          }}
          message={fieldState.error?.message ?? null}
        />
      )}
    />
  );
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  children,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  children: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="field">
          <Checkbox
            className="checkbox"
            isSelected={field.value === true}
            onChange={field.onChange}
            inputRef={field.ref}
            onBlur={field.onBlur}
            name={field.name}
            isInvalid={!!fieldState.error}
            aria-describedby={fieldState.error ? `${field.name}-error` : undefined}
          >
            <span className="checkbox__box" aria-hidden="true" />
            <span>{children}</span>
          </Checkbox>
          {fieldState.error && (
            <p id={`${field.name}-error`} className="field__error">
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}
