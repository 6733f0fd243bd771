import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationMessages as m, passwordMessages, identityMessages } from '@portail/shared/identity-messages';
import { demoRegistrations } from '../../commands/seed/demo-accounts.ts';
import { admin } from '../../test/demo-logins.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import {
  accountIdOf,
  ageTokens,
  createIdentityTestApp,
  expectError,
  linkSentTo,
  medianMs,
  messagesTo,
  newBrowser,
  outboxCount,
} from './identity-test-kit.ts';
import { identityTimeFloorMs } from './identity-deps.ts';

const julien = demoRegistrations[0];
const sophie = demoRegistrations[1];
const failureMessage = /Nous n’avons pas pu vous identifier/;

function form(overrides: Record<string, unknown> = {}) {
  return {
    numeroContrat: julien.numeroContrat,
    nir: '',
    prenom: julien.prenom,
    nom: julien.nom,
    dateNaissance: '17/03/1985',
    codePostal: julien.codePostal,
    email: 'julien.nouveau@example.com',
    iban: julien.ibanFin,
    password: 'Moreau#Bordeaux33',
    confirmPassword: 'Moreau#Bordeaux33',
    cgu: true,
    consentements: [{ nom: 'newsletter', libelle: 'x', accepted: true }],
    dematerialization: true,
    ...overrides,
  };
}

