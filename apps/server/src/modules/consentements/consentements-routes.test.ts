import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { sha256 } from '../../lib/tokens.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { lucas, marie, paul } from '../../test/demo-logins.ts';

const newsletter = 'J’accepte de recevoir les actualités de ma mutuelle par e-mail';
const enquetes = 'J’accepte d’être sollicité(e) pour des enquêtes de satisfaction';

describe(`consentements : réponses gardées comme preuves (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(login = marie, host = 'localhost'): Promise<Browser> {
    const browser = new Browser(t.app, host);
    expect((await browser.signIn(login.userName, login.password)).statusCode).toBe(200);
    return browser;
  }

  const evidence = (userName: string) =>
    t.database.db
      .selectFrom('consentement_reponses as r')
      .innerJoin('accounts as a', 'a.id', 'r.account_id')
      .select([
        'r.nom',
        'r.version',
        'r.libelle',
        'r.is_accepted',
        'r.channel',
        'r.ip',
        'r.answered_at',
        'r.superseded_at',
      ])
      .where('a.user_name', '=', userName)
      .orderBy('r.id')
      .execute();

  it('sans connexion : 401 « Accès non autorisé », en lecture comme en écriture', async () => {
    const anonymous = new Browser(t.app);
    for (const response of [
      await anonymous.get('/api/forms/consentement'),
      await anonymous.post('/api/forms/consentement', { nomConsentement: 'newsletter', isAccepted: true }),
      await anonymous.get('/api/forms/consentement/historique'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Accès non autorisé');
    }
  });

  it('liste les consentements du client auxquels le membre n’a pas encore répondu', async () => {
    const browser = await signedIn();
    const response = await browser.get('/api/forms/consentement');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      consentements: [
        { nom: 'newsletter', libelle: newsletter },
        { nom: 'enquetes', libelle: enquetes },
      ],
    });
  });

  it('« Nous avons bien pris en compte votre consentement. » et la preuve : texte, version, canal, adresse IP, date', async () => {
    const browser = await signedIn();
    const response = await browser.post('/api/forms/consentement', { nomConsentement: 'newsletter', isAccepted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Nous avons bien pris en compte votre consentement.' });
    const [row] = await evidence(marie.userName);
    expect(row).toMatchObject({
      nom: 'newsletter',
      version: sha256(newsletter),
      libelle: newsletter,
      is_accepted: true,
      channel: 'portail',
      ip: '127.0.0.1',
      superseded_at: null,
    });
    expect(Date.now() - new Date(row!.answered_at).getTime()).toBeLessThan(60_000);
    const pending = (await browser.get('/api/forms/consentement')).json();
    expect(pending.consentements.map((c: { nom: string }) => c.nom)).toEqual(['enquetes']);
  });

  it('un changement d’avis remplace la réponse actuelle sans effacer la précédente', async () => {
    const browser = await signedIn();
    await browser.post('/api/forms/consentement', { nomConsentement: 'newsletter', isAccepted: false });
    const rows = await evidence(marie.userName);
    expect(rows.map((r) => [r.nom, r.is_accepted, r.superseded_at === null])).toEqual([
      ['newsletter', true, false],
      ['newsletter', false, true],
    ]);
    expect(new Date(rows[0]!.superseded_at!).getTime()).toBe(new Date(rows[1]!.answered_at).getTime());
    const { consentements } = (await browser.get('/api/forms/consentement/historique')).json();
    expect(consentements).toEqual([
      {
        nom: 'newsletter',
        libelle: newsletter,
        version: sha256(newsletter),
        isAccepted: false,
        answeredAt: new Date(rows[1]!.answered_at).toISOString(),
        isCurrentVersion: true,
      },
    ]);
  });

  it('refuse en 400 un consentement que le client ne propose pas, sans rien écrire', async () => {
    const browser = await signedIn();
    const before = await evidence(marie.userName);
    const unknown = await browser.post('/api/forms/consentement', { nomConsentement: 'partenaires', isAccepted: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Ce consentement n’est pas proposé par votre mutuelle.',
      code: 'CONSENTEMENT_INCONNU',
      errors: { nomConsentement: 'Ce consentement n’est pas proposé par votre mutuelle.' },
    });
    const malformed = await browser.post('/api/forms/consentement', { nomConsentement: '<script>', isAccepted: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.nomConsentement).toBe('Ce consentement n’est pas proposé par votre mutuelle.');
    const extra = await browser.post('/api/forms/consentement', {
      nomConsentement: 'newsletter',
      isAccepted: true,
      date: '2020-01-01',
    });
    expect(extra.statusCode).toBe(400);
    const missing = await browser.post('/api/forms/consentement', { nomConsentement: 'newsletter' });
    expect(missing.statusCode).toBe(400);
    expect(await evidence(marie.userName)).toEqual(before);
  });

  it('chaque client a ses consentements : « enquetes » n’existe pas à la Mutuelle du Littoral', async () => {
    const claire = await signedIn(
      { userName: 'claire.leroy@example.com', password: 'Adherent#2026' },
      'littoral.localhost',
    );
    const pending = (await claire.get('/api/forms/consentement')).json();
    expect(pending.consentements.map((c: { nom: string }) => c.nom)).toEqual(['newsletter']);
    const response = await claire.post('/api/forms/consentement', { nomConsentement: 'enquetes', isAccepted: true });
    expect(response.statusCode).toBe(400);
  });

  it('les réponses sont propres à chaque compte', async () => {
    const browser = await signedIn(lucas);
    const pending = (await browser.get('/api/forms/consentement')).json();
    expect(pending.consentements).toHaveLength(2);
    expect((await browser.get('/api/forms/consentement/historique')).json()).toEqual({ consentements: [] });
  });

  it('une réponse de plus de 365 jours (§9) est demandée de nouveau ; sa preuve reste', async () => {
    const browser = await signedIn(paul);
    await browser.post('/api/forms/consentement', { nomConsentement: 'newsletter', isAccepted: true });
    const names = async () =>
      ((await browser.get('/api/forms/consentement')).json().consentements as { nom: string }[]).map((c) => c.nom);
    expect(await names()).toEqual(['enquetes']);
    const paulId = (
      await t.database.db
        .selectFrom('accounts')
        .select('id')
        .where('user_name', '=', paul.userName)
        .executeTakeFirstOrThrow()
    ).id;
    await t.database.db
      .updateTable('consentement_reponses')
      .set({ answered_at: new Date(Date.now() - 364 * 24 * 3600 * 1000) })
      .where('account_id', '=', paulId)
      .execute();
    expect(await names()).toEqual(['enquetes']);
    await t.database.db
      .updateTable('consentement_reponses')
      .set({ answered_at: new Date(Date.now() - 366 * 24 * 3600 * 1000) })
      .where('account_id', '=', paulId)
      .execute();
    expect((await names()).sort()).toEqual(['enquetes', 'newsletter']);
    expect(await evidence(paul.userName)).toHaveLength(1);
  });

  it('quand le texte d’un consentement change, la question est posée de nouveau (nouvelle version)', async () => {
    const changed = 'J’accepte de recevoir par e-mail les actualités et les offres de ma mutuelle';
    const client = await t.database.db
      .selectFrom('clients')
      .select(['id', 'configuration'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const configuration = {
      ...client.configuration,
      consentements: [
        { nom: 'newsletter', libelle: changed },
        { nom: 'enquetes', libelle: enquetes },
      ],
    };
    await t.database.db
      .updateTable('clients')
      .set({ configuration: JSON.stringify(configuration) })
      .where('id', '=', client.id)
      .execute();
    // A second app on the same database: the first keeps the client row in cache for a few seconds.
    const app = await buildApp({
      config: { secureCookies: false, webDist: undefined, logLevel: 'silent' },
      db: t.database.db,
      logger: false,
    });
    try {
      const browser = new Browser(app);
      await browser.signIn(marie.userName, marie.password);
      const pending = (await browser.get('/api/forms/consentement')).json();
      expect(pending.consentements).toEqual([
        { nom: 'newsletter', libelle: changed },
        { nom: 'enquetes', libelle: enquetes },
      ]);
      const history = (await browser.get('/api/forms/consentement/historique')).json();
      expect(history.consentements[0]).toMatchObject({
        nom: 'newsletter',
        libelle: newsletter,
        isCurrentVersion: false,
      });
      await browser.post('/api/forms/consentement', { nomConsentement: 'newsletter', isAccepted: true });
      const rows = await evidence(marie.userName);
      expect(rows.at(-1)).toMatchObject({
        version: sha256(changed),
        libelle: changed,
        is_accepted: true,
        superseded_at: null,
      });
      expect(rows).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
