/** Keys of what the portal keeps in the browser (§3 "Local storage"); never a token. */
export const storageKeys = {
  numContrat: 'numContrat',
  mobileBannerClosed: 'mobileBannerClosed',
  securityCode: 'securityCode',
  cmsPopupsClosed: 'cmsPopupsClosed',
  consentementsReportes: 'consentementsReportes',
  /** What the server said with its last 503 (§7: the page shows the body). */
  serviceUnavailableMessage: 'serviceUnavailableMessage',
  /** The columns each back-office grid shows, by grid (JSON { gridId: { columnId: false } }). */
  gridColumns: 'gridColumns',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (private modes, strict cookie settings): behave as empty.
    return null;
  }
}

export function readStorage(which: Area, key: StorageKey): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: StorageKey, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the preference is simply not remembered.
  }
}

export function removeStorage(which: Area, key: StorageKey): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
