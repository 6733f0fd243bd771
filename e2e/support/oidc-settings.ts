import { e2ePort } from './mail-settings';

/**
 * The OpenID provider of the browser journeys (oidc-provider on loopback, started by the global
 * setup): the portal under test registers Prévoyance Horizon there (DEMO_OIDC_ISSUER).
 */
export const oidcPort = Number(process.env.E2E_OIDC_PORT ?? e2ePort + 4000);
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
export const oidcClientSecret = 'secret-des-parcours-horizon';

/** Logins accepted by the provider's development pages, and the claims it gives for them. */
export const oidcPeople: Record<string, { email: string; numPers?: string }> = {
  'nathalie.rousseau': { email: 'nathalie.rousseau@example.com', numPers: 'H100001' },
};
