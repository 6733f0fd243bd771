import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages, registrationMessages } from '@portail/shared/identity-messages';
import { admin, marie } from '../../test/demo-logins.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import {
  ageTokens,
  createIdentityTestApp,
  expectError,
  linkSentTo,
  messagesTo,
  newBrowser,
} from './identity-test-kit.ts';

const password = 'Activation#Neuve42';

describe(`compte créé par un gestionnaire, puis activé par l’adhérent (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('seul un administrateur crée un compte (un adhérent : 403, personne : 401)', async () => {
    const body = { email: 'thomas.dupont@example.com', numPers: 'P100002' };
    expect((await newBrowser(t.app).post('/api/identity/client/create', body)).statusCode).toBe(401);
    const member = newBrowser(t.app);
    await member.signIn(marie.userName, marie.password);
    expectError(await member.post('/api/identity/client/create', body), 403, 'FORBIDDEN');
  });

  it('crée le compte de Thomas Dupont, le lien d’activation demande CGU et consentements, puis active', async () => {
    const staff = newBrowser(t.app);
    await staff.signIn(admin.userName, admin.password);
    const created = await staff.post('/api/identity/client/create', {
      email: 'thomas.dupont@example.com',
      numPers: 'P100002',
    });
    expect(created.statusCode, created.body).toBe(201);
    const again = await staff.post('/api/identity/client/create', { email: 'autre@example.com', numPers: 'P100002' });
    expectError(again, 409, 'ACCOUNT_EXISTS');
    const [mail] = await messagesTo(t.database.db, 'thomas.dupont@example.com');
    expect(mail!.subject).toBe('Mutuelle Démo : activez votre espace adhérent');
    const link = await linkSentTo(t.database.db, 'thomas.dupont@example.com', 'activate-user');
    expect(link.userId).toBe(created.json().userId);
    // Not usable before activation: no password yet.
    expect((await newBrowser(t.app).signIn('thomas.dupont@example.com', '')).statusCode).toBe(400);

    const browser = newBrowser(t.app);
    const check = await browser.post('/api/identity/check-token', { purpose: 'Confirmation', ...link });
    expect(check.json()).toMatchObject({
      isValid: true,
      isCreatedByAdmin: true,
      asksCgu: true,
      showDematerialisationPopup: true,
    });
    expect(check.json().consentements.map((c: { nom: string }) => c.nom)).toEqual(['newsletter', 'enquetes']);

    const withoutCgu = await browser.post('/api/identity/activate-user', {
      ...link,
      password,
      confirmPassword: password,
      CGU: false,
    });
    expect(withoutCgu.json().errors.CGU).toBe(registrationMessages.cguRequired);
    const activated = await browser.post('/api/identity/activate-user', {
      ...link,
      password,
      confirmPassword: password,
      CGU: true,
      consentements: [{ nom: 'enquetes', libelle: 'x', accepted: false }],
      dematerialization: false,
    });
    expect(activated.json()).toEqual({ message: identityMessages.accountActivated });
    expect((await browser.signIn('thomas.dupont@example.com', password)).statusCode).toBe(200);
    expectError(
      await newBrowser(t.app).post('/api/identity/check-token', { purpose: 'Confirmation', ...link }),
      400,
      'InvalidToken',
      identityMessages.invalidLink,
    );
  });

  it('un lien d’activation de plus de 48 h est refusé ; relance-activation en envoie un nouveau', async () => {
    const staff = newBrowser(t.app);
    await staff.signIn(admin.userName, admin.password);
    const created = await staff.post('/api/identity/client/create', {
      email: 'gestion.nouvelle@example.com',
      nom: 'Nouvelle',
      prenom: 'Agnès',
      roles: ['Gestionnaire'],
    });
    expect(created.statusCode).toBe(201);
    const link = await linkSentTo(t.database.db, 'gestion.nouvelle@example.com', 'activate-user');
    await ageTokens(t.database.db, link.userId, '48 hours 1 second');
    const late = await newBrowser(t.app).post('/api/identity/activate-user', {
      ...link,
      password,
      confirmPassword: password,
      CGU: true,
    });
    expectError(late, 400, 'InvalidToken');
    await newBrowser(t.app).post(`/api/identity/relance-activation?userId=${link.userId}`);
    const fresh = await linkSentTo(t.database.db, 'gestion.nouvelle@example.com', 'activate-user');
    const ok = await newBrowser(t.app).post('/api/identity/activate-user', {
      ...fresh,
      password,
      confirmPassword: password,
      CGU: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe(`activation sans CGU ni consentements demandés (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    await sql`update clients set fonctionnalites = fonctionnalites || '{"consentementCGUCreationCompteAutreActe": false}' where code = 'demo'`.execute(
      t.database.db,
    );
  });
  afterAll(() => t.close());

  it('sans la fonctionnalité consentementCGUCreationCompteAutreActe, l’activation ne demande ni CGU ni consentements', async () => {
    const db = t.database.db;
    await sql`update clients set fonctionnalites = fonctionnalites || '{"consentementCGUCreationCompteAutreActe": false}' where code = 'demo'`.execute(
      db,
    );
    try {
      const staff = newBrowser(t.app);
      await staff.signIn(admin.userName, admin.password);
      const created = await staff.post('/api/identity/client/create', {
        email: 'sans.cgu@example.com',
        numPers: 'P100005',
      });
      expect(created.statusCode, created.body).toBe(201);
      const link = await linkSentTo(db, 'sans.cgu@example.com', 'activate-user');
      const browser = newBrowser(t.app);
      const check = (await browser.post('/api/identity/check-token', { purpose: 'Confirmation', ...link })).json();
      expect(check).toMatchObject({ isCreatedByAdmin: true, asksCgu: false, consentements: [] });
      const activated = await browser.post('/api/identity/activate-user', {
        ...link,
        password,
        confirmPassword: password,
      });
      expect(activated.statusCode, activated.body).toBe(200);
      const account = await db
        .selectFrom('accounts')
        .select(['id', 'cgu_accepted_at'])
        .where('user_name', '=', 'sans.cgu@example.com')
        .executeTakeFirstOrThrow();
      expect(account.cgu_accepted_at).toBeNull();
      const answers = await db
        .selectFrom('consentement_reponses')
        .select('id')
        .where('account_id', '=', account.id)
        .execute();
      expect(answers).toEqual([]);
    } finally {
      await sql`update clients set fonctionnalites = fonctionnalites || '{"consentementCGUCreationCompteAutreActe": true}' where code = 'demo'`.execute(
        db,
      );
    }
  });
});
