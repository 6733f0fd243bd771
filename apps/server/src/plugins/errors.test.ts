import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';

describe(`erreurs au format {message, code, errors} (${testDbKind})`, () => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    browser = new Browser(t.app);
  });
  afterAll(() => t.close());

  const countSessions = () =>
    t.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

  it('répond 400 en français à un JSON mal formé', async () => {
    const response = await browser.post('/api/identity/login', '{"userName": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_JSON',
      message: "Le contenu de la requête n'est pas un JSON valide.",
    });
  });

  it('répond 400 avec le détail par champ à un mauvais type', async () => {
    const response = await browser.post('/api/identity/login', { userName: 42, password: 'x' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Les informations fournies sont erronées');
    expect(body.errors.userName).toMatch(/attendu/);
  });

  it('refuse un champ inconnu', async () => {
    const response = await browser.post('/api/identity/login', { userName: 'a@b.fr', password: 'x', isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain('isAdmin');
  });

  it('nomme au plus 20 champs inconnus : 15 000 clés ne font pas une réponse de 574 Ko', async () => {
    const body: Record<string, unknown> = { rateCode: 'q', isUseful: true, userType: 4 };
    for (let i = 0; i < 15_000; i++) body[`cle${i}`] = 1;
    const response = await browser.post('/api/faq/useful', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toHaveLength(20);
    expect(response.body.length).toBeLessThan(4096);
  });

  it('répond 413 à un corps trop volumineux et n’écrit rien', async () => {
    const before = await countSessions();
    const response = await browser.post('/api/identity/login', { userName: 'a'.repeat(300_000), password: 'x' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La requête est trop volumineuse.');
    expect(await countSessions()).toEqual(before);
  });

  it('répond 404 « La ressource demandée est introuvable » à une route inconnue', async () => {
    const response = await browser.get('/api/inexistante');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'La ressource demandée est introuvable' });
  });

  it('ignore un cookie de session inventé et répond 401 sans trace technique', async () => {
    browser.cookies.set('portail_session', 'n-importe-quoi');
    const response = await browser.get('/api/identity/current-user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Accès non autorisé' });
    browser.cookies.delete('portail_session');
  });

  it('ne montre ni pile ni SQL quand une requête SQL échoue (500 générique)', async () => {
    const { buildApp } = await import('../app.ts');
    const { sql } = await import('kysely');
    const app = await buildApp({
      config: { secureCookies: false, webDist: undefined, logLevel: 'silent' },
      db: t.database.db,
      logger: false,
    });
    app.get('/api/panne', async () => sql`select * from table_absente`.execute(t.database.db));
    try {
      const response = await new Browser(app).get('/api/panne');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'INTERNAL',
        message: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
      });
      expect(response.body).not.toContain('table_absente');
    } finally {
      await app.close();
    }
  });
});
