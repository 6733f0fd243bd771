import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

interface Question {
  title: string;
  clickCode: string;
  rateCode: string;
  related: { title: string; clickCode: string; order: number }[];
}

describe(`FAQ : contenu, catégories, Top 5, clics et avis (${testDbKind})`, () => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    browser = new Browser(t.app);
  });
  afterAll(() => t.close());

  const feedbackCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('faq_feedback')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('l’aide à la connexion (public) compte au moins 8 questions, classées par catégorie, avec leurs questions liées', async () => {
    const response = await browser.get('/api/faq/content?userType=public');
    expect(response.statusCode).toBe(200);
    const { categories } = response.json();
    expect(categories.map((c: { code: string }) => c.code)).toEqual(['connexion', 'technique']);
    const questions: Question[] = categories.flatMap((c: { questions: Question[] }) => c.questions);
    expect(questions.length).toBeGreaterThanOrEqual(8);
    const forgotten = questions.find((q) => q.clickCode === 'public-mot-de-passe-oublie');
    expect(forgotten?.title).toBe('J’ai oublié mon mot de passe, comment le réinitialiser ?');
    expect(forgotten?.related.map((r) => r.clickCode)).toEqual([
      'public-regles-mot-de-passe',
      'public-lien-expire',
      'public-email-non-recu',
    ]);
    expect(forgotten?.rateCode).toBe(forgotten?.clickCode);
  });

  it('la FAQ adhérent a au moins 5 catégories et 25 questions, sans mélange avec l’aide publique', async () => {
    const { categories } = (await browser.get('/api/faq/content?userType=adherent')).json();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const codes = categories.flatMap((c: { questions: Question[] }) => c.questions.map((q) => q.clickCode));
    expect(codes.length).toBeGreaterThanOrEqual(25);
    expect(codes.some((c: string) => c.startsWith('public-'))).toBe(false);
  });

  it('liste les catégories avec leur nombre de questions', async () => {
    const { categories } = (await browser.get('/api/faq/categories?userType=adherent')).json();
    expect(categories[0]).toEqual({
      code: 'remboursements',
      libelle: 'Mes remboursements',
      order: 3,
      questionCount: 6,
    });
  });

  it('refuse un type d’utilisateur inconnu ou absent (400 en français)', async () => {
    const response = await browser.get('/api/faq/content?userType=pirate');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.userType).toBe('Type d’utilisateur inconnu (public ou adherent).');
    expect((await browser.get('/api/faq/categories')).statusCode).toBe(400);
    expect((await browser.get('/api/faq/search?userType=public')).statusCode).toBe(400);
  });

  it('compte les clics et le Top 5 suit la popularité', async () => {
    const before = (await browser.get('/api/faq/search?userType=public&getPopular=true')).json().questions;
    expect(before).toHaveLength(5);
    expect(before.map((q: Question) => q.clickCode)).not.toContain('public-hameconnage');
    for (let i = 0; i < 3; i += 1) {
      const click = await browser.post('/api/faq/click', { clickCode: 'public-hameconnage', userType: 'public' });
      expect(click.statusCode).toBe(204);
    }
    await browser.post('/api/faq/click', { clickCode: 'public-compte-bloque', userType: 'public' });
    const after = (await browser.get('/api/faq/search?userType=public&getPopular=true')).json().questions;
    expect(after.slice(0, 2).map((q: Question) => q.clickCode)).toEqual(['public-hameconnage', 'public-compte-bloque']);
    const row = await t.database.db
      .selectFrom('faq_questions')
      .select('click_count')
      .where('code', '=', 'public-hameconnage')
      .executeTakeFirstOrThrow();
    expect(row.click_count).toBe(3);
  });

  it('un clic sur une question d’un autre public ou inconnue répond 404 et ne compte rien', async () => {
    const response = await browser.post('/api/faq/click', { clickCode: 'resilier', userType: 'public' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Cette question n’existe pas ou plus.');
    const row = await t.database.db
      .selectFrom('faq_questions')
      .select('click_count')
      .where('code', '=', 'resilier')
      .executeTakeFirstOrThrow();
    expect(row.click_count).toBe(0);
  });

  it('enregistre un avis « utile » et un avis « pas utile » avec son commentaire nettoyé des espaces', async () => {
    const yes = await browser.post('/api/faq/useful', {
      rateCode: 'public-identifiant',
      isUseful: true,
      userType: 'public',
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ message: 'Nous vous remercions pour votre retour' });
    const no = await browser.post('/api/faq/useful', {
      rateCode: 'public-identifiant',
      isUseful: false,
      comment: '   Je ne retrouve pas l’adresse utilisée.  ',
      userType: 'public',
    });
    expect(no.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('faq_feedback')
      .select(['is_useful', 'comment', 'user_type', 'account_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { is_useful: true, comment: null, user_type: 'public', account_id: null },
      { is_useful: false, comment: 'Je ne retrouve pas l’adresse utilisée.', user_type: 'public', account_id: null },
    ]);
  });

  it('rattache l’avis au compte quand le membre est connecté', async () => {
    const member = new Browser(t.app);
    await member.signIn('marie.dupont@example.com', 'Adherent#2026');
    await member.post('/api/faq/useful', { rateCode: 'resilier', isUseful: true, userType: 'adherent' });
    const row = await t.database.db
      .selectFrom('faq_feedback')
      .select('account_id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.account_id).not.toBeNull();
  });

  it('refuse un commentaire de plus de 2000 caractères, un champ inconnu ou un JSON invalide, sans rien écrire', async () => {
    const before = await feedbackCount();
    const tooLong = await browser.post('/api/faq/useful', {
      rateCode: 'public-identifiant',
      isUseful: false,
      comment: 'x'.repeat(2001),
      userType: 'public',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.comment).toBe('Votre commentaire ne doit pas dépasser 2000 caractères.');
    const unknownField = await browser.post('/api/faq/useful', {
      rateCode: 'public-identifiant',
      isUseful: false,
      userType: 'public',
      note: 5,
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors.note).toBe("Ce champ n'est pas attendu.");
    const notBoolean = await browser.post('/api/faq/useful', {
      rateCode: 'public-identifiant',
      isUseful: 'oui',
      userType: 'public',
    });
    expect(notBoolean.statusCode).toBe(400);
    const malformed = await browser.request('POST', '/api/faq/useful', {
      body: '{"rateCode": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Le contenu de la requête n'est pas un JSON valide.");
    const unknownQuestion = await browser.post('/api/faq/useful', {
      rateCode: 'absente',
      isUseful: true,
      userType: 'public',
    });
    expect(unknownQuestion.statusCode).toBe(404);
    expect(await feedbackCount()).toBe(before);
  });

  it('limite les avis : au-delà de 30 par minute depuis une même adresse, 429 en français', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const response = await browser.post('/api/faq/useful', {
        rateCode: 'public-identifiant',
        isUseful: true,
        userType: 'public',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe(
          'Trop de tentatives. Merci de patienter quelques minutes avant de réessayer.',
        );
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
