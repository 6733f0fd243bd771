import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A real OpenID provider on loopback (oidc-provider), with its development login pages. */
export async function startOidcProvider(
  portal: string,
  people: Record<string, { email: string; numPers?: string }>,
): Promise<{ issuer: string; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'portail-horizon',
        client_secret: 'secret-de-test-horizon',
        redirect_uris: [`${portal}/api/identity/oidc/callback`],
        post_logout_redirect_uris: [`${portal}/`],
      },
    ],
    scopes: ['openid', 'email', 'portail'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], portail: ['numPers'] },
    pkce: { methods: ['S256'], required: () => true },
    cookies: { keys: ['cle-de-test'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const person = people[sub];
      return {
        accountId: sub,
        claims: async () => ({ sub, email: person?.email, email_verified: true, numPers: person?.numPers }),
      };
    },
  });
  server.on('request', provider.callback());
  return { issuer, server };
}
