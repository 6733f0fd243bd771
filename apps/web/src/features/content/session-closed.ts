/** Popups closed in this browser tab's session (without « ne plus afficher »): they come back next visit. */
const key = 'cmsPopupsClosed';

export function sessionClosedIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function closeForSession(id: number): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify([...new Set([...sessionClosedIds(), id])]));
  } catch {
    // Storage unavailable: the popup shows again on the next page load.
  }
}
