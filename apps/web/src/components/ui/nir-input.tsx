import { useState } from 'react';
import { Switch } from 'react-aria-components';
import {
  cleanKeyInput,
  cleanNirInput,
  monacoLength,
  monacoToNir,
  nirKeyError,
  nirNumberError,
  nirToMonaco,
} from '@portail/shared/nir';
import { TextField } from './text-field';
import { widgetTexts } from './widget-texts';

export interface NirValue {
  /** 13 characters; in Monaco mode 98 + the 11 digits, once they are all typed. */
  nir: string;
  cle: string;
  /** §3 the Monaco-specific number as typed. */
  numeroMonaco: string;
  /** §3 flag for a Monegasque (RO) number. */
  monaco: boolean;
}

interface NirInputProps {
  value: NirValue;
  onChange(value: NirValue): void;
  /** Shows the Monaco toggle (client option isDonneesROMonegasquesActivated). */
  allowMonaco?: boolean;
  required?: boolean;
  /** A message from the form (e.g. required), shown instead of the field's own rule. */
  message?: string | null;
  /** Show the rules' errors without waiting for the fields to be left (after a submit). */
  showErrors?: boolean;
}

/** §2/§5 social-security-number input: number, key, Monaco mode; spaces are ignored. */
export function NirInput({ value, onChange, allowMonaco, required, message, showErrors }: NirInputProps) {
  const [touched, setTouched] = useState({ nir: false, cle: false });
  const shown = value.monaco ? value.numeroMonaco || nirToMonaco(value.nir) : value.nir;
  const numberError = message ?? (touched.nir || showErrors ? nirNumberError(shown, value.monaco) : null);
  const keyError =
    value.monaco || numberError ? null : touched.cle || showErrors ? nirKeyError(value.nir, value.cle) : null;

  function setNumber(typed: string) {
    if (!value.monaco) return onChange({ ...value, nir: cleanNirInput(typed) });
    const digits = typed.replace(/\D/g, '').slice(0, monacoLength);
    onChange({ ...value, numeroMonaco: digits, nir: digits.length === monacoLength ? monacoToNir(digits) : '' });
  }

  return (
    <div className="nir-input">
      {allowMonaco && (
        <Switch
          className="switch"
          isSelected={value.monaco}
          onChange={(monaco) => onChange({ nir: '', cle: '', numeroMonaco: '', monaco })}
        >
          <span className="switch__track" aria-hidden="true" />
          {widgetTexts.nirMonacoToggle}
        </Switch>
      )}
      <div className="nir-input__fields">
        <TextField
          className="nir-input__number"
          label={value.monaco ? widgetTexts.nirMonacoNumber : widgetTexts.nirNumber}
          hint={value.monaco ? widgetTexts.nirMonacoHint : widgetTexts.nirHint}
          value={shown}
          onChange={setNumber}
          onBlur={() => setTouched((t) => ({ ...t, nir: true }))}
          state={numberError ? 'error' : 'default'}
          message={numberError}
          required={required}
          autoComplete="off"
          inputMode={value.monaco ? 'numeric' : 'text'}
        />
        {!value.monaco && (
          <TextField
            className="nir-input__key"
            label={widgetTexts.nirKey}
            value={value.cle}
            onChange={(typed) => onChange({ ...value, cle: cleanKeyInput(typed) })}
            onBlur={() => setTouched((t) => ({ ...t, cle: true }))}
            state={keyError ? 'error' : 'default'}
            message={keyError}
            required={required}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
      </div>
    </div>
  );
}
