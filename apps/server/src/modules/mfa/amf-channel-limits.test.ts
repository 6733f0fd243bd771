import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amfMessages } from '@portail/shared/identity-messages';
import type { Db } from '../../db/database.ts';
import { admin, lucas, marie } from '../../test/demo-logins.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import {
  accountIdOf,
  ageCodes,
  codeSentTo,
  createIdentityTestApp,
  expectError,
  messagesTo,
  newBrowser,
  outboxCount,
} from '../identity/identity-test-kit.ts';
import { createAmfApp, marieMobile } from './amf-test-kit.ts';

/* Decision 036: a protected account's sensitive codes go by SMS only; staff may ask 30 codes an hour. */

/** As if `hits` codes had already been sent to the account in the current hour. */
async function codesAlreadySent(db: Db, userName: string, hits: number): Promise<void> {
  const key = `amf-send:${await accountIdOf(db, userName)}`;
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
  await db
    .insertInto('rate_limits')
    .values({ key, hits, reset_at: sql<Date>`now() + interval '40 minutes'` })
    .execute();
}

describe(`Compte protégé par SMS : les codes des opérations sensibles ne partent que par SMS (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAmfApp();
  });
  afterAll(() => t.close());

  async function signedInMarie() {
    const browser = newBrowser(t.app);
    await browser.post('/api/identity/login', marie);
    await browser.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'SMS' });
    const verified = await browser.post('/api/identity/amf/verify', {
      operation: 'LOGIN_AMF',
      securityCode: await codeSentTo(t.database.db, marieMobile),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return browser;
  }

  it('le code demandé par e-mail est refusé (RIB, identifiant, mot de passe, suppression, désactivation) : aucun mail', async () => {
    const browser = await signedInMarie();
    const before = await outboxCount(t.database.db);
    // VERIFY_SMS_AMF goes by SMS whatever is asked; these two were sent by mail on request.
    for (const operation of ['VERIFY_AMF', 'DESACTIVATE_AMF'])
      expectError(
        await browser.post('/api/identity/amf/send', { operation, sendType: 'MAIL' }),
        403,
        'SMS_REQUIRED',
        amfMessages.smsRequired,
      );
    expect(await outboxCount(t.database.db)).toBe(before);
    expect(await messagesTo(t.database.db, marie.userName)).toHaveLength(0);
  });

  it('par SMS, le code part au téléphone de la protection', async () => {
    const browser = await signedInMarie();
    const sent = await browser.post('/api/identity/amf/send', { operation: 'VERIFY_AMF', sendType: 'SMS' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ sendType: 'SMS', telephoneForbidden: false });
    const [sms] = await messagesTo(t.database.db, marieMobile);
    expect(sms).toMatchObject({ channel: 'sms', template: 'SecurityCode:VERIFY_AMF' });
  });

  it('compte sans protection : le code part par e-mail comme avant', async () => {
    const browser = newBrowser(t.app);
    await browser.signIn(lucas.userName, lucas.password);
    const sent = await browser.post('/api/identity/amf/send', { operation: 'VERIFY_AMF', sendType: 'MAIL' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ sendType: 'MAIL', telephoneForbidden: false });
    expect((await messagesTo(t.database.db, lucas.userName))[0]).toMatchObject({ template: 'SecurityCode:VERIFY_AMF' });
  });
});

describe(`Codes de connexion du personnel : 30 par heure, et l’attente dite (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  async function pendingSignIn(userName: string, password: string) {
    const browser = newBrowser(t.app);
    expect((await browser.post('/api/identity/login', { userName, password })).statusCode).toBe(202);
    return browser;
  }

  it('un membre du personnel reçoit encore son 11e code de l’heure', async () => {
    const browser = await pendingSignIn(admin.userName, admin.password);
    await codesAlreadySent(t.database.db, admin.userName, 10);
    const sent = await browser.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'MAIL' });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('au-delà de 30 codes : 429, Retry-After et l’attente en minutes dans le message', async () => {
    const browser = await pendingSignIn(admin.userName, admin.password);
    // The previous test's code is older than the 30-s resend delay.
    await ageCodes(t.database.db, await accountIdOf(t.database.db, admin.userName), '1 minute');
    await codesAlreadySent(t.database.db, admin.userName, 30);
    const refused = await browser.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'MAIL' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(38 * 60);
    expect(retryAfter).toBeLessThanOrEqual(40 * 60);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_CODES',
      message: amfMessages.tooManyCodesWait(retryAfter),
      logoutUrl: '/login',
    });
    expect(refused.json().message).toMatch(/^Trop de codes demandés\. Réessayez dans (39|40)\u00a0minutes\.$/);
  });

  it('un adhérent reste à 10 codes par heure', async () => {
    const db = t.database.db;
    await db.updateTable('accounts').set({ amf_enabled: true }).where('user_name', '=', lucas.userName).execute();
    const browser = await pendingSignIn(lucas.userName, lucas.password);
    await codesAlreadySent(db, lucas.userName, 10);
    const refused = await browser.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'MAIL' });
    expectError(refused, 429, 'TOO_MANY_CODES');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
