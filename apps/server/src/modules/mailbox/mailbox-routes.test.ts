import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config.ts';
import { paul } from '../../test/demo-logins.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { createIdentityTestApp, newBrowser } from '../identity/identity-test-kit.ts';

describe(`boîte de développement /dev/mailbox (${testDbKind})`, () => {
  let demo: TestApp;
  let withSmtp: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    demo = await createIdentityTestApp({ devMailbox: true });
    withSmtp = await createIdentityTestApp({ devMailbox: true, smtpUrl: 'smtp://127.0.0.1:2525' });
    production = await createIdentityTestApp({});
  });
  afterAll(async () => {
    await Promise.all([demo.close(), withSmtp.close(), production.close()]);
  });

  it('liste les messages du plus récent au plus ancien, avec des liens cliquables et sans script en ligne', async () => {
    const browser = newBrowser(demo.app);
    await browser.post('/api/identity/forgot-password', { userName: paul.userName, dateNaissance: '22/11/1965' });
    await browser.post('/api/identity/register', { email: 'x' });
    await newBrowser(demo.app).post('/api/identity/forgot-password', {
      userName: 'marie.dupont@example.com',
      dateNaissance: '14/05/1978',
    });
    const page = await browser.get('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script|style=/);
    expect(page.body).toMatch(/<a href="http:\/\/localhost:8080\/#\/reset-password\?code=[^"]+&amp;userId=/);
    expect(page.body.indexOf('marie.dupont@example.com')).toBeLessThan(page.body.indexOf(paul.userName));
    const list = (await browser.get('/dev/mailbox.json')).json();
    expect(list[0].to).toBe('marie.dupont@example.com');
    const html = await browser.get(`/dev/mailbox/${list[0].id}`);
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect(html.body).toContain('Choisir un nouveau mot de passe');
    expect((await browser.get('/dev/mailbox.css')).headers['content-type']).toContain('text/css');
  });

  it('n’existe pas sans DEV_MAILBOX=on (même avec les données de démonstration), ni avec SMTP_URL', async () => {
    expect((await newBrowser(withSmtp.app).get('/dev/mailbox')).statusCode).toBe(404);
    expect((await newBrowser(production.app).get('/dev/mailbox')).statusCode).toBe(404);
    expect((await newBrowser(production.app).get('/dev/mailbox.json')).statusCode).toBe(404);
  });
});

describe('interrupteur DEV_MAILBOX', () => {
  it('est éteint par défaut, données de démonstration ou non', () => {
    expect(configFromEnv({}).devMailbox).toBe(false);
    expect(configFromEnv({ DEMO_DATA: 'on' }).devMailbox).toBe(false);
    expect(configFromEnv({ DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
  });

  it('refuse de démarrer avec DEV_MAILBOX=on quand PUBLIC_URL est en https', () => {
    expect(() => configFromEnv({ DEV_MAILBOX: 'on', PUBLIC_URL: 'https://adherents.mutuelle.fr' })).toThrow(
      /DEV_MAILBOX=on est refusé quand PUBLIC_URL est en https/,
    );
  });
});
