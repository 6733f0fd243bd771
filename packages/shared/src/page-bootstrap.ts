import type { PublicClientConfig } from './client-config';
import type { SessionState } from './current-user';

/**
 * What the server writes into the portal's HTML page: the answers of GET /api/clients/current and
 * GET /api/identity/session for this host and this browser, so that the first screen paints without
 * waiting for them (decision 027). A JSON data block, never executed: the CSP stays `script-src 'self'`.
 */
export interface PageBootstrap {
  clientConfig: PublicClientConfig;
  session: SessionState;
}

export const pageBootstrapElementId = 'portail-bootstrap';

/**
 * JSON safe inside `<script type="application/json">`: `<` can no longer close the element or open a
 * comment, and the two line separators JavaScript once refused are escaped too.
 */
export function serializePageBootstrap(bootstrap: PageBootstrap): string {
  return JSON.stringify(bootstrap)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
