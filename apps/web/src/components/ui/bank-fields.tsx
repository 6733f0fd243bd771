import { useState } from 'react';
import {
  bicError,
  bicMaxLength,
  cleanBicInput,
  cleanIbanInput,
  ibanError,
  ibanMaxLength,
} from '@portail/shared/iban-bic';
import { TextField } from './text-field';
import { widgetTexts } from './widget-texts';

interface BankFieldProps {
  value: string;
  onChange(value: string): void;
  required?: boolean;
  /** A message from the form (e.g. required), shown instead of the field's own rule. */
  message?: string | null;
  showErrors?: boolean;
  label?: string;
}

/** §5 IBAN: upper-cased, spaces removed as typed or pasted, 27 characters at most, mod-97 checked. */
export function IbanField({
  value,
  onChange,
  required,
  message,
  showErrors,
  label = widgetTexts.iban,
}: BankFieldProps) {
  const [touched, setTouched] = useState(false);
  const error = message ?? (touched || showErrors ? ibanError(value) : null);
  return (
    <TextField
      label={label}
      hint={widgetTexts.ibanHint}
      value={value}
      onChange={(typed) => onChange(cleanIbanInput(typed))}
      onBlur={() => setTouched(true)}
      state={error ? 'error' : 'default'}
      message={error}
      required={required}
      maxLength={ibanMaxLength + 10}
      autoComplete="off"
      className="field--iban"
    />
  );
}

/** §5 BIC: upper-cased, 8 or 11 characters (6 letters, 2 letters or digits, 3 optional). */
export function BicField({ value, onChange, required, message, showErrors, label = widgetTexts.bic }: BankFieldProps) {
  const [touched, setTouched] = useState(false);
  const error = message ?? (touched || showErrors ? bicError(value) : null);
  return (
    <TextField
      label={label}
      hint={widgetTexts.bicHint}
      value={value}
      onChange={(typed) => onChange(cleanBicInput(typed))}
      onBlur={() => setTouched(true)}
      state={error ? 'error' : 'default'}
      message={error}
      required={required}
      maxLength={bicMaxLength + 4}
      autoComplete="off"
      className="field--bic"
    />
  );
}
