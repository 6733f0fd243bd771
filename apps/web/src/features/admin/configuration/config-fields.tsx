import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';

/* Fields of the configuration forms that the shared ones lack: a value that is not a plain string
   (a number, a size in Mo, a list, an optional address) typed as text, its message tied to it. */

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  required?: boolean;
}

interface Codec {
  show(value: unknown): string;
  read(text: string): unknown;
}

const bytesPerMo = 1024 * 1024;

const codecs = {
  text: { show: (v) => (typeof v === 'string' ? v : ''), read: (t) => t },
  /** An optional value: empty is null. */
  optional: { show: (v) => (typeof v === 'string' ? v : ''), read: (t) => (t.trim() === '' ? null : t.trim()) },
  /** A list typed with commas. */
  list: {
    show: (v) => (Array.isArray(v) ? v.join(', ') : ''),
    read: (t) =>
      t
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
  },
  /** A whole number; empty is not a number (the schema says which), or null when optional. */
  integer: { show: (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : ''), read: (t) => toNumber(t) },
  optionalInteger: {
    show: (v) => (typeof v === 'number' ? String(v) : ''),
    read: (t) => (t.trim() === '' ? null : toNumber(t)),
  },
  /** Bytes shown in Mo (two decimals at most). */
  mo: {
    show: (v) => (typeof v === 'number' ? String(Math.round((v / bytesPerMo) * 100) / 100).replace('.', ',') : ''),
    read: (t) => Math.round(toNumber(t) * bytesPerMo),
  },
} satisfies Record<string, Codec>;

function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));
}

/** A form value edited as text: the text typed is kept as is while it still reads as the value. */
export function CodedField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  as = 'text',
  inputMode,
  type,
}: Bound<T> & { as?: keyof typeof codecs; inputMode?: 'text' | 'numeric'; type?: 'password' }) {
  const codec: Codec = codecs[as];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DraftText
          value={field.value}
          codec={codec}
          onChange={field.onChange}
          render={(text, change) => (
            <TextField
              label={label}
              required={required}
              hint={hint}
              value={text}
              onChange={change}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              type={type}
              autoComplete={type === 'password' ? 'new-password' : undefined}
              inputMode={inputMode ?? (as === 'integer' || as === 'optionalInteger' ? 'numeric' : undefined)}
              state={fieldState.error ? 'error' : 'default'}
              message={fieldState.error?.message ?? null}
            />
          )}
        />
      )}
    />
  );
}

function DraftText({
  value,
  codec,
  onChange,
  render,
}: {
  value: unknown;
  codec: Codec;
  onChange(value: unknown): void;
  render(text: string, change: (text: string) => void): React.ReactNode;
}) {
  const [draft, setDraft] = useState(() => codec.show(value));
  // A value set from outside (a reset after saving) replaces what was typed.
  const shown = JSON.stringify(codec.read(draft)) === JSON.stringify(value) ? draft : codec.show(value);
  return render(shown, (text) => {
    setDraft(text);
    onChange(codec.read(text));
  });
}

/** A choice among a few, bound to the form (arrows move the choice). */
export function RadioField<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: Bound<T> & { options: readonly { value: unknown; label: string }[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          label={label}
          options={options}
          labelField="label"
          valueField="value"
          value={field.value}
          onChange={field.onChange}
          orientation="vertical"
          state={fieldState.error ? 'error' : 'default'}
          message={fieldState.error?.message ?? null}
        />
      )}
    />
  );
}

/** Several of a few values (a list), each a checkbox; the group's message is tied to it. */
export function ChecklistField<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: Bound<T> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          className="field checklist"
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          isInvalid={Boolean(fieldState.error)}
          validationBehavior="aria"
        >
          <Label>{label}</Label>
          <div className="checklist__options">
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} className="checkbox">
                <span className="checkbox__box" aria-hidden="true" />
                <span>{option.label}</span>
              </Checkbox>
            ))}
          </div>
          <FieldError className="field__error">{fieldState.error?.message}</FieldError>
        </CheckboxGroup>
      )}
    />
  );
}

/** A part that may be absent (null): a checkbox says whether it is there, its fields follow when it is. */
export function OptionalGroup<T extends FieldValues>({
  control,
  name,
  label,
  blank,
  children,
}: Omit<Bound<T>, 'hint' | 'required'> & { blank: unknown; children: React.ReactNode }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>
          <div className="field">
            <Checkbox
              className="checkbox"
              isSelected={field.value !== null && field.value !== undefined}
              onChange={(on) => field.onChange(on ? blank : null)}
            >
              <span className="checkbox__box" aria-hidden="true" />
              <span>{label}</span>
            </Checkbox>
          </div>
          {field.value !== null && field.value !== undefined && children}
        </>
      )}
    />
  );
}
