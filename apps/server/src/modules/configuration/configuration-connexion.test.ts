import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import { admin, marie } from '../../test/demo-logins.ts';
import { startOidcProvider } from '../../test/oidc-test-provider.ts';
import { signedInBrowser } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { auditOf, demoRow, putSection, readConfig } from './configuration-test-kit.ts';

const secret = 'secret-de-test-horizon';

describe(`back office : inscription et connexion, jamais sans moyen de se connecter (${testDbKind})`, () => {
  let t: TestApp;
  let helene: Browser;
  let provider: { issuer: string; server: Server };
  beforeAll(async () => {
    provider = await startOidcProvider('http://localhost', {});
    // The test provider listens on this machine: the development switch lets the portal reach it (decision 035).
    t = await createTestApp({ oidcAllowLoopback: true });
    helene = await signedInBrowser(t.app, admin);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.server.close(resolve));
  });

  const oidc = (issuer: string, clientSecret?: string) => ({
    name: 'Démo Connect',
    loginUrl: 'https://connexion.mutuelle-demo.fr/auth',
    issuer,
    clientId: 'portail-horizon',
    scope: 'openid email portail',
    ...(clientSecret === undefined ? {} : { clientSecret }),
  });

  async function providerRow() {
    return t.database.db.selectFrom('oidc_providers').selectAll().executeTakeFirst();
  }

  it('un fournisseur d’identité qui ne répond pas laisserait les adhérents sans connexion : refusé, rien ne change', async () => {
    const config = await readConfig(helene);
    const row = await demoRow(t.database.db);
    const unreachable = await putSection(helene, 'connexion', {
      ...config.connexion,
      oidc: oidc('http://127.0.0.1:9', secret),
      version: config.version,
    });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json()).toMatchObject({
      code: 'NO_SIGN_IN_METHOD',
      message: m.lockout,
      errors: { 'oidc.issuer': m.oidcUnreachable },
    });
    const plainHttp = await putSection(helene, 'connexion', {
      ...config.connexion,
      oidc: oidc('http://idp.example.com', secret),
      version: config.version,
    });
    expect([plainHttp.statusCode, plainHttp.json().errors['oidc.issuer']]).toEqual([400, m.issuer]);
    expect(await demoRow(t.database.db)).toEqual(row);
    expect(await providerRow()).toBeUndefined();
  });

  it('un fournisseur qui répond : la connexion passe chez lui, le secret n’est ni renvoyé ni journalisé', async () => {
    const config = await readConfig(helene);
    const saved = await putSection(helene, 'connexion', {
      ...config.connexion,
      oidc: oidc(provider.issuer, secret),
      version: config.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().connexion.oidc).toMatchObject({ issuer: provider.issuer, secretConfigured: true });
    expect(saved.body).not.toContain(secret);
    const visitor = new Browser(t.app);
    expect((await visitor.get('/api/clients/current')).json().oidcExternalProvider).toEqual({
      name: 'Démo Connect',
      loginUrl: 'https://connexion.mutuelle-demo.fr/auth',
    });
    const login = await visitor.get('/api/identity/login');
    expect(login.headers.location).toMatch(new RegExp(`^${provider.issuer}/`));
    expect((await visitor.post('/api/identity/login', marie)).json().code).toBe('OIDC_ONLY');
    const [entry] = await auditOf(t.database.db, 'configuration.modifier');
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect(entry!.after).toMatchObject({ secretOidc: 'remplacé', oidc: { issuer: provider.issuer } });

    // Saved again without a secret: the registered one stays.
    const again = await putSection(helene, 'connexion', {
      ...saved.json().connexion,
      registerAttemptNumber: 4,
      version: saved.json().version,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await providerRow())?.oauth_client_secret).toBe(secret);
  });

  it('revenir au mot de passe du portail rouvre la connexion locale', async () => {
    const config = await readConfig(helene);
    const saved = await putSection(helene, 'connexion', { ...config.connexion, oidc: null, version: config.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const member = new Browser(t.app);
    expect((await member.signIn(marie.userName, marie.password)).statusCode).toBe(200);
  });
});
