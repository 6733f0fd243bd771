import { cmsCookieLifetimeDays } from '@portail/shared/cms-constants';

/** Cookie set when « Ne plus afficher ce message » is ticked and the popup closed (§4, §9: 365 days). */
export function popupCookieName(blockId: number): string {
  return `cmsPopupHidden_${blockId}`;
}

/**
 * Sets the spec's cookie. What the portal shows follows the account (GET cms/popups), which holds
 * on every device and for this member only; the cookie stays for the spec.
 */
export function suppressPopup(blockId: number): void {
  const maxAge = cmsCookieLifetimeDays * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${popupCookieName(blockId)}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
