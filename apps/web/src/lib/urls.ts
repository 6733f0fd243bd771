import { sameOriginPath } from '@portail/shared/safe-redirect';

/** Addresses the SPA navigates to, in one place. */
export const urls = {
  memberHome: '/#/espace-adherent',
  serviceUnavailable: '/#/service-unavailable',
  admin: '/admin',
  home: '/',
  identityLogin: '/api/identity/login',
  loginPage: '/login',
  /** The welcome page inside the SPA (a hash change, no reload). */
  welcome: '/#/',
  forgotPassword: '/#/forgot-password',
} as const;

/** Query value with "/" kept readable ("/admin"); everything else, "#" included, is encoded. */
function encodeCallback(url: string): string {
  return encodeURIComponent(url).replace(/%2F/gi, '/');
}

/** GET /api/identity/login: the server sends the browser to /login or to the external provider. */
export function identityLoginUrl(callbackUrl?: string | null): string {
  return callbackUrl ? `${urls.identityLogin}?callbackUrl=${encodeCallback(callbackUrl)}` : urls.identityLogin;
}

/** The sign-in page, target of 401 responses. */
export function loginPageUrl(callbackUrl: string): string {
  return `${urls.loginPage}?callbackUrl=${encodeCallback(callbackUrl)}`;
}

/** Only a path of this portal may be followed: the one same-origin rule the server applies too. */
export function isSafeCallbackUrl(url: string | null | undefined): url is string {
  return sameOriginPath(url, window.location.origin) !== null;
}

export function isHttpUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link target from configuration: http(s) or a same-origin path, never "javascript:". */
export function safeHref(url: string | null | undefined): string | undefined {
  if (isHttpUrl(url) || isSafeCallbackUrl(url)) return url;
  return undefined;
}
