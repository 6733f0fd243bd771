import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';
import { marie } from '../test/demo-logins.ts';

describe(`sécurité des requêtes (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pose le cookie XSRF-TOKEN lisible par les scripts, SameSite=Lax', async () => {
    const response = await new Browser(t.app).get('/api/health');
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('refuse en 403 une écriture sans en-tête X-XSRF-TOKEN, avec un message français', async () => {
    const browser = new Browser(t.app);
    await browser.get('/api/health');
    const response = await browser.request('POST', '/api/identity/login', { body: marie, csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'CSRF', message: expect.stringContaining('session de sécurité') });
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('portail_session');
  });

  it('refuse un en-tête X-XSRF-TOKEN forgé, même identique à un cookie forgé', async () => {
    const browser = new Browser(t.app);
    browser.cookies.set('XSRF-TOKEN', 'forge.forge');
    const response = await browser.request('POST', '/api/identity/login', {
      body: marie,
      csrf: false,
      headers: { 'x-xsrf-token': 'forge.forge' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('applique CSRF, session et client à la route trouvée, quelle que soit l’écriture de l’adresse (/%61pi/…)', async () => {
    const browser = new Browser(t.app);
    await browser.get('/api/health');
    const encoded = await browser.request('POST', '/%61pi/identity/logout', { csrf: false });
    expect(encoded.statusCode).toBe(403);
    expect(encoded.json().code).toBe('CSRF');
    const withToken = await browser.request('POST', '/%61pi/identity/logout');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual({ logoutUrl: '/' });
    const anonymous = await new Browser(t.app).get('/%61pi/identity/current-user');
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['Origin d’un autre site', { origin: 'https://evil.example' }],
    ['Origin d’un client voisin (même site, autre origine)', { origin: 'http://littoral.localhost' }],
    ['Origin « null »', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuse une écriture venue d’ailleurs (%s), même avec le jeton CSRF', async (_label, headers) => {
    const browser = new Browser(t.app);
    const response = await browser.request('POST', '/api/identity/login', { body: marie, headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'CROSS_SITE', message: expect.stringContaining('ne provient pas') });
  });

  it('accepte une écriture de la même origine', async () => {
    const browser = new Browser(t.app);
    const response = await browser.request('POST', '/api/identity/login', {
      body: marie,
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('interdit la mise en cache des réponses de l’API (no-store), sauf les ressources publiques versionnées', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(marie.userName, marie.password);
    for (const url of ['/api/identity/current-user', '/api/v2/adherent/contrats', '/api/clients/current']) {
      const response = await browser.get(url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await new Browser(t.app).get('/api/identity/current-user');
    expect(refused.headers['cache-control']).toBe('no-store');
    const keys = await browser.get('/api/identity/sso-token/jwks');
    expect(keys.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('envoie une Content-Security-Policy stricte et les en-têtes de sécurité', async () => {
    const response = await new Browser(t.app).get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The frame modal of CMS links may show https sites, never http, data: or javascript:.
    expect(csp.split(';')).toContain("frame-src 'self' https:");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('limite les tentatives de connexion par adresse, compteurs partagés par deux instances', async () => {
    const { buildApp } = await import('../app.ts');
    const other = await buildApp({
      config: { secureCookies: false, webDist: undefined, logLevel: 'silent' },
      db: t.database.db,
      logger: false,
    });
    try {
      // docs/decisions/009-sign-in-throttling.md: 50 failures per 15 minutes from one address.
      const statuses: number[] = [];
      for (let i = 0; i < 51; i++) {
        const browser = new Browser(i % 2 ? other : t.app);
        const response = await browser.signIn(`inconnu${i}@example.com`, 'Mauvais#2026');
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().message).toBe(
            'Trop de tentatives. Merci de patienter quelques minutes avant de réessayer.',
          );
        }
      }
      expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
      expect(statuses[50]).toBe(429);
      const counters = await t.database.db.selectFrom('rate_limits').selectAll().execute();
      // The 51st attempt was reserved (counted) before it was refused.
      expect(counters).toContainEqual(expect.objectContaining({ key: 'login:ip:127.0.0.1', hits: 51 }));
    } finally {
      await other.close();
    }
  });
});
