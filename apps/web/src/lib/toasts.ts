import { useMemo, useSyncExternalStore } from 'react';

/** §8: toast types, shown with an alert style by type. */
export type ToastType = 'danger' | 'info' | 'success' | 'warning';

export interface Toast {
  id: number;
  type: ToastType;
  text: string;
  /** Further lines, e.g. the resource label and the server message of a failed read. */
  details?: string[];
  /** Milliseconds before auto-hide; the client's delay when absent. */
  delay?: number;
  /** When it was shown (Date.now()): a change of page ends it unless it is that change's own. */
  shownAt: number;
}

export type ToastInput = Omit<Toast, 'id' | 'shownAt'>;

/**
 * How long a toast survives the change of page that follows it: the one its own action makes
 * (« Votre demande a bien été prise en compte », then the request's page).
 */
const carriedAcrossNavigationMs = 1500;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function sameToast(a: ToastInput, b: ToastInput): boolean {
  return a.type === b.type && a.text === b.text && (a.details ?? []).join('\n') === (b.details ?? []).join('\n');
}

/**
 * Usable outside React (query cache, api helpers). A toast identical to one on screen is not
 * stacked: the one shown starts its delay again (it comes last, with a new id).
 */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  emit([...toasts.filter((t) => !sameToast(t, input)), { ...input, id, shownAt: Date.now() }]);
  return id;
}

/**
 * A toast ends with its page: leaving a page clears the toasts it showed, so that none stays over
 * the next page's content — except those the change of page itself just gave.
 */
export function endPageToasts(now: number = Date.now()): void {
  const kept = toasts.filter((t) => now - t.shownAt < carriedAcrossNavigationMs);
  if (kept.length !== toasts.length) emit(kept);
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

export function clearToasts(): void {
  emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}

type ShortHand = (text: string, options?: Omit<ToastInput, 'type' | 'text'>) => number;

export function useToast(): Record<ToastType, ShortHand> & { show: typeof showToast; dismiss: typeof dismissToast } {
  return useMemo(() => {
    const of =
      (type: ToastType): ShortHand =>
      (text, options) =>
        showToast({ ...options, type, text });
    return {
      show: showToast,
      dismiss: dismissToast,
      danger: of('danger'),
      info: of('info'),
      success: of('success'),
      warning: of('warning'),
    };
  }, []);
}
