import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { createIdentityTestApp, newBrowser } from './identity-test-kit.ts';
import { upsertAccount } from './accounts-repository.ts';
import { upsertOidcProvider } from './oidc-repository.ts';
import { startOidcProvider } from '../../test/oidc-test-provider.ts';

const portal = 'http://horizon.localhost:8080';
const people: Record<string, { email: string; numPers?: string }> = {
  'sub-anne': { email: 'anne.horizon@example.com', numPers: 'H000001' },
  'sub-bruno': { email: 'bruno.horizon@example.com' },
  'sub-inconnu': { email: 'personne@example.com' },
};

/** Follows the provider's redirects with a cookie jar, logs in as sub, consents, and returns the portal callback. */
async function signInAtProvider(authorizationUrl: string, sub: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const isForm = /\/interaction\/[^/]+$/.test(new URL(url).pathname);
    const prompt = isForm ? (step < 3 ? 'login' : 'consent') : null;
    const response = await fetch(url, {
      method: isForm ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(isForm ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(isForm ? { body: new URLSearchParams({ prompt: prompt!, login: sub, password: 'x' }).toString() } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`pas de redirection depuis ${url} (${response.status})`);
    url = new URL(location, url).toString();
    if (url.startsWith(portal)) return url;
  }
  throw new Error('trop de redirections');
}

describe(`fournisseur OIDC externe : code d’autorisation avec PKCE (${testDbKind})`, () => {
  let t: TestApp;
  let provider: { issuer: string; server: Server };
  beforeAll(async () => {
    provider = await startOidcProvider(portal, people);
    // The test provider listens on 127.0.0.1: the development switch lets the portal reach it (decision 035).
    t = await createIdentityTestApp({ oidcAllowLoopback: true });
    const db = t.database.db;
    const horizon = await db.selectFrom('clients').select('id').where('code', '=', 'horizon').executeTakeFirstOrThrow();
    await upsertOidcProvider(db, {
      clientId: horizon.id,
      issuer: provider.issuer,
      oauthClientId: 'portail-horizon',
      oauthClientSecret: 'secret-de-test-horizon',
      scope: 'openid email portail',
    });
    await db
      .insertInto('personnes')
      .values({
        client_id: horizon.id,
        num_pers: 'H000001',
        nom: 'Horizon',
        prenom: 'Anne',
        date_naissance: '1980-01-01',
        teletransmission: false,
        adresse: JSON.stringify(null),
      })
      .execute();
    await upsertAccount(db, {
      clientId: horizon.id,
      personneId: null,
      userName: 'bruno.horizon@example.com',
      email: 'bruno.horizon@example.com',
      nom: 'Horizon',
      prenom: 'Bruno',
      passwordHash: '',
      roles: ['Gestionnaire'],
      isEmailConfirmed: true,
      createdByAdmin: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.server.close(resolve));
  });

  it('GET identity/login part chez le fournisseur avec PKCE S256, state et nonce', async () => {
    const response = await newBrowser(t.app, 'horizon.localhost').get(
      '/api/identity/login?callbackUrl=%2F%23%2Fespace-adherent',
    );
    expect(response.statusCode).toBe(302);
    const target = new URL(response.headers.location as string);
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('redirect_uri')).toBe(`${portal}/api/identity/oidc/callback`);
    for (const name of ['code_challenge', 'state', 'nonce']) expect(target.searchParams.get(name)).toBeTruthy();
  });

  it('aller-retour : l’adhérent désigné par numPers est connecté, puis la déconnexion renvoie vers la fin de session du fournisseur', async () => {
    const browser = newBrowser(t.app, 'horizon.localhost');
    const start = await browser.get('/api/identity/login?callbackUrl=%2F%23%2Fespace-adherent%2Fcontrats');
    const callback = new URL(await signInAtProvider(start.headers.location as string, 'sub-anne'));
    const back = await browser.get(`${callback.pathname}${callback.search}`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/#/espace-adherent/contrats');
    const user = (await browser.get('/api/identity/current-user')).json();
    expect(user).toMatchObject({ prenom: 'Anne', nom: 'Horizon', roles: ['User'] });
    // Replaying the callback (same state) opens nothing more.
    const replay = await newBrowser(t.app, 'horizon.localhost').get(`${callback.pathname}${callback.search}`);
    expect(replay.headers.location).toBe('/#/service-unavailable');

    const { logoutUrl } = (await browser.post('/api/identity/logout')).json();
    const end = new URL(logoutUrl);
    expect(end.origin).toBe(provider.issuer);
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${portal}/`);
    expect((await fetch(logoutUrl)).status).toBe(200);
    expect((await browser.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('après la connexion chez le fournisseur, un retour /%09/site-pirate ramène sur le portail, pas ailleurs', async () => {
    const browser = newBrowser(t.app, 'horizon.localhost');
    expect((await browser.get('/api/identity/login?callbackUrl=/%09/evil.example/')).statusCode).toBe(400);
    const start = await browser.get('/api/identity/login?callbackUrl=%2F%23%2Fespace-adherent');
    // A return address stored before this rule (or by another version) is checked again on the way back.
    await t.database.db.updateTable('oidc_login_states').set({ callback_url: '/\t/evil.example/' }).execute();
    const callback = new URL(await signInAtProvider(start.headers.location as string, 'sub-anne'));
    const back = await browser.get(`${callback.pathname}${callback.search}`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/#/espace-adherent');
  });

  it('à défaut de numPers, l’e-mail vérifié désigne le compte ; une identité inconnue ne connecte personne', async () => {
    const bruno = newBrowser(t.app, 'horizon.localhost');
    const start = await bruno.get('/api/identity/login');
    const callback = new URL(await signInAtProvider(start.headers.location as string, 'sub-bruno'));
    await bruno.get(`${callback.pathname}${callback.search}`);
    expect((await bruno.get('/api/identity/current-user')).json().userName).toBe('bruno.horizon@example.com');

    const stranger = newBrowser(t.app, 'horizon.localhost');
    const again = await stranger.get('/api/identity/login');
    const refused = new URL(await signInAtProvider(again.headers.location as string, 'sub-inconnu'));
    expect((await stranger.get(`${refused.pathname}${refused.search}`)).headers.location).toBe(
      '/#/service-unavailable',
    );
    expect((await stranger.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('refuse un retour forgé (state inconnu)', async () => {
    const response = await newBrowser(t.app, 'horizon.localhost').get(
      '/api/identity/oidc/callback?code=abc&state=forge',
    );
    expect(response.headers.location).toBe('/#/service-unavailable');
  });
});
