import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The roving tabindex of an ARIA toolbar: one button is in the tab order, the arrows move between
 * them (wrapping), Home and End go to the ends. Buttons stay focusable when unavailable
 * (aria-disabled), so the order never shifts under the keyboard.
 */
export function useRovingToolbar() {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const items = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[data-toolbar-item]') ?? []);

  const focusAt = useCallback((index: number) => {
    const buttons = items();
    if (buttons.length === 0) return;
    const next = (index + buttons.length) % buttons.length;
    setActive(next);
    buttons[next]?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items().indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items().length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusAt(target);
  }

  return { ref, onKeyDown, active, setActive, focusActive: () => focusAt(active) };
}