async function accountCount(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('accounts')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe(`création de compte : règles du §5 (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  async function refused(overrides: Record<string, unknown>, field: string, message: string) {
    const before = [await accountCount(t), await outboxCount(t.database.db)];
    const response = await newBrowser(t.app).post('/api/identity/register', form(overrides));
    expectError(response, 400, 'VALIDATION');
    expect(response.json().errors[field]).toBe(message);
    expect([await accountCount(t), await outboxCount(t.database.db)]).toEqual(before);
  }

  it('refuse un prénom comportant des caractères spéciaux ou numériques', () =>
    refused({ prenom: 'Jul1en' }, 'prenom', m.prenomCharacters));
  it('refuse un nom comportant des caractères spéciaux ou numériques', () =>
    refused({ nom: 'Moreau!' }, 'nom', m.nomCharacters));
  it('accepte accents, apostrophe, trait d’union et espace dans les noms (règle du motif)', async () => {
    const { namePattern } = await import('@portail/shared/identity-registration');
    expect(namePattern.test("Jean-Éloïse d'Arc Œuvre")).toBe(true);
  });
  it('refuse des nom et prénom cumulant plus que tailleMaxPrenomNom (50) caractères', () =>
    refused({ nom: 'A'.repeat(30), prenom: 'B'.repeat(21) }, 'nom', m.namesTooLong(50)));
  it('exige la date de naissance', () => refused({ dateNaissance: '' }, 'dateNaissance', m.birthDateRequired));
  it('refuse une date de naissance qui n’existe pas (31/02/1985)', () =>
    refused({ dateNaissance: '31/02/1985' }, 'dateNaissance', m.birthDateInvalid));
  it('refuse une date de naissance au format autre que JJ/MM/AAAA', () =>
    refused({ dateNaissance: '1985-03-17' }, 'dateNaissance', m.birthDateInvalid));
  it('refuse une date de naissance postérieure à aujourd’hui', () =>
    refused({ dateNaissance: '01/01/2999' }, 'dateNaissance', m.birthDateFuture));
  it('refuse un numéro de sécurité sociale (sans clé) au mauvais format', () =>
    refused({ nir: '3850333063101' }, 'nir', m.nirFormat));
  it('mode oneOfTwo : exige le numéro d’adhérent ou le NIR', () =>
    refused({ numeroContrat: '', nir: '' }, 'numeroContrat', m.oneOfTwo));
  it('refuse un code postal hors 01000-98999 quand il est vérifié', () =>
    refused({ codePostal: '99000' }, 'codePostal', m.codePostalFormat));
  it('exige le code postal quand isCodePostalVerifiedOnAccountCreation', () =>
    refused({ codePostal: '' }, 'codePostal', m.requiredFields));
  it('refuse un identifiant qui n’a pas la forme d’une adresse e-mail', () =>
    refused({ email: 'julien.example.com' }, 'email', m.emailFormat));
  it('refuse une fin d’IBAN autre que 4 lettres majuscules ou chiffres', () =>
    refused({ iban: '82-3' }, 'iban', m.ibanFormat));
  it('refuse un mot de passe hors motif (8 à 100, chiffre, minuscule, majuscule, spécial)', () =>
    refused({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password', passwordMessages.rule(8)));
  it('refuse un mot de passe parmi les plus courants, même décoré (Azerty123!)', () =>
    refused({ password: 'Azerty123!', confirmPassword: 'Azerty123!' }, 'password', passwordMessages.common));
  it('refuse des mots de passe différents : « Merci de saisir les mots de passe à l’identique. »', () =>
    refused({ confirmPassword: 'Autre#Chose99' }, 'confirmPassword', m.passwordsDiffer));
  it('refuse l’absence d’acceptation des CGU avec le message du §5', () =>
    refused({ cgu: false }, 'cgu', m.cguRequired));
  it('signale toutes les erreurs à la fois : e-mail invalide, CGU non acceptées, mots de passe différents (décision 036)', async () => {
    const before = [await accountCount(t), await outboxCount(t.database.db)];
    const response = await newBrowser(t.app).post(
      '/api/identity/register',
      form({ email: 'pas-une-adresse', cgu: false, prenom: 'J3an', confirmPassword: 'Autre#Chose44' }),
    );
    expectError(response, 400, 'VALIDATION');
    expect(response.json().errors).toMatchObject({
      email: m.emailFormat,
      prenom: m.prenomCharacters,
      cgu: m.cguRequired,
      confirmPassword: m.passwordsDiffer,
    });
    expect([await accountCount(t), await outboxCount(t.database.db)]).toEqual(before);
  });
  it('refuse un consentement que le client ne propose pas', () =>
    refused(
      { consentements: [{ nom: 'inconnu', libelle: 'x', accepted: true }] },
      'consentements',
      m.unknownConsentement,
    ));

  it('Mutuelle du Littoral (mode NIR, 10 caractères) : exige le NIR et 10 caractères de mot de passe', async () => {
    const response = await newBrowser(t.app, 'littoral.localhost').post(
      '/api/identity/register',
      form({ nir: '', password: 'Court#12a', confirmPassword: 'Court#12a' }),
    );
    expectError(response, 400, 'VALIDATION');
    expect(response.json().errors).toMatchObject({ nir: m.requiredFields, password: passwordMessages.rule(10) });
  });

  it('refuse un champ inattendu et un corps trop long', async () => {
    const browser = newBrowser(t.app);
    expectError(await browser.post('/api/identity/register', form({ admin: true })), 400, 'VALIDATION');
    expectError(
      await browser.post('/api/identity/register', form({ nom: 'x'.repeat(20_000) })),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('refuse une écriture sans en-tête CSRF', async () => {
    const response = await newBrowser(t.app).request('POST', '/api/identity/register', { body: form(), csrf: false });
    expectError(response, 403, 'CSRF');
  });
});

describe(`création de compte, confirmation de l’adresse (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('crée le compte d’une personne connue, envoie le lien de confirmation, puis le lien confirme une seule fois', async () => {
    const browser = newBrowser(t.app);
    const response = await browser.post('/api/identity/register', form());
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ isEmailConfirmationRequired: true, showDematerialisationPopup: true });
    const [mail] = await messagesTo(t.database.db, 'julien.nouveau@example.com');
    expect(mail!.subject).toBe('Mutuelle Démo : confirmez votre adresse e-mail');
    expect(mail!.body_html).toContain('/api/clients/assets/');
    expect(mail!.body_text).toContain('http://localhost:8080/#/confirm-email?code=');
    // The lifetime the mail states is the one #/display-email shows, from the client configuration.
    const { configuration } = (await browser.get('/api/clients/current')).json();
    expect(mail!.body_text).toContain(`Ce lien est valable ${configuration.accountLinkHours} heures`);
    const link = await linkSentTo(t.database.db, 'julien.nouveau@example.com', 'confirm-email');
    // Not signed in before the address is confirmed.
    expectError(await browser.signIn('julien.nouveau@example.com', 'Moreau#Bordeaux33'), 403, 'EMAIL_NOT_CONFIRMED');
    const confirmed = await browser.post('/api/identity/confirm-email', link);
    expect(confirmed.json()).toEqual({ message: identityMessages.emailConfirmed });
    const replay = await browser.post('/api/identity/confirm-email', link);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'InvalidToken', isAccountConfirmed: true });
    expect((await browser.signIn('julien.nouveau@example.com', 'Moreau#Bordeaux33')).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('consentement_reponses')
      .select(['nom', 'is_accepted'])
      .where('account_id', '=', link.userId)
      .execute();
    expect(row).toEqual([{ nom: 'newsletter', is_accepted: true }]);
  });

  it('même réponse quand la personne a déjà un compte : rien de créé, un mail prévient le titulaire', async () => {
    const before = await accountCount(t);
    const again = await newBrowser(t.app).post('/api/identity/register', form({ email: 'autre.adresse@example.com' }));
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ email: 'autre.adresse@example.com', isEmailConfirmationRequired: true });
    expect(await accountCount(t)).toBe(before);
    const [notice] = await messagesTo(t.database.db, 'julien.nouveau@example.com');
    expect(notice!.template).toBe('AlreadyRegistered');
  });

  it('un lien de confirmation expiré (48 h) est refusé, « Recevoir un nouveau lien » en envoie un qui marche', async () => {
    const browser = newBrowser(t.app);
    const email = 'sophie.b@example.com';
    await browser.post(
      '/api/identity/register',
      form({
        numeroContrat: sophie.numeroContrat,
        prenom: sophie.prenom,
        nom: sophie.nom,
        dateNaissance: '08/07/1990',
        codePostal: sophie.codePostal,
        iban: sophie.ibanFin,
        email,
      }),
    );
    const old = await linkSentTo(t.database.db, email, 'confirm-email');
    await ageTokens(t.database.db, old.userId, '48 hours 1 second');
    const expired = await browser.post('/api/identity/confirm-email', old);
    expect(expired.json()).toMatchObject({ code: 'InvalidToken', isAccountConfirmed: false });
    expect(expired.json().message).toBe(identityMessages.confirmationExpired);
    const relance = await browser.post(`/api/identity/relance-activation?userId=${old.userId}`);
    expect(relance.json()).toEqual({ message: identityMessages.activationMailResent });
    const fresh = await linkSentTo(t.database.db, email, 'confirm-email');
    expect(fresh.code).not.toBe(old.code);
    expect((await browser.post('/api/identity/confirm-email', fresh)).statusCode).toBe(200);
  });

  it('relance-activation : même temps de réponse pour un compte à activer et pour un identifiant inconnu', async () => {
    const staff = newBrowser(t.app);
    await staff.signIn(admin.userName, admin.password);
    const created = await staff.post('/api/identity/client/create', {
      email: 'lente.relance@example.com',
      nom: 'Relance',
      prenom: 'Lente',
      roles: ['Gestionnaire'],
    });
    expect(created.statusCode).toBe(201);
    const relance = (userId: string) => () =>
      newBrowser(t.app).post(`/api/identity/relance-activation?userId=${userId}`);
    const [existingMs, unknownMs] = [
      await medianMs(relance(created.json().userId), 3),
      await medianMs(relance('00000000-0000-4000-8000-000000000000'), 3),
    ];
    expect((await messagesTo(t.database.db, 'lente.relance@example.com')).length).toBeGreaterThan(1);
    expect(Math.min(existingMs, unknownMs)).toBeGreaterThanOrEqual(identityTimeFloorMs - 5);
    expect(Math.max(existingMs, unknownMs) / Math.min(existingMs, unknownMs)).toBeLessThan(1.5);
  });

  it('refuse un lien forgé ou le lien d’un autre compte (IDOR)', async () => {
    const browser = newBrowser(t.app);
    const sophieId = await accountIdOf(t.database.db, 'sophie.b@example.com');
    const marieId = await accountIdOf(t.database.db, 'marie.dupont@example.com');
    expect(
      (await browser.post('/api/identity/confirm-email', { code: 'x'.repeat(43), userId: sophieId })).statusCode,
    ).toBe(400);
    await browser.post(`/api/identity/relance-activation?userId=${marieId}`);
    expect(await messagesTo(t.database.db, 'marie.dupont@example.com')).toEqual([]);
  });
});

