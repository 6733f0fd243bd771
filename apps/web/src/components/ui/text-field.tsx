import type { ClipboardEvent, ReactNode, Ref } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { CharacterCount } from './character-count';
import './press-style';
import { widgetTexts } from './widget-texts';

/** A field's state, as the design system has it: its message shows under the field. */
export type FieldState = 'default' | 'error' | 'success' | 'info';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  onBlur?: () => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  state?: FieldState;
  message?: string | null;
  hint?: string;
  required?: boolean;
  /** The visible « * » of a required field; off where every field is required and the form says nothing else (sign-in). */
  requiredMark?: boolean;
  disabled?: boolean;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  /**
   * An input mask for fixed-format codes only (postcode, IBAN…: the browser stops at it). A free
   * text takes `characterLimit` instead: typing and pasting are never cut silently.
   */
  maxLength?: number;
  /** The limit of a free text (the shared schema's `.max`): shown, counted, never cut. */
  characterLimit?: number;
  placeholder?: string;
  autoComplete?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Shown after the input, inside the field's frame (e.g. a show/hide button). */
  addon?: ReactNode;
  /**
   * Say the error as it appears (polite live region), for fields checked when left (§5 birth
   * date): tied by aria-describedby only, it would be read just when the field is visited again.
   */
  announceErrors?: boolean;
}

/**
 * A labelled text input on react-aria: label, hint and message are tied to the input
 * (aria-describedby), and an error sets aria-invalid.
 */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  onPaste,
  state = 'default',
  message,
  hint,
  required,
  requiredMark = true,
  disabled,
  type = 'text',
  inputMode,
  maxLength,
  characterLimit,
  placeholder,
  autoComplete,
  name,
  inputRef,
  className,
  addon,
  announceErrors,
}: TextFieldProps) {
  const isError = state === 'error' && !!message;
  const limitHint = characterLimit ? widgetTexts.characterLimit(characterLimit) : null;
  return (
    <AriaTextField
      className={`field ${className ?? ''}`}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={isError}
      isRequired={required}
      isDisabled={disabled}
      validationBehavior="aria"
      type={type}
      inputMode={inputMode}
      maxLength={maxLength}
      name={name}
      autoComplete={autoComplete}
    >
      <Label>
        {label}
        {required && requiredMark && <span aria-hidden="true"> *</span>}
      </Label>
      <div className={addon ? 'field__frame' : undefined}>
        <Input ref={inputRef} placeholder={placeholder} onPaste={onPaste} />
        {addon}
      </div>
      {(hint || limitHint) && (
        // One description (react-aria ties a single one): the hint, then the limit on its own line.
        <Text slot="description" className="field__hint">
          {hint}
          {hint && limitHint && <br />}
          {limitHint}
        </Text>
      )}
      {characterLimit ? <CharacterCount length={value.trim().length} limit={characterLimit} threshold={0.8} /> : null}
      {!isError && message && state !== 'default' && (
        <Text slot="description" className={`field__message field__message--${state}`}>
          {message}
        </Text>
      )}
      {announceErrors ? (
        <div aria-live="polite">
          <FieldError className="field__error">{message}</FieldError>
        </div>
      ) : (
        <FieldError className="field__error">{message}</FieldError>
      )}
    </AriaTextField>
  );
}
