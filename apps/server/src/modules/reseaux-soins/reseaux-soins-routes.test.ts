import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPartnerKeys } from '../../commands/seed/content/demo-content.ts';
import { sha256 } from '../../lib/tokens.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { admin, lucas, marie } from '../../test/demo-logins.ts';

const keys = demoPartnerKeys.demo;

describe(`services externes (réseaux de soins) et jetons partenaires (${testDbKind})`, () => {
  let t: TestApp;
  let partner: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    partner = new Browser(t.app);
  });
  afterAll(() => t.close());

  async function signedIn(login: { userName: string; password: string }, host = 'localhost'): Promise<Browser> {
    const browser = new Browser(t.app, host);
    expect((await browser.signIn(login.userName, login.password)).statusCode).toBe(200);
    return browser;
  }

  async function createToken(browser: Browser, reseau: string, headers?: Record<string, string>): Promise<string> {
    const response = await browser.post('/api/identity/sctoken/create', { reseau }, headers);
    expect(response.statusCode).toBe(200);
    return response.json().scTokenId;
  }

  /** The partner's server calls without cookies nor CSRF token, with its key. */
  function verify(scTokenId: string, key?: string, host = 'localhost') {
    return new Browser(t.app, host).request('POST', '/api/partenaires/sctoken/verify', {
      body: { scTokenId },
      headers: key === undefined ? {} : { 'x-partner-key': key },
      csrf: false,
    });
  }

  it('liste les trois services externes du client pour un membre connecté, 401 sans connexion', async () => {
    expect((await partner.get('/api/referentiel/reseau-soins')).statusCode).toBe(401);
    const browser = await signedIn(marie);
    const { services } = (await browser.get('/api/referentiel/reseau-soins')).json();
    expect(services.map((s: { reseau: string }) => s.reseau)).toEqual(['optique', 'dentaire', 'audition']);
    expect(services[0]).toMatchObject({
      libelle: 'Réseau optique Clair Regard',
      url: 'https://optique.partenaire-demo.fr/portail',
      numOmc: 'OMC-75011-01',
      icon: 'lunettes',
      imageForm: 'covers',
      imageId: expect.any(Number),
    });
    const image = await browser.get(`/api/cms/documents/images/${services[2].imageId}`);
    expect(image.headers['content-type']).toBe('image/svg+xml');
  });

  it('le partenaire échange le jeton contre l’identité minimale du membre, une seule fois (puis 410)', async () => {
    const browser = await signedIn(marie);
    const scTokenId = await createToken(browser, 'optique');
    const first = await verify(scTokenId, keys.optique);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      reseau: 'optique',
      numPers: 'P100001',
      nom: 'Dupont',
      prenom: 'Marie',
      numeroContratIndividuel: '40012345',
    });
    const second = await verify(scTokenId, keys.optique);
    expect(second.statusCode).toBe(410);
    expect(second.json()).toEqual({ message: 'Ce jeton a déjà été utilisé ou a expiré.', code: 'SCTOKEN_GONE' });
  });

  it('ne garde que l’empreinte du jeton, lié au compte et au partenaire, valable 2 minutes', async () => {
    const browser = await signedIn(marie);
    const scTokenId = await createToken(browser, 'dentaire');
    expect(scTokenId.length).toBeGreaterThanOrEqual(43);
    const row = await t.database.db
      .selectFrom('sc_tokens as s')
      .innerJoin('reseaux_soins as r', 'r.id', 's.reseau_id')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select([
        's.token_sha256',
        'r.reseau',
        'a.user_name',
        sql<number>`extract(epoch from s.expires_at - s.created_at)`.as('seconds'),
      ])
      .where('s.token_sha256', '=', sha256(scTokenId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reseau: 'dentaire', user_name: marie.userName });
    expect(Number(row.seconds)).toBe(120);
    const stored = await t.database.db.selectFrom('sc_tokens').select('token_sha256').execute();
    expect(stored.map((s) => s.token_sha256)).not.toContain(scTokenId);
  });

  it('un jeton expiré répond 410', async () => {
    const browser = await signedIn(marie);
    const scTokenId = await createToken(browser, 'optique');
    await t.database.db
      .updateTable('sc_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_sha256', '=', sha256(scTokenId))
      .execute();
    const response = await verify(scTokenId, keys.optique);
    expect(response.statusCode).toBe(410);
  });

  it('sans clé ou avec une mauvaise clé partenaire : 401, et le jeton reste utilisable', async () => {
    const browser = await signedIn(marie);
    const scTokenId = await createToken(browser, 'optique');
    for (const key of [undefined, 'mauvaise-cle', `${keys.optique}x`]) {
      const response = await verify(scTokenId, key);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Clé partenaire absente ou invalide.');
    }
    expect((await verify(scTokenId, keys.optique)).statusCode).toBe(200);
  });

  it('un jeton émis pour un autre partenaire : 403, sans le consommer', async () => {
    const browser = await signedIn(marie);
    const scTokenId = await createToken(browser, 'optique');
    const response = await verify(scTokenId, keys.dentaire);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Ce jeton n’a pas été émis pour ce partenaire.');
    expect((await verify(scTokenId, keys.optique)).statusCode).toBe(200);
  });

  it('un jeton inconnu ou d’un autre client : 404', async () => {
    const unknown = await verify('x'.repeat(43), keys.optique);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Jeton inconnu.');
    const browser = await signedIn(marie);
    const scTokenId = await createToken(browser, 'optique');
    const littoral = await verify(scTokenId, demoPartnerKeys.littoral.optique, 'littoral.localhost');
    expect(littoral.statusCode).toBe(404);
    expect((await verify(scTokenId, keys.optique, 'littoral.localhost')).statusCode).toBe(401);
  });

  it('chaque jeton donne l’identité du compte qui l’a demandé, et le contrat choisi (X-NumContrat)', async () => {
    const lucasToken = await createToken(await signedIn(lucas), 'audition');
    const marieBrowser = await signedIn(marie);
    const marieToken = await createToken(marieBrowser, 'audition', { 'x-numcontrat': '40012346' });
    expect((await verify(lucasToken, keys.audition)).json()).toMatchObject({
      numPers: 'P100003',
      prenom: 'Lucas',
      numeroContratIndividuel: '40012345',
    });
    expect((await verify(marieToken, keys.audition)).json()).toMatchObject({
      numPers: 'P100001',
      numeroContratIndividuel: '40012346',
    });
    const foreign = await marieBrowser.post(
      '/api/identity/sctoken/create',
      { reseau: 'audition' },
      { 'x-numcontrat': '70001234' },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('refuse la création de jeton sans connexion (401), sans CSRF (403), pour un réseau inconnu (400) ou un compte sans adhérent (403)', async () => {
    const anonymous = await partner.post('/api/identity/sctoken/create', { reseau: 'optique' });
    expect(anonymous.statusCode).toBe(401);
    const browser = await signedIn(marie);
    const noCsrf = await browser.request('POST', '/api/identity/sctoken/create', {
      body: { reseau: 'optique' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    const unknown = await browser.post('/api/identity/sctoken/create', { reseau: 'osteopathie' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Ce service externe n’est pas proposé par votre mutuelle.');
    const staff = await signedIn(admin);
    const forbidden = await staff.post('/api/identity/sctoken/create', { reseau: 'optique' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Ce service est réservé aux adhérents et à leurs bénéficiaires.');
  });

  it('limite la création de jetons (429 au-delà de 20 en 5 minutes)', async () => {
    const browser = await signedIn(marie);
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i += 1) {
      last = (await browser.post('/api/identity/sctoken/create', { reseau: 'optique' })).statusCode;
    }
    expect(last).toBe(429);
  });
});
