import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { Browser } from '../test/test-app.ts';
import { createTestDatabase, testDbKind } from '../test/test-database.ts';
import { marie } from '../test/demo-logins.ts';
import { redactUrl } from './log-redaction.ts';

describe(`journaux JSON sans secrets (${testDbKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('demo');
  });
  afterAll(() => database.close());

  it('masque les codes et jetons des URL', () => {
    expect(redactUrl('/api/identity/check-token?code=abc123&userId=42&x=1')).toBe(
      '/api/identity/check-token?code=[masqué]&userId=[masqué]&x=1',
    );
  });

  it('masque le NIR et l’e-mail qu’un collaborateur recherche', () => {
    expect(redactUrl('/api/admin/adherents?nir=2780544109023&email=marie.dupont%40example.com&nom=dupont')).toBe(
      '/api/admin/adherents?nir=[masqué]&email=[masqué]&nom=dupont',
    );
  });

  it.each([
    [
      'dans un callbackUrl encodé',
      '/api/identity/login?callbackUrl=%2F%23%2Freset-password%3Fcode%3DSECRET123%26userId%3Du-42',
    ],
    ['encodé deux fois', '/api/identity/login?callbackUrl=%252F%2523%252Freset-password%253Fcode%253DSECRET123'],
    [
      'dans un paramètre d’un paramètre',
      '/api/x?next=%2Flogin%3FcallbackUrl%3D%252F%2523%252Factivate-user%253Fcode%253DSECRET123',
    ],
    ['après le #', '/#/reset-password?code=SECRET123&userId=u-42'],
    ['nom du paramètre encodé', '/api/x?%63ode=SECRET123'],
  ])('masque un code caché %s', (_label, url) => {
    const redacted = redactUrl(url);
    expect(redacted).not.toContain('SECRET123');
    expect(decodeURIComponent(decodeURIComponent(redacted))).not.toContain('SECRET123');
    expect(redacted).not.toContain('u-42');
  });

  it('garde intacts les paramètres sans secret', () => {
    expect(redactUrl('/api/faq/search?userType=4&query=mot%20de%20passe')).toBe(
      '/api/faq/search?userType=4&query=mot%20de%20passe',
    );
    expect(redactUrl('/api/identity/login?callbackUrl=%2F%23%2Fespace-adherent')).toBe(
      '/api/identity/login?callbackUrl=%2F%23%2Fespace-adherent',
    );
  });

  it('ne journalise ni mot de passe, ni cookie de session, ni jeton CSRF', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const app = await buildApp({
      config: { secureCookies: false, webDist: undefined, logLevel: 'info' },
      db: database.db,
      logger: { stream },
    });
    try {
      const browser = new Browser(app);
      await browser.signIn(marie.userName, marie.password);
      await browser.get('/api/v2/adherent/contrats');
      await browser.get('/api/identity/login?callbackUrl=%2F%23%2Freset-password%3Fcode%3DCODE-QUI-FUIT');
      const session = browser.cookies.get('portail_session')!;
      const xsrf = browser.cookies.get('XSRF-TOKEN')!;
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) {
        expect(() => JSON.parse(line)).not.toThrow();
        expect(line).not.toContain(marie.password);
        expect(line).not.toContain('CODE-QUI-FUIT');
        expect(line).not.toContain(session);
        expect(line).not.toContain(xsrf.split('.')[0]);
      }
    } finally {
      await app.close();
    }
  });
});
