import { cmsCookieLifetimeDays } from '@portail/shared/cms-constants';
import { readCookie } from '@/lib/request-headers';

/** Cookie set when « Ne plus afficher ce message » is ticked and the popup closed (§4, §9: 365 days). */
export function popupCookieName(blockId: number): string {
  return `cmsPopupHidden_${blockId}`;
}

export function isPopupSuppressed(blockId: number): boolean {
  return readCookie(popupCookieName(blockId)) === '1';
}

export function suppressPopup(blockId: number): void {
  const maxAge = cmsCookieLifetimeDays * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${popupCookieName(blockId)}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
