import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqAdminMessages as m, type FaqAdminCategory, type FaqAvisRow } from '@portail/shared/admin/faq';
import { serverMessages } from '@portail/shared/messages';
import { expectInert, xssPayloads } from '../../lib/xss-test-helpers.ts';
import { gestionLittoral } from '../../test/demo-logins.ts';
import { expectMatrix, signedInBrowser, signInActors, staffOnly, type Actors } from '../../test/roles-matrix.ts';
import { createTestApp, type Browser, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

describe(`back office : gestion de la FAQ (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  let admin: Browser;
  let categories: FaqAdminCategory[];
  const category = (code: string, userType = 'adherent') =>
    categories.find((c) => c.code === code && c.userType === userType)!;
  const questionId = (code: string) => categories.flatMap((c) => c.questions).find((q) => q.code === code)!.id;
  const search = async (query: string, userType = 'adherent') =>
    (await actors.anonyme.get(`/api/faq/search?userType=${userType}&query=${encodeURIComponent(query)}`))
      .json()
      .questions.map((q: { title: string }) => q.title);
  const snapshot = async () =>
    sql`select (select json_agg(q order by q.id) from (select id, category_id, code, title, content, ordre, is_popular from faq_questions) q) as questions,
               (select json_agg(c order by c.id) from faq_categories c) as categories,
               (select count(*) from faq_related) as related`.execute(t.database.db);

  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
    admin = actors.gestionnaire;
    categories = (await admin.get('/api/admin/faq')).json().categories;
  });
  afterAll(() => t.close());

  it('chaque route × chaque rôle : anonyme 401, adhérents 403, personnel du client servi, personnel d’un autre client 401', async () => {
    const contrat = category('contrat');
    const resilier = questionId('resilier');
    const order = { ids: contrat.questions.map((q) => q.id) };
    const body = {
      categoryId: contrat.id,
      title: 'Puis-je suspendre mon contrat ?',
      content: '<p>Non.</p>',
      isPopular: false,
      related: [],
    };
    const empty = (await admin.post('/api/admin/faq/categories', { userType: 'public', libelle: 'À supprimer' })).json()
      .id;
    const created: number[] = [];
    const calls: [string, (b: Browser) => ReturnType<Browser['get']>, number][] = [
      ['faq', (b) => b.get('/api/admin/faq'), 200],
      ['question', (b) => b.get(`/api/admin/faq/questions/${resilier}`), 200],
      ['avis', (b) => b.get('/api/admin/faq/avis'), 200],
      ['avis en CSV', (b) => b.get('/api/admin/faq/avis/export'), 200],
      ['commentaires', (b) => b.get(`/api/admin/faq/questions/${resilier}/commentaires`), 200],
      [
        'nouvelle catégorie',
        (b) => b.post('/api/admin/faq/categories', { userType: 'adherent', libelle: 'Santé' }),
        201,
      ],
      [
        'renommer',
        (b) => b.request('PUT', `/api/admin/faq/categories/${contrat.id}`, { body: { libelle: contrat.libelle } }),
        204,
      ],
      [
        'ordre des catégories',
        (b) =>
          b.request('PUT', '/api/admin/faq/categories-ordre', {
            body: {
              userType: 'public',
              ids: categories
                .filter((c) => c.userType === 'public')
                .map((c) => c.id)
                .concat(empty),
            },
          }),
        204,
      ],
      [
        'ordre des questions',
        (b) => b.request('PUT', `/api/admin/faq/categories/${contrat.id}/ordre`, { body: order }),
        204,
      ],
      ['supprimer la catégorie', (b) => b.request('DELETE', `/api/admin/faq/categories/${empty}`), 204],
      [
        'nouvelle question',
        async (b) => {
          const r = await b.post('/api/admin/faq/questions', body);
          if (r.statusCode === 201) created.push(r.json().id);
          return r;
        },
        201,
      ],
      [
        'modifier',
        (b) =>
          b.request('PUT', `/api/admin/faq/questions/${created[0] ?? resilier}`, {
            body: { ...body, title: 'Puis-je suspendre mon contrat ? (mis à jour)' },
          }),
        200,
      ],
      ['supprimer', (b) => b.request('DELETE', `/api/admin/faq/questions/${created[0] ?? 0}`), 204],
    ];
    for (const [name, call, staffStatus] of calls) {
      const responses = await expectMatrix(actors, call, { ...staffOnly, gestionnaire: staffStatus });
      expect(responses.souscripteur.json().message, name).toBe(serverMessages.forbidden);
    }
    expect(t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/faq')).length).toBe(calls.length);
  });

  it('un Gestionnaire lit la FAQ et ses avis mais ne la change pas', async () => {
    const yann = await signedInBrowser(t.app, gestionLittoral, 'littoral.localhost');
    expect((await yann.get('/api/admin/faq/avis')).statusCode).toBe(200);
    const refused = await yann.post('/api/admin/faq/categories', { userType: 'public', libelle: 'Essai' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, serverMessages.forbidden]);
  });

  it('une réponse modifiée est trouvée aussitôt par la recherche en français de l’aide', async () => {
    const id = questionId('public-navigateurs');
    const detail = (await admin.get(`/api/admin/faq/questions/${id}`)).json();
    expect(await search('liseuse', 'public')).not.toContain(detail.title);
    const updated = await admin.request('PUT', `/api/admin/faq/questions/${id}`, {
      body: {
        categoryId: detail.categoryId,
        title: detail.title,
        content: `${detail.content}<p>Les <strong>liseuses électroniques</strong> ne sont pas prises en charge.</p>`,
        isPopular: detail.isPopular,
        related: detail.related.map((r: { id: number }) => r.id),
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await search('liseuse', 'public'))[0]).toBe(detail.title);
    expect((await search('LISEUSES ELECTRONIQUES', 'public'))[0]).toBe(detail.title);
  });

  it('crée une question avec ses questions liées ; épinglée, elle entre dans le « Top 5 » ; un code lisible lui est donné', async () => {
    const cotisations = category('cotisations');
    const response = await admin.post('/api/admin/faq/questions', {
      categoryId: cotisations.id,
      title: 'Puis-je payer ma cotisation par carte bancaire ?',
      content: '<p>Oui, depuis <em>Mon profil</em>, onglet « Cotisations ».</p>',
      isPopular: true,
      related: [questionId('echeancier'), questionId('modifier-rib')],
    });
    expect(response.statusCode, response.body).toBe(201);
    const detail = (await admin.get(`/api/admin/faq/questions/${response.json().id}`)).json();
    expect(detail).toMatchObject({
      code: 'puis-je-payer-ma-cotisation-par-carte-bancaire',
      isPopular: true,
      userType: 'adherent',
    });
    expect(detail.related.map((r: { id: number }) => r.id)).toEqual([
      questionId('echeancier'),
      questionId('modifier-rib'),
    ]);
    const top = (await actors.anonyme.get('/api/faq/search?userType=adherent&getPopular=true')).json().questions;
    expect(top[0]).toMatchObject({
      clickCode: detail.code,
      related: [{ clickCode: 'echeancier' }, { clickCode: 'modifier-rib' }],
    });
    // Same title again: the code gets a suffix.
    const twice = await admin.post('/api/admin/faq/questions', {
      categoryId: cotisations.id,
      title: detail.title,
      content: '<p>Oui.</p>',
    });
    expect((await admin.get(`/api/admin/faq/questions/${twice.json().id}`)).json().code).toBe(`${detail.code}-2`);
  });

  it('une saisie fausse est refusée en français et ne change rien', async () => {
    const before = await snapshot();
    const contrat = category('contrat');
    const resilier = questionId('resilier');
    const base = {
      categoryId: contrat.id,
      title: 'Titre',
      content: '<p>Réponse</p>',
      isPopular: false,
      related: [] as number[],
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: '' }, m.titleRequired],
      [{ ...base, content: '<p>  </p>' }, m.contentRequired],
      [{ ...base, content: '<script>alert(1)</script>' }, m.contentRequired],
      [{ ...base, related: [resilier, resilier] }, m.relatedTwice],
      [{ ...base, related: [2_000_000_000] }, m.relatedUnknown],
      [{ ...base, categoryId: 2_000_000_000 }, m.unknownCategory],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/api/admin/faq/questions', body);
      expect(response.statusCode, message).toBe(400);
      expect(JSON.stringify(response.json()), message).toContain(message);
    }
    const self = await admin.request('PUT', `/api/admin/faq/questions/${resilier}`, {
      body: { ...base, related: [resilier] },
    });
    expect(self.json().errors).toEqual({ related: m.relatedSelf });
    const notEmpty = await admin.request('DELETE', `/api/admin/faq/categories/${contrat.id}`);
    expect([notEmpty.statusCode, notEmpty.json().message]).toEqual([400, m.categoryNotEmpty]);
    const badOrder = await admin.request('PUT', `/api/admin/faq/categories/${contrat.id}/ordre`, {
      body: { ids: [resilier] },
    });
    expect(badOrder.json().message).toBe(m.order);
    // Another client's category is absent.
    const littoral = (
      await t.database.db
        .selectFrom('faq_categories')
        .innerJoin('clients', 'clients.id', 'faq_categories.client_id')
        .select('faq_categories.id')
        .where('clients.code', '=', 'littoral')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await admin.post('/api/admin/faq/questions', { ...base, categoryId: littoral })).json().message).toBe(
      m.unknownCategory,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('une tentative de XSS stockée dans une réponse est neutralisée (liste des charges)', async () => {
    const content = xssPayloads.map((p, i) => `<p>charge ${i}</p>${p}`).join('\n');
    const response = await admin.post('/api/admin/faq/questions', {
      categoryId: category('technique', 'public').id,
      title: 'Question piégée',
      content,
    });
    const stored = await t.database.db
      .selectFrom('faq_questions')
      .select('content')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expectInert(stored.content);
    const served = (await actors.anonyme.get('/api/faq/search?userType=public&query=piegee')).json().questions[0];
    expect(served.title).toBe('Question piégée');
    expectInert(served.content);
  });

  it('le tableau des avis montre vues, taux d’utilité et commentaires, les réponses les moins utiles d’abord', async () => {
    const db = t.database.db;
    const demo = (await db.selectFrom('clients').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id;
    const feedback = (code: string, isUseful: boolean, comment: string | null) => ({
      client_id: demo,
      question_id: questionId(code),
      user_type: 'adherent',
      is_useful: isUseful,
      comment,
    });
    await db
      .insertInto('faq_feedback')
      .values([
        feedback('teletransmission', false, 'Je ne comprends pas ce qu’est la télétransmission.'),
        feedback('teletransmission', false, null),
        feedback('teletransmission', true, null),
        feedback('attestation', true, null),
        feedback('attestation', true, 'Très clair, merci.'),
      ])
      .execute();
    await db
      .updateTable('faq_questions')
      .set({ click_count: 42 })
      .where('id', '=', questionId('teletransmission'))
      .execute();
    const page = (await admin.get('/api/admin/faq/avis?pageSize=100')).json();
    const rows = page.rows as FaqAvisRow[];
    expect(rows[0]).toMatchObject({
      title: expect.stringContaining('télétransmission'),
      vues: 42,
      utiles: 1,
      inutiles: 2,
      taux: 33,
      commentaires: 1,
    });
    const attestation = rows.find((r) => r.id === questionId('attestation'))!;
    expect(attestation).toMatchObject({ utiles: 2, inutiles: 0, taux: 100, commentaires: 1 });
    // Questions without any answer come last, whatever the direction.
    expect(rows.at(-1)!.taux).toBeNull();
    const byViews = (await admin.get('/api/admin/faq/avis?sort=vues&order=desc&userType=adherent')).json().rows;
    expect(byViews[0].id).toBe(questionId('teletransmission'));
    const byTitle = (await admin.get('/api/admin/faq/avis?titre=teletransmission')).json().rows;
    expect(byTitle.every((r: FaqAvisRow) => /télétransmission/i.test(r.title))).toBe(true);

    const comments = (
      await admin.get(`/api/admin/faq/questions/${questionId('teletransmission')}/commentaires`)
    ).json();
    expect(comments).toMatchObject({
      total: 1,
      rows: [{ isUseful: false, comment: 'Je ne comprends pas ce qu’est la télétransmission.' }],
    });
    expect((await admin.get('/api/admin/faq/avis?sort=motdepasse')).statusCode).toBe(400);
    const csv = await admin.get('/api/admin/faq/avis/export?userType=adherent');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Question;Public;Catégorie;Consultations;Oui;Non;Utile (%);Commentaires');
    expect(lines[1]).toContain(';Connecté (espace adhérent);Mes remboursements;42;1;2;33;1');
  });
});
