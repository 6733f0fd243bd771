import { useId, type Ref } from 'react';
import '@/styles/ui-widgets.css';
import { CharacterCount } from './character-count';
import { widgetTexts } from './widget-texts';

interface TextAreaProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?: () => void;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | null | undefined;
  /** The limit of the text (the shared schema's `.max`): shown, counted, never cut. */
  characterLimit?: number | undefined;
  rows?: number;
  name?: string;
  id?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text: its hint, its limit and its error tied to it (aria-describedby), the
 * error setting aria-invalid. Over its limit the text stays whole; the count says by how much.
 */
export function TextArea({
  label,
  value,
  onChange,
  onBlur,
  required,
  hint,
  error,
  characterLimit,
  rows = 6,
  name,
  id: givenId,
  textareaRef,
}: TextAreaProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const ids = { hint: `${id}-hint`, limit: `${id}-limit`, error: `${id}-error` };
  const describedBy =
    [hint ? ids.hint : null, characterLimit ? ids.limit : null, error ? ids.error : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        id={id}
        ref={textareaRef}
        name={name}
        className="field__textarea"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required}
      />
      {hint && (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      )}
      {characterLimit ? (
        <>
          <p id={ids.limit} className="field__hint">
            {widgetTexts.characterLimit(characterLimit)}
          </p>
          <CharacterCount length={value.trim().length} limit={characterLimit} />
        </>
      ) : null}
      {error && (
        <p id={ids.error} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
