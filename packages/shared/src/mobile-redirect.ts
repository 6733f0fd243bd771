/*
 * §2 redirect-to-mobile/{url} exists to hand the browser to the client's mobile app: its store
 * pages and its own URL schemes (mutuelledemo://…), configured per client. Anything else — another
 * site, javascript:, a scheme the client did not declare — is not followed (decision 017).
 */
declare const URL: new (input: string) => { protocol: string; origin: string; pathname: string };

export interface MobileRedirectTargets {
  appleStoreUrl: string | null;
  googleStoreUrl: string | null;
  /** Schemes of the client's app, without "://" (e.g. "mutuelledemo"). */
  urlSchemes: readonly string[];
}

/** A scheme a client may declare for its app: never one a browser would run or read itself. */
export const appUrlSchemePattern =
  /^(?!(?:https?|javascript|data|file|vbscript|blob|about|ftp|ws|wss)$)[a-z][a-z0-9+.-]{1,30}$/;

function parse(value: string) {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The same store page (query aside: stores add campaign parameters), or an app's own scheme. */
export function isAllowedMobileRedirect(target: string, allowed: MobileRedirectTargets): boolean {
  const url = parse(target);
  if (!url) return false;
  if (url.protocol === 'https:') {
    return [allowed.appleStoreUrl, allowed.googleStoreUrl].some((store) => {
      const storeUrl = store ? parse(store) : null;
      return !!storeUrl && storeUrl.origin === url.origin && storeUrl.pathname === url.pathname;
    });
  }
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  return appUrlSchemePattern.test(scheme) && allowed.urlSchemes.includes(scheme);
}
