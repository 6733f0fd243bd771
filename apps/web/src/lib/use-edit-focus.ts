import { useEffect, useRef, useState } from 'react';

type Target = 'form' | 'section' | 'trigger';

/**
 * Where focus goes around a form opened in place (WCAG 2.4.3), by element id: opened, to the
 * form's heading; saved, to the section's heading (the page now shows the change); cancelled, back
 * to the button that opened it. Without it focus falls to the page body as the button or the form
 * disappears. The headings carry tabIndex={-1}.
 */
export function useEditFocus<T extends string>(ids: { form: string; section: string; trigger: (what: T) => string }) {
  const [editing, setEditing] = useState<T | null>(null);
  const target = useRef<Target | null>(null);
  const opened = useRef<T | null>(null);
  useEffect(() => {
    if (target.current === null) return;
    const id =
      target.current === 'trigger'
        ? opened.current === null
          ? null
          : ids.trigger(opened.current)
        : ids[target.current];
    const element = id === null ? null : document.getElementById(id);
    if (!element) return;
    target.current = null;
    element.focus();
  });
  return {
    editing,
    open(what: T) {
      target.current = 'form';
      opened.current = what;
      setEditing(what);
    },
    /** After a save (saved) or a « Retour » (not saved). */
    close(saved: boolean) {
      target.current = saved ? 'section' : 'trigger';
      setEditing(null);
    },
  };
}
