import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import { admin } from '../../test/demo-logins.ts';
import { startOidcProvider } from '../../test/oidc-test-provider.ts';
import { signedInBrowser } from '../../test/roles-matrix.ts';
import { createTestApp, type Browser, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { demoRow, putSection, readConfig } from './configuration-test-kit.ts';

// A name of the operator's network: public-looking, resolving to a private address.
vi.mock('node:dns', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:dns')>();
  const inside: Record<string, string> = {
    'idp.interne.example.com': '10.20.30.40',
    'idp.metadata.example.com': '169.254.169.254',
  };
  const lookup = ((host: string, options: object, callback: (...args: unknown[]) => void) =>
    inside[host]
      ? callback(null, [{ address: inside[host], family: 4 }])
      : (real.lookup as (...args: unknown[]) => void)(host, options, callback)) as typeof real.lookup;
  return { ...real, default: { ...real, lookup }, lookup };
});

describe(`back office : l’émetteur OIDC ne mène jamais à une adresse interne (${testDbKind})`, () => {
  let t: TestApp;
  let helene: Browser;
  let provider: { issuer: string; server: Server };
  beforeAll(async () => {
    provider = await startOidcProvider('http://localhost', {});
    // Without OIDC_ALLOW_LOOPBACK: the portal as it runs in production.
    t = await createTestApp();
    helene = await signedInBrowser(t.app, admin);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.server.close(resolve));
  });

  const port = () => new URL(provider.issuer).port;
  const oidc = (issuer: string) => ({
    name: 'Démo Connect',
    loginUrl: 'https://connexion.mutuelle-demo.fr/auth',
    issuer,
    clientId: 'portail-horizon',
    scope: 'openid email portail',
    clientSecret: 'secret-de-test-horizon',
  });

  it('boucle locale, réseaux privés, lien local, métadonnées du cloud, IPv6 mappée, nom résolu en interne : refusés en français, rien d’enregistré', async () => {
    const before = await demoRow(t.database.db);
    const issuers = [
      provider.issuer, // http://127.0.0.1:port, a real provider that would answer
      `http://localhost:${port()}`,
      `http://[::1]:${port()}`,
      'https://10.0.0.1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:169.254.169.254]',
      'https://[::ffff:7f00:1]',
      'https://[fe80::1]',
      'https://[fd00::1]',
      'https://100.64.0.1',
      'https://0.0.0.0',
      'https://idp.interne.example.com',
      'https://idp.metadata.example.com',
    ];
    for (const issuer of issuers) {
      const config = await readConfig(helene);
      const started = Date.now();
      const response = await putSection(helene, 'connexion', {
        ...config.connexion,
        oidc: oidc(issuer),
        version: config.version,
      });
      expect([issuer, response.statusCode, response.json().errors]).toEqual([
        issuer,
        400,
        { 'oidc.issuer': m.oidcAddressRefused },
      ]);
      expect(Date.now() - started, issuer).toBeLessThan(3000);
    }
    expect(await demoRow(t.database.db)).toEqual(before);
    const rows = await t.database.db.selectFrom('oidc_providers').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
