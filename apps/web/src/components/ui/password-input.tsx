import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { TextField, type TextFieldProps } from './text-field';
import { widgetTexts } from './widget-texts';

type PasswordInputProps = Omit<TextFieldProps, 'type' | 'addon'>;

/** §4 password field: a toggle button (aria-pressed) shows or hides the characters. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <ToggleButton
          className="field__toggle"
          isSelected={visible}
          onChange={setVisible}
          aria-label={widgetTexts.showPassword}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </ToggleButton>
      }
    />
  );
}
