import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages } from '@portail/shared/identity-messages';
import { serverMessages } from '@portail/shared/messages';
import { admin, lucas, marie, paul } from '../../test/demo-logins.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import {
  codeSentTo,
  createIdentityTestApp,
  expectError,
  medianMs,
  messagesTo,
  newBrowser,
} from './identity-test-kit.ts';

describe(`connexion et déconnexion (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('ouvre une session renouvelée à la connexion, que la déconnexion ferme côté serveur', async () => {
    const browser = newBrowser(t.app);
    await browser.get('/api/health');
    const first = await browser.signIn(marie.userName, marie.password);
    expect(first.statusCode).toBe(200);
    const session = browser.cookies.get('portail_session');
    expect((await browser.signIn(marie.userName, marie.password)).statusCode).toBe(200);
    expect(browser.cookies.get('portail_session')).not.toBe(session);
    const stolen = browser.cookies.get('portail_session')!;
    const logout = await browser.post('/api/identity/logout');
    expect(logout.json()).toEqual({ logoutUrl: '/' });
    expect((await browser.get('/api/identity/current-user')).statusCode).toBe(401);
    // The cookie kept by someone else no longer opens anything.
    const other = newBrowser(t.app);
    other.cookies.set('portail_session', stolen);
    expect((await other.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('le personnel donne toujours le code de sécurité : 202 sans session, code par e-mail, puis session', async () => {
    const browser = newBrowser(t.app);
    const pending = await browser.post('/api/identity/login', admin);
    expect(pending.statusCode, pending.body).toBe(202);
    expect(pending.json()).toMatchObject({ amfRequired: true, operation: 'LOGIN_AMF', sendType: 'MAIL' });
    expect(browser.cookies.has('portail_session')).toBe(false);
    expect((await browser.get('/api/admin/adherents')).statusCode).toBe(401);
    const before = (await messagesTo(t.database.db, admin.userName)).length;
    const sent = await browser.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'MAIL' });
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await messagesTo(t.database.db, admin.userName);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.channel).toBe('mail');
    const verified = await browser.post('/api/identity/amf/verify', {
      operation: 'LOGIN_AMF',
      securityCode: await codeSentTo(t.database.db, admin.userName),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().currentUser).toMatchObject({ userName: admin.userName, roles: ['Admin'] });
    expect((await browser.get('/api/admin/adherents')).statusCode).toBe(200);
  });

  it('GET /api/identity/session répond 200 au visiteur anonyme, et l’utilisateur une fois connecté', async () => {
    const browser = newBrowser(t.app);
    const anonymous = await browser.get('/api/identity/session');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([200, { authenticated: false }]);
    await browser.signIn(marie.userName, marie.password);
    const signedIn = await browser.get('/api/identity/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      authenticated: true,
      user: (await browser.get('/api/identity/current-user')).json(),
    });
    await browser.post('/api/identity/logout');
    expect((await browser.get('/api/identity/session')).json()).toEqual({ authenticated: false });
    // The other routes keep their 401 for an anonymous caller.
    expect((await browser.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('identifiant inconnu et mauvais mot de passe : même statut, même corps, temps comparable', async () => {
    const unknown = () => newBrowser(t.app).signIn('personne.inconnue@example.com', 'Mauvais#2026');
    const wrong = () => newBrowser(t.app).signIn(paul.userName, 'Mauvais#2026');
    const [a, b] = [await unknown(), await wrong()];
    expect([a.statusCode, a.json()]).toEqual([
      401,
      { code: 'INVALID_CREDENTIALS', message: serverMessages.invalidCredentials },
    ]);
    expect([b.statusCode, b.json()]).toEqual([a.statusCode, a.json()]);
    const [unknownMs, wrongMs] = [await medianMs(unknown, 3), await medianMs(wrong, 3)];
    expect(Math.max(unknownMs, wrongMs) / Math.min(unknownMs, wrongMs)).toBeLessThan(3);
  });

  it('refuse le mot de passe par POST pour un client à fournisseur OIDC externe', async () => {
    expectError(await newBrowser(t.app, 'horizon.localhost').signIn(marie.userName, marie.password), 403, 'OIDC_ONLY');
  });

  it('refuse une connexion sans en-tête CSRF et un corps trop long', async () => {
    const browser = newBrowser(t.app);
    expectError(await browser.request('POST', '/api/identity/login', { body: marie, csrf: false }), 403, 'CSRF');
    expectError(
      await browser.post('/api/identity/login', { userName: marie.userName, password: 'x'.repeat(20_000) }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });
});

describe(`limitation des essais de connexion (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('après 10 échecs en 15 minutes sur un compte, même le bon mot de passe est refusé (429), d’où qu’il vienne', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await newBrowser(t.app).signIn(lucas.userName, `Faux#${i}abc`)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const locked = await newBrowser(t.app).signIn(lucas.userName, lucas.password);
    expectError(locked, 429, 'TOO_MANY_REQUESTS', identityMessages.accountLocked);
    // The window passes (controlled clock: the counter's reset time moved back): the account opens again.
    await t.database.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await newBrowser(t.app).signIn(lucas.userName, lucas.password)).statusCode).toBe(200);
  });

  it('un identifiant inconnu est limité exactement comme un connu (pas d’énumération par le blocage)', async () => {
    for (let i = 0; i < 10; i++) await newBrowser(t.app).signIn('fantome@example.com', `Faux#${i}abc`);
    expectError(
      await newBrowser(t.app).signIn('FANTOME@example.com', 'Faux#0abc'),
      429,
      'TOO_MANY_REQUESTS',
      identityMessages.accountLocked,
    );
  });

  it('après 50 échecs en 15 minutes depuis une adresse, cette adresse est refusée', async () => {
    const browser = newBrowser(t.app);
    for (let i = 0; i < 50; i++) await browser.signIn(`inconnu${i}@example.com`, 'Faux#0abc');
    expectError(
      await browser.signIn(marie.userName, marie.password),
      429,
      'TOO_MANY_REQUESTS',
      identityMessages.tooManyAttempts,
    );
    expect((await newBrowser(t.app).signIn(marie.userName, marie.password)).statusCode).toBe(200);
  });
});
