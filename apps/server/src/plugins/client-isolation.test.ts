import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../test/test-app.ts';
import { admin, claire, marie } from '../test/demo-logins.ts';
import { testDbKind } from '../test/test-database.ts';
import { accessPlugin } from './access.ts';

const otherHost = 'littoral.localhost';

/** The same cookies (session and CSRF) sent from another client's host: what an attacker replays. */
function replayOn(host: string, from: Browser, app: TestApp['app']): Browser {
  const replay = new Browser(app, host);
  for (const [name, value] of from.cookies) replay.cookies.set(name, value);
  return replay;
}

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');

describe(`isolation des clients et accès déclaré par route (${testDbKind})`, () => {
  let t: TestApp;
  let member: Browser;
  let staff: Browser;

  beforeAll(async () => {
    t = await createTestApp();
    member = new Browser(t.app);
    expect((await member.signIn(marie.userName, marie.password)).statusCode).toBe(200);
    staff = new Browser(t.app);
    expect((await staff.signIn(admin.userName, admin.password)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('chaque route de l’API déclare qui peut l’appeler', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(30);
    for (const route of t.app.apiRoutes)
      expect(['public', 'signedIn', 'member', 'staff', 'partner']).toContain(route.access);
  });

  it('une route sans déclaration d’accès empêche le démarrage', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { db: t.database.db });
    expect(() => app.get('/oubli', async () => 'ok')).toThrow('GET /oubli : accès non déclaré');
    await app.close();
  });

  it('une route du back office sans habilitation, ou ouverte à d’autres que le personnel, empêche le démarrage', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { db: t.database.db });
    expect(() => app.get('/api/admin/oubli', { config: { access: 'staff' } }, async () => 'ok')).toThrow(
      'une route du back office est « staff » et déclare son habilitation',
    );
    expect(() =>
      app.get(
        '/api/admin/ouverte',
        { config: { access: 'signedIn', habilitation: { resource: 'adherents', action: 'read' } } },
        async () => 'ok',
      ),
    ).toThrow('une route du back office est « staff » et déclare son habilitation');
    await app.close();
  });

  it('toute route réservée répond 401 à un visiteur anonyme, avant de lire la demande', async () => {
    const signedRoutes = t.app.apiRoutes.filter((r) => ['signedIn', 'member', 'staff'].includes(r.access));
    expect(signedRoutes.length).toBeGreaterThan(10);
    for (const route of signedRoutes) {
      const response = await new Browser(t.app).request(route.method as 'GET', concrete(route.url), { body: {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('un cookie de session rejoué sur l’hôte d’un autre client vaut absence de session (401), sur toute route réservée', async () => {
    const signedRoutes = t.app.apiRoutes.filter((r) => ['signedIn', 'member', 'staff'].includes(r.access));
    for (const who of [member, staff]) {
      const replay = replayOn(otherHost, who, t.app);
      for (const route of signedRoutes) {
        const response = await replay.request(route.method as 'GET', concrete(route.url), { body: {} });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
    // The session itself is untouched on its own host.
    expect((await member.get('/api/identity/current-user')).json().userName).toBe(marie.userName);
  });

  it('sur les routes publiques, le cookie rejoué ne donne rien de plus qu’un visiteur anonyme', async () => {
    const replay = replayOn(otherHost, member, t.app);
    const anonymous = new Browser(t.app, otherHost);
    const asReplay = await replay.get('/api/clients/current');
    const asAnonymous = await anonymous.get('/api/clients/current');
    expect(asReplay.statusCode).toBe(200);
    expect(asReplay.json()).toEqual(asAnonymous.json());
  });

  it('un gestionnaire de Mutuelle Démo ne crée pas de compte chez Mutuelle du Littoral', async () => {
    const replay = replayOn(otherHost, staff, t.app);
    const response = await replay.post('/api/identity/client/create', {
      email: 'intrus@example.com',
      nom: 'Intrus',
      prenom: 'Arthur',
      roles: ['Admin'],
    });
    expect(response.statusCode).toBe(401);
    const created = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('user_name', '=', 'intrus@example.com')
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it('un compte du Littoral ne se connecte pas sur l’hôte de Mutuelle Démo, ni l’inverse', async () => {
    expect((await new Browser(t.app).signIn(claire.userName, claire.password)).statusCode).toBe(401);
    expect((await new Browser(t.app, otherHost).signIn(marie.userName, marie.password)).statusCode).toBe(401);
    expect((await new Browser(t.app, otherHost).signIn(claire.userName, claire.password)).statusCode).toBe(200);
  });
});
