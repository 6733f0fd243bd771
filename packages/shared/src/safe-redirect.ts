/*
 * One same-origin rule for every redirect the server or the SPA makes after sign-in, sign-out or a
 * code step: a path of this portal, never another site. Browsers strip tabs and line breaks from
 * URLs and read "\" as "/", so "/\t/evil.example" or "/\\evil.example" would leave the portal.
 */
// The WHATWG URL of browsers and Node; this package is typed without the DOM library.
declare const URL: new (
  input: string,
  base?: string,
) => { origin: string; pathname: string; search: string; hash: string };

// eslint-disable-next-line no-control-regex -- control characters are what this rule refuses
const forbidden = /[\u0000-\u0020\u007f-\u009f\\\s]/u;

/** The path (with query and hash) to follow, or null when the value could leave the portal's origin. */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || forbidden.test(value)) return null;
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a member lands after sign-in when no (valid) return address was given. */
export const defaultAfterLoginPath = '/#/espace-adherent';
