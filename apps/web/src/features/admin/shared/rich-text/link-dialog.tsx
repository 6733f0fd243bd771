import { useId, useState, type FormEvent } from 'react';
import { isSafeHref } from '@portail/shared/cms-html-policy';
import { Modal } from '@/components/ui/modal';
import { richTextTexts } from './rich-text-texts';

const t = richTextTexts.linkDialog;

export interface LinkChoice {
  href: string;
  /** Only when nothing was selected: the words that become the link. */
  text?: string;
  /** An https link to another site opens in a new tab rather than the frame modal (decision 020). */
  newTab: boolean;
}

interface LinkDialogProps {
  initial: { href: string; newTab: boolean };
  /** Nothing is selected: the dialog asks for the link's words. */
  asksText: boolean;
  onApply(choice: LinkChoice): void;
  onClose(): void;
}

function isOtherSite(href: string): boolean {
  try {
    return /^https:\/\//i.test(href) && new URL(href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** The address (checked with the portal's link rule), and for another site, how it opens (§2). */
export function LinkDialog({ initial, asksText, onApply, onClose }: LinkDialogProps) {
  const id = useId();
  const [href, setHref] = useState(initial.href);
  const [text, setText] = useState('');
  const [newTab, setNewTab] = useState(initial.newTab);
  const [errors, setErrors] = useState<{ href?: string; text?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled, but React bubbles its submit to the form that holds the editor.
    event.stopPropagation();
    const value = href.trim();
    const found: typeof errors = {};
    if (value === '') found.href = t.hrefRequired;
    else if (!isSafeHref(value)) found.href = t.hrefRefused;
    if (asksText && text.trim() === '') found.text = t.textRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onApply({ href: value, newTab: isOtherSite(value) && newTab, ...(asksText ? { text: text.trim() } : {}) });
  }

  const field = (name: 'href' | 'text', label: string, value: string, set: (v: string) => void, help?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="text"
        autoComplete="off"
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [help && `${id}-${name}-help`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined
        }
      />
      {help && (
        <p className="field__help" id={`${id}-${name}-help`}>
          {help}
        </p>
      )}
      {errors[name] && (
        <p className="field__error" id={`${id}-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <Modal title={t.title} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        {field('href', t.href, href, setHref, t.hrefHelp)}
        {asksText && field('text', t.text, text, setText)}
        {isOtherSite(href.trim()) && (
          <fieldset className="fieldset">
            <legend>{t.external}</legend>
            <label className="admin-choice">
              <input type="radio" name={`${id}-open`} checked={!newTab} onChange={() => setNewTab(false)} />
              {t.framed}
            </label>
            <label className="admin-choice">
              <input type="radio" name={`${id}-open`} checked={newTab} onChange={() => setNewTab(true)} />
              {t.newTab}
            </label>
          </fieldset>
        )}
        <div className="button-row">
          <button type="submit" className="btn btn--primary">
            {t.apply}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
