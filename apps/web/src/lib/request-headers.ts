import { getCurrentNumContrat } from './current-contrat';
import { readStorage, storageKeys } from './storage';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** Relative means same origin: no scheme and no protocol-relative "//host". */
function isRelativeUrl(url: string): boolean {
  return !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
}

/**
 * §7: headers carried by every request; the CSRF cookie is echoed on non-GET same-origin calls,
 * which also carry an Idempotency-Key (decision 044): the caller's, else a new one.
 * crypto.randomUUID exists on HTTPS pages and localhost: elsewhere writes go without a key.
 */
export function buildRequestHeaders(method: string, url: string, idempotencyKey?: string): Headers {
  const headers = new Headers({
    'Cache-Control': 'no-cache',
    'X-Timezone-Offset': String(new Date().getTimezoneOffset()),
  });
  const numContrat = getCurrentNumContrat();
  if (numContrat) headers.set('X-NumContrat', numContrat);
  const securityCode = readStorage('session', storageKeys.securityCode);
  if (securityCode) headers.set('X-SecurityCode', securityCode);
  const safeMethod = method === 'GET' || method === 'HEAD';
  if (!safeMethod && isRelativeUrl(url)) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    const key = idempotencyKey ?? crypto.randomUUID?.();
    if (key) headers.set('Idempotency-Key', key);
  }
  return headers;
}
