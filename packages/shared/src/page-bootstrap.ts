import type { PublicClientConfig } from './client-config';
import type { ContratsResponse } from './contrats';
import type { SessionState } from './current-user';
import { currentUserFlags, type Role } from './roles';

/**
 * What the server writes into the portal's HTML page: the answers of GET /api/clients/current and
 * GET /api/identity/session for this host and this browser, so that the first screen paints without
 * waiting for them (decision 027). A JSON data block, never executed: the CSP stays `script-src 'self'`.
 */
export interface PageBootstrap {
  clientConfig: PublicClientConfig;
  session: SessionState;
  /**
   * GET /api/v2/adherent/contrats of a signed-in member (or of staff viewing a member's area): the
   * list every member screen waits for first (issue 25). Absent otherwise, and when it is not a 200
   * (no contract: the app asks and shows the §7 modal).
   */
  contrats?: ContratsResponse;
}

/** The member area's contract list, under /api. */
export const contratsRoute = 'v2/adherent/contrats';

/** Roles whose sign-in lands in the member area (members and beneficiaries, §3). */
export function isMemberArea(roles: readonly Role[]): boolean {
  const flags = currentUserFlags({ roles });
  return flags.isUser || flags.isBeneficiaire;
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
