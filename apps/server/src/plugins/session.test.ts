import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';
import { marie } from '../test/demo-logins.ts';
import { sha256 } from '../lib/tokens.ts';

describe(`sessions en base (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('la connexion pose un cookie HttpOnly SameSite=Lax et la session vit en base, jeton haché', async () => {
    const browser = new Browser(t.app);
    const response = await browser.signIn(marie.userName, marie.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userName: marie.userName,
      prenom: 'Marie',
      nom: 'Dupont',
      roles: ['User'],
    });
    const cookie = response.cookies.find((c) => c.name === 'portail_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const row = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sha256(cookie!.value))
      .executeTakeFirst();
    expect(row).toBeDefined();
  });

  it('renouvelle la session à la connexion : l’ancien identifiant ne vaut plus rien', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(marie.userName, marie.password);
    const first = browser.cookies.get('portail_session')!;
    await browser.signIn(marie.userName, marie.password);
    const second = browser.cookies.get('portail_session')!;
    expect(second).not.toBe(first);
    const stale = new Browser(t.app);
    stale.cookies.set('portail_session', first);
    expect((await stale.get('/api/identity/current-user')).statusCode).toBe(401);
    expect((await browser.get('/api/identity/current-user')).statusCode).toBe(200);
  });

  it('la déconnexion met fin à la session côté serveur et renvoie logoutUrl', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(marie.userName, marie.password);
    const token = browser.cookies.get('portail_session')!;
    const response = await browser.post('/api/identity/logout');
    expect(response.json()).toEqual({ logoutUrl: '/' });
    const replay = new Browser(t.app);
    replay.cookies.set('portail_session', token);
    expect((await replay.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('expire après inactivité et après la durée absolue', async () => {
    for (const column of ['idle_expires_at', 'absolute_expires_at'] as const) {
      const browser = new Browser(t.app);
      await browser.signIn(marie.userName, marie.password);
      const id = sha256(browser.cookies.get('portail_session')!);
      await t.database.db
        .updateTable('sessions')
        .set({ [column]: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', id)
        .execute();
      expect((await browser.get('/api/identity/current-user')).statusCode).toBe(401);
    }
  });

  it('refuse un mauvais mot de passe sans dire si le compte existe', async () => {
    const browser = new Browser(t.app);
    const wrong = await browser.signIn(marie.userName, 'Mauvais#2026');
    const unknown = await browser.signIn('personne@example.com', 'Mauvais#2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Identifiant ou mot de passe incorrect.');
  });
});
