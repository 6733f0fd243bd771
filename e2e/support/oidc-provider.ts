import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { e2ePort } from './mail-settings';
import { oidcClientSecret, oidcIssuer, oidcPeople, oidcPort } from './oidc-settings';

/**
 * A real OpenID provider (oidc-provider) with its development login and consent pages, for
 * Prévoyance Horizon on the test server: authorisation code with PKCE, end of session.
 */
export async function startOidcProvider(): Promise<() => Promise<void>> {
  const portal = `http://horizon.localhost:${e2ePort}`;
  const provider = new Provider(oidcIssuer, {
    clients: [
      {
        client_id: 'portail-horizon',
        client_secret: oidcClientSecret,
        redirect_uris: [`${portal}/api/identity/oidc/callback`],
        post_logout_redirect_uris: [`${portal}/`],
      },
    ],
    scopes: ['openid', 'email', 'portail'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], portail: ['numPers'] },
    pkce: { methods: ['S256'], required: () => true },
    cookies: { keys: ['cle-des-parcours-horizon'] },
    // A signing key of its own and explicit lifetimes, instead of the quick-start defaults it warns about.
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx, sub) {
      const person = oidcPeople[sub];
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person?.email ?? `${sub}@example.com`,
          email_verified: true,
          numPers: person?.numPers,
        }),
      };
    },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(oidcPort, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