describe(`création de compte sans CGU ni consentements demandés (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    await sql`update clients set fonctionnalites = fonctionnalites || '{"consentementCGUCreationCompteAutreActe": false}' where code = 'demo'`.execute(
      t.database.db,
    );
  });
  afterAll(() => t.close());

  it('sans la fonctionnalité consentementCGUCreationCompteAutreActe, le compte se crée sans CGU et sans enregistrer de consentement', async () => {
    const response = await newBrowser(t.app).post(
      '/api/identity/register',
      form({ cgu: false, consentements: [{ nom: 'newsletter', libelle: 'x', accepted: true }] }),
    );
    expect(response.statusCode, response.body).toBe(202);
    const account = await t.database.db
      .selectFrom('accounts')
      .select(['id', 'cgu_accepted_at'])
      .where('user_name', '=', 'julien.nouveau@example.com')
      .executeTakeFirstOrThrow();
    expect(account.cgu_accepted_at).toBeNull();
    const answers = await t.database.db
      .selectFrom('consentement_reponses')
      .select('id')
      .where('account_id', '=', account.id)
      .execute();
    expect(answers).toEqual([]);
  });
});

describe(`création de compte : rapprochement, tentatives, non-énumération (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('un désaccord sur n’importe quel champ donne la même réponse, sans dire lequel, et ne crée rien', async () => {
    const bodies = [
      form({ dateNaissance: '18/03/1985' }),
      form({ prenom: 'Jules' }),
      form({ codePostal: '33100' }),
      form({ iban: '0000' }),
      form({ numeroContrat: '49999999' }),
    ];
    const answers = [];
    for (const [i, body] of bodies.entries())
      answers.push(await newBrowser(t.app).post('/api/identity/register', { ...body, email: `d${i}@example.com` }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(answers[0]!.json());
      expect(answer.json().message).toMatch(failureMessage);
    }
    expect(await outboxCount(t.database.db)).toBe(0);
  });

  it('les noms se comparent sans casse ni accents (« MOREAU », « julien »)', async () => {
    const response = await newBrowser(t.app).post(
      '/api/identity/register',
      form({ nom: 'MOREAU', prenom: 'julien', email: 'j.moreau@example.com' }),
    );
    expect(response.statusCode, response.body).toBe(202);
  });

  it('après registerAttemptNumber (5) échecs depuis une adresse, le message du client et plus aucun essai', async () => {
    const browser = newBrowser(t.app);
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await browser.post(
            '/api/identity/register',
            form({ numeroContrat: `4100000${i}`, email: `a${i}@example.com` }),
          )
        ).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const blocked = await browser.post('/api/identity/register', form({ email: 'encore@example.com' }));
    expectError(blocked, 429, 'REGISTER_ATTEMPTS_EXCEEDED');
    expect(blocked.json().message).toContain('nombre maximal de tentatives');
  });

  it('les tentatives se comptent aussi par identité : 5 échecs sur un contrat depuis 5 adresses le bloquent', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await newBrowser(t.app).post(
            '/api/identity/register',
            form({ numeroContrat: sophie.numeroContrat, email: `s${i}@example.com` }),
          )
        ).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });
});

