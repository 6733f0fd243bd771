import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

/** Popups closed in this browser tab's session (without « ne plus afficher »): they come back next visit. */
export function sessionClosedIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(readStorage('session', storageKeys.cmsPopupsClosed) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    // Unreadable content: nothing was closed.
    return [];
  }
}

export function closeForSession(id: number): void {
  writeStorage('session', storageKeys.cmsPopupsClosed, JSON.stringify([...new Set([...sessionClosedIds(), id])]));
}
