import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages, passwordMessages, registrationMessages } from '@portail/shared/identity-messages';
import { lucas, marie, paul } from '../../test/demo-logins.ts';
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

const newPassword = 'Nouveau#Depart77';

describe(`mot de passe oublié et réinitialisation (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('même réponse, en un temps comparable, que le compte existe ou non ; un mail seulement s’il existe', async () => {
    const known = () =>
      newBrowser(t.app).post('/api/identity/forgot-password', { userName: paul.userName, dateNaissance: '22/11/1965' });
    const unknown = () =>
      newBrowser(t.app).post('/api/identity/forgot-password', {
        userName: 'nul@example.com',
        dateNaissance: '22/11/1965',
      });
    const [a, b] = [await known(), await unknown()];
    expect([a.statusCode, a.json()]).toEqual([200, { message: identityMessages.forgotPasswordDone }]);
    expect([b.statusCode, b.json()]).toEqual([a.statusCode, a.json()]);
    expect(await messagesTo(t.database.db, paul.userName)).toHaveLength(1);
    expect(await messagesTo(t.database.db, 'nul@example.com')).toHaveLength(0);
    const [knownMs, unknownMs] = [await medianMs(known, 3), await medianMs(unknown, 3)];
    expect(Math.max(knownMs, unknownMs) / Math.min(knownMs, unknownMs)).toBeLessThan(2);
  });

  it('le mail porte l’identifiant de la requête qui l’a mis en file (X-Request-Id, issue 24)', async () => {
    const response = await newBrowser(t.app).post(
      '/api/identity/forgot-password',
      { userName: paul.userName, dateNaissance: '22/11/1965' },
      { 'x-request-id': 'lb-7f3a-forgot' },
    );
    expect(response.headers['x-request-id']).toBe('lb-7f3a-forgot');
    const rows = await t.database.db
      .selectFrom('outbox')
      .select('request_id')
      .where('recipient', '=', paul.userName)
      .orderBy('id', 'desc')
      .execute();
    expect(rows[0]?.request_id).toBe('lb-7f3a-forgot');
  });

  it('date de naissance exigée quand isCheckBirthdayForgotPasswordActivated, et pas de mail si elle diffère', async () => {
    const missing = await newBrowser(t.app).post('/api/identity/forgot-password', { userName: lucas.userName });
    expect(missing.json().errors.dateNaissance).toBe(registrationMessages.birthDateRequired);
    const wrong = await newBrowser(t.app).post('/api/identity/forgot-password', {
      userName: lucas.userName,
      dateNaissance: '04/09/2006',
    });
    expect(wrong.statusCode).toBe(200);
    expect(await messagesTo(t.database.db, lucas.userName)).toHaveLength(0);
  });

  it('le lien (1 h, usage unique) change le mot de passe et ferme toutes les sessions du compte', async () => {
    const signedIn = newBrowser(t.app);
    await signedIn.signIn(marie.userName, marie.password);
    await newBrowser(t.app).post('/api/identity/forgot-password', {
      userName: marie.userName,
      dateNaissance: '14/05/1978',
    });
    const link = await linkSentTo(t.database.db, marie.userName, 'reset-password');
    const check = await newBrowser(t.app).post('/api/identity/check-token', { purpose: 'ResetPassword', ...link });
    expect(check.json()).toMatchObject({ isValid: true });
    const reset = await newBrowser(t.app).post('/api/identity/reset-password', {
      ...link,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.json()).toEqual({ message: identityMessages.passwordReset });
    expect((await signedIn.get('/api/identity/current-user')).statusCode).toBe(401);
    expect((await newBrowser(t.app).signIn(marie.userName, marie.password)).statusCode).toBe(401);
    expect((await newBrowser(t.app).signIn(marie.userName, newPassword)).statusCode).toBe(200);
    const [notice] = await messagesTo(t.database.db, marie.userName);
    expect(notice!.template).toBe('PasswordChanged');
    const replay = await newBrowser(t.app).post('/api/identity/reset-password', {
      ...link,
      password: 'Encore#Autre88',
      confirmPassword: 'Encore#Autre88',
    });
    expectError(replay, 400, 'InvalidToken', identityMessages.invalidLink);
  });

  it('refuse un lien expiré (plus d’1 h), forgé, ou celui d’un autre compte (IDOR), sans rien changer', async () => {
    await newBrowser(t.app).post('/api/identity/forgot-password', {
      userName: paul.userName,
      dateNaissance: '22/11/1965',
    });
    const link = await linkSentTo(t.database.db, paul.userName, 'reset-password');
    const body = { password: newPassword, confirmPassword: newPassword };
    const lucasId = await accountIdOf(t.database.db, lucas.userName);
    expectError(
      await newBrowser(t.app).post('/api/identity/reset-password', { ...body, code: link.code, userId: lucasId }),
      400,
      'InvalidToken',
    );
    expectError(
      await newBrowser(t.app).post('/api/identity/reset-password', {
        ...body,
        code: 'A'.repeat(43),
        userId: link.userId,
      }),
      400,
      'InvalidToken',
    );
    await ageTokens(t.database.db, link.userId, '1 hour 1 second');
    expectError(
      await newBrowser(t.app).post('/api/identity/check-token', { purpose: 'ResetPassword', ...link }),
      400,
      'InvalidToken',
    );
    expectError(
      await newBrowser(t.app).post('/api/identity/reset-password', { ...body, ...link }),
      400,
      'InvalidToken',
    );
    expect((await newBrowser(t.app).signIn(paul.userName, paul.password)).statusCode).toBe(200);
  });

  it('refuse un nouveau mot de passe hors règle avec le message du §5, lien intact', async () => {
    await newBrowser(t.app).post('/api/identity/forgot-password', {
      userName: lucas.userName,
      dateNaissance: '03/09/2006',
    });
    const link = await linkSentTo(t.database.db, lucas.userName, 'reset-password');
    const weak = await newBrowser(t.app).post('/api/identity/reset-password', {
      ...link,
      password: 'court',
      confirmPassword: 'court',
    });
    expect(weak.json().errors.password).toBe(passwordMessages.rule(8));
    const common = await newBrowser(t.app).post('/api/identity/reset-password', {
      ...link,
      password: 'P@ssw0rd123!',
      confirmPassword: 'P@ssw0rd123!',
    });
    expect(common.json().errors.password).toBe(passwordMessages.common);
    expect(
      (await newBrowser(t.app).post('/api/identity/check-token', { purpose: 'ResetPassword', ...link })).statusCode,
    ).toBe(200);
  });
});

describe(`changement et vérification du mot de passe (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('change le mot de passe, garde cette session et ferme les autres', async () => {
    const here = newBrowser(t.app);
    const elsewhere = newBrowser(t.app);
    await here.signIn(paul.userName, paul.password);
    await elsewhere.signIn(paul.userName, paul.password);
    const wrong = await here.post('/api/identity/check-password', { password: 'Faux#Mot2passe' });
    expectError(wrong, 400, 'INVALID_PASSWORD', passwordMessages.currentWrong);
    expect((await here.post('/api/identity/check-password', { password: paul.password })).statusCode).toBe(200);
    const same = await here.post('/api/identity/change-password', {
      currentPassword: paul.password,
      password: paul.password,
      confirmPassword: paul.password,
    });
    expect(same.json().errors.password).toBe(passwordMessages.sameAsCurrent);
    const changed = await here.post('/api/identity/change-password', {
      currentPassword: paul.password,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.json()).toEqual({ message: identityMessages.passwordChanged });
    expect((await here.get('/api/identity/current-user')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('exige une session (401, avant même de lire la demande) et le mot de passe actuel', async () => {
    expect((await newBrowser(t.app).post('/api/identity/change-password', {})).statusCode).toBe(401);
    const anonymous = await newBrowser(t.app).post('/api/identity/change-password', {
      currentPassword: 'x',
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(anonymous.statusCode).toBe(401);
    const browser = newBrowser(t.app);
    await browser.signIn(lucas.userName, lucas.password);
    expect((await browser.post('/api/identity/change-password', {})).statusCode).toBe(400);
    const wrong = await browser.post('/api/identity/change-password', {
      currentPassword: 'Faux#Mot2passe',
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.json().errors.currentPassword).toBe(passwordMessages.currentWrong);
  });

  it('si le mail ne peut partir, la réinitialisation n’a pas lieu ; si le changement échoue, aucun mail ne part', async () => {
    const db = t.database.db;
    await newBrowser(t.app).post('/api/identity/forgot-password', {
      userName: marie.userName,
      dateNaissance: '14/05/1978',
    });
    const link = await linkSentTo(db, marie.userName, 'reset-password');
    const before = await outboxCount(db);
    await sql`create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'sessions en panne'; end $$`.execute(
      db,
    );
    await sql`create trigger refuse_delete before delete on sessions for each statement execute function refuse_delete()`.execute(
      db,
    );
    try {
      const failed = await newBrowser(t.app).post('/api/identity/reset-password', {
        ...link,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(failed.statusCode).toBe(500);
      expect(await outboxCount(db)).toBe(before);
    } finally {
      await sql`drop trigger refuse_delete on sessions`.execute(db);
    }
    expect((await newBrowser(t.app).signIn(marie.userName, marie.password)).statusCode).toBe(200);
    expect(
      (await newBrowser(t.app).post('/api/identity/check-token', { purpose: 'ResetPassword', ...link })).statusCode,
    ).toBe(200);
  });
});
