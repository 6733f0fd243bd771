import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { FieldState } from './text-field';
import { widgetTexts } from './widget-texts';
import './press-style';

const securityCodeLength = 6;

interface SecurityCodeInputProps {
  label: string;
  /** Six entries, '' for an empty box. */
  digits: readonly string[];
  onChange(digits: string[]): void;
  state?: FieldState;
  message?: string | null;
  autoFocus?: boolean;
}

export function emptyCode(): string[] {
  return Array.from({ length: securityCodeLength }, () => '');
}

export function isCodeComplete(digits: readonly string[]): boolean {
  return digits.length === securityCodeLength && digits.every((d) => /^\d$/.test(d));
}

/** §5 security code: six one-digit boxes, all required; focus moves by itself and a paste fills them. */
export function SecurityCodeInput({ label, digits, onChange, state, message, autoFocus }: SecurityCodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const messageId = useId();
  const invalid = state === 'error' && !!message;
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(securityCodeLength - 1, index))]?.focus();

  function fill(from: number, typed: string) {
    const incoming = typed
      .replace(/\D/g, '')
      .slice(0, securityCodeLength - from)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, i) => (next[from + i] = digit));
    onChange(next);
    focusBox(from + incoming.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  return (
    <fieldset className="security-code" aria-describedby={message ? messageId : undefined}>
      <legend className="security-code__legend">{label}</legend>
      <div className="security-code__boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => void (boxes.current[index] = el)}
            className="security-code__box"
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={securityCodeLength}
            aria-label={widgetTexts.securityCodeDigit(index + 1, securityCodeLength)}
            aria-invalid={invalid && !/^\d$/.test(digit) ? true : undefined}
            aria-required="true"
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.target.select()}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onChange={(event) => {
              const typed = event.target.value.replace(digit, '') || event.target.value;
              if (typed === '') {
                const next = [...digits];
                next[index] = '';
                onChange(next);
              } else fill(index, typed);
            }}
          />
        ))}
      </div>
      {message && (
        <p id={messageId} className={invalid ? 'field__error' : 'field__hint'}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