describe(`création de compte : personne inconnue ou désaccord, même réponse et même temps (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('un désaccord et une personne inexistante répondent pareil (statut, corps), en un temps comparable', async () => {
    let n = 0;
    // Antoine Santoni exists (contract 40045678) and has no account; 41111111 is nobody's contract.
    const antoine = { numeroContrat: '40045678', prenom: 'Antoine', nom: 'Santoni', codePostal: '20000', iban: '' };
    const unknown = () =>
      newBrowser(t.app).post(
        '/api/identity/register',
        form({ ...antoine, numeroContrat: `4111111${n++}`, email: `u${n}@example.com` }),
      );
    const mismatch = () =>
      newBrowser(t.app).post(
        '/api/identity/register',
        form({ ...antoine, dateNaissance: '22/04/1970', email: `m${n++}@example.com` }),
      );
    const [a, b] = [await unknown(), await mismatch()];
    expect(a.statusCode).toBe(400);
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
    const [unknownMs, mismatchMs] = [await medianMs(unknown, 3), await medianMs(mismatch, 3)];
    expect(Math.max(unknownMs, mismatchMs) / Math.min(unknownMs, mismatchMs)).toBeLessThan(3);
  });
});

describe(`mail dans la transaction du changement (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('si le mail ne peut être mis en file, le compte n’est pas créé non plus', async () => {
    const db = t.database.db;
    await sql`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox en panne'; end $$`.execute(
      db,
    );
    await sql`create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox()`.execute(
      db,
    );
    try {
      const before = await accountCount(t);
      const response = await newBrowser(t.app).post('/api/identity/register', form({ email: 'panne@example.com' }));
      expect(response.statusCode).toBe(500);
      expect(await accountCount(t)).toBe(before);
    } finally {
      await sql`drop trigger refuse_outbox on outbox`.execute(db);
    }
  });
});
