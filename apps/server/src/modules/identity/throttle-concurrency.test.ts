import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amfMessages, identityMessages, passwordMessages } from '@portail/shared/identity-messages';
import { demoRegistrations } from '../../commands/seed/demo-accounts.ts';
import { lucas, marie, paul } from '../../test/demo-logins.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { accountIdOf, codeSentTo, createIdentityTestApp, newBrowser } from './identity-test-kit.ts';
import { loginThrottle } from './throttle.ts';

/* Attempts sent all at once: each is reserved in one statement before its check, so the limits
   hold under concurrency exactly as they do one request at a time (issue: atomic throttling). */

const statusCount = (responses: LightMyRequestResponse[], status: number) =>
  responses.filter((r) => r.statusCode === status).length;

function expectRetryAfter(responses: LightMyRequestResponse[], maxSeconds: number) {
  for (const response of responses.filter((r) => r.statusCode === 429)) {
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(maxSeconds);
  }
}

describe(`limites tenues sous des tentatives simultanées (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('30 mauvais mots de passe envoyés en même temps pour un identifiant : 10 vérifiés, 20 refusés en 429 avec Retry-After', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => newBrowser(t.app).signIn(lucas.userName, `Faux#${i}abc`)),
    );
    expect(statusCount(responses, 401)).toBe(loginThrottle.perAccount);
    expect(statusCount(responses, 429)).toBe(30 - loginThrottle.perAccount);
    expectRetryAfter(responses, loginThrottle.windowMs / 1000);
    const locked = await newBrowser(t.app).signIn(lucas.userName, lucas.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(identityMessages.accountLocked);
  });

  it('une connexion réussie rend sa tentative à l’adresse et efface les échecs de l’identifiant', async () => {
    const browser = newBrowser(t.app);
    for (let i = 0; i < 3; i++) await browser.signIn(paul.userName, `Faux#${i}abc`);
    expect((await browser.signIn(paul.userName, paul.password)).statusCode).toBe(200);
    const counters = await t.database.db
      .selectFrom('rate_limits')
      .select(['key', 'hits'])
      .where('key', 'like', 'login:%')
      .where((eb) => eb.or([eb('key', '=', `login:ip:${browser.ip}`), eb('key', 'like', 'login:user:%')]))
      .execute();
    expect(counters.find((c) => c.key === `login:ip:${browser.ip}`)?.hits).toBe(3);
  });

  it('check-password en rafale sur une session : 10 vérifications au plus, puis 429', async () => {
    const browser = newBrowser(t.app);
    expect((await browser.signIn(marie.userName, marie.password)).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => browser.post('/api/identity/check-password', { password: `Faux#${i}abc` })),
    );
    expect(statusCount(responses, 400)).toBe(loginThrottle.perAccount);
    expect(statusCount(responses, 429)).toBe(16 - loginThrottle.perAccount);
    for (const response of responses.filter((r) => r.statusCode === 400))
      expect(response.json().errors.password).toBe(passwordMessages.currentWrong);
    expectRetryAfter(responses, loginThrottle.windowMs / 1000);
    // change-password checks through the same counter: the right password is refused too.
    const change = await browser.post('/api/identity/change-password', {
      currentPassword: marie.password,
      password: 'Nouveau#Secret2026',
      confirmPassword: 'Nouveau#Secret2026',
    });
    expect(change.statusCode).toBe(429);
  });

  it('vingt codes faux en même temps : cinq essais comptés, puis même le bon code est refusé', async () => {
    const db = t.database.db;
    await sql`update clients set configuration = jsonb_set(configuration, '{amfSmsActivated}', 'true') where code = 'demo'`.execute(
      db,
    );
    const browser = newBrowser(t.app);
    expect((await browser.signIn(paul.userName, paul.password)).statusCode).toBe(200);
    expect(
      (await browser.post('/api/identity/amf/send', { operation: 'VERIFY_AMF', sendType: 'MAIL' })).statusCode,
    ).toBe(200);
    const code = await codeSentTo(db, paul.userName);
    const wrong = code === '000000' ? '111111' : '000000';
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        browser.post('/api/identity/amf/verify', { operation: 'VERIFY_AMF', securityCode: wrong }),
      ),
    );
    const codes = responses.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'CODE_WRONG').length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => c === 'CODE_WRONG' || c === 'CODE_LOCKED')).toBe(true);
    const row = await db
      .selectFrom('security_codes')
      .select('attempts')
      .where('account_id', '=', await accountIdOf(db, paul.userName))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const right = await browser.post('/api/identity/amf/verify', { operation: 'VERIFY_AMF', securityCode: code });
    expect(right.json()).toMatchObject({ code: 'CODE_LOCKED', message: amfMessages.tooManyTries });
  });

  it('créations de compte échouées envoyées ensemble : pas plus d’essais de rapprochement que la limite du client', async () => {
    const julien = demoRegistrations[0]!;
    const form = (i: number) => ({
      numeroContrat: julien.numeroContrat,
      nir: '',
      prenom: julien.prenom,
      nom: julien.nom,
      dateNaissance: '01/01/1990',
      codePostal: julien.codePostal,
      email: `essai${i}@example.com`,
      iban: julien.ibanFin,
      password: 'Moreau#Bordeaux33',
      confirmPassword: 'Moreau#Bordeaux33',
      cgu: true,
      consentements: [],
      dematerialization: true,
    });
    const limit = 5; // Mutuelle Démo's registerAttemptNumber
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => newBrowser(t.app).post('/api/identity/register', form(i))),
    );
    expect(statusCount(responses, 400)).toBe(limit - 1);
    expect(statusCount(responses, 429)).toBe(12 - (limit - 1));
    expect(new Set(responses.filter((r) => r.statusCode === 429).map((r) => r.json().code))).toEqual(
      new Set(['REGISTER_ATTEMPTS_EXCEEDED']),
    );
    expectRetryAfter(responses, 24 * 60 * 60);
  });
});
