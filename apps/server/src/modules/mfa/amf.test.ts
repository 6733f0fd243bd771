import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amfMessages } from '@portail/shared/identity-messages';
import { lucas, marie, paul } from '../../test/demo-logins.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import {
  ageCodes,
  accountIdOf,
  codeSentTo,
  expectError,
  messagesTo,
  newBrowser,
} from '../identity/identity-test-kit.ts';
import { createAmfApp, marieMobile } from './amf-test-kit.ts';

/** The demo client with SMS protection offered, and Marie's account protected. */

describe(`LOGIN_AMF : la session n’existe qu’après le code (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAmfApp();
  });
  afterAll(() => t.close());

  it('mot de passe juste : 202 sans session ; code par SMS ; code juste : session et utilisateur', async () => {
    const browser = newBrowser(t.app);
    const pending = await browser.post('/api/identity/login', { ...marie, callbackUrl: '/#/espace-adherent/contrats' });
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual({
      amfRequired: true,
      operation: 'LOGIN_AMF',
      sendType: 'SMS',
      email: 'ma***t@ex***.com',
      telephone: '06 ** ** ** 01',
    });
    expect(browser.cookies.has('portail_session')).toBe(false);
    expect((await browser.get('/api/identity/current-user')).statusCode).toBe(401);
    const sent = await browser.post(
      '/api/identity/amf/send',
      { operation: 'LOGIN_AMF', sendType: 'SMS' },
      { 'x-request-id': 'lb-amf-sms' },
    );
    expect(sent.json()).toMatchObject({ sendType: 'SMS', telephoneForbidden: false, logoutUrl: null });
    const code = await codeSentTo(t.database.db, marieMobile);
    const [sms] = await messagesTo(t.database.db, marieMobile);
    expect(sms!.channel).toBe('sms');
    // The SMS keeps the id of the request that queued it, as a mail does (password.test.ts).
    const { request_id } = await t.database.db
      .selectFrom('outbox')
      .select('request_id')
      .where('id', '=', sms!.id)
      .executeTakeFirstOrThrow();
    expect(request_id).toBe('lb-amf-sms');
    const verified = await browser.post('/api/identity/amf/verify', { operation: 'LOGIN_AMF', securityCode: code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      message: amfMessages.verified,
      currentUser: { userName: marie.userName },
      redirectUrl: '/#/espace-adherent/contrats',
    });
    expect((await browser.get('/api/identity/current-user')).statusCode).toBe(200);
    // Single use: the same code again finds no pending sign-in.
    expectError(
      await browser.post('/api/identity/amf/verify', { operation: 'LOGIN_AMF', securityCode: code }),
      401,
      'PENDING_EXPIRED',
    );
  });

  it('sans le cookie de la connexion en cours, aucun code ne s’envoie ni ne se vérifie', async () => {
    const stranger = newBrowser(t.app);
    expectError(
      await stranger.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'SMS' }),
      401,
      'PENDING_EXPIRED',
    );
    expectError(
      await stranger.post('/api/identity/amf/verify', { operation: 'LOGIN_AMF', securityCode: '123456' }),
      401,
      'PENDING_EXPIRED',
    );
  });

  it('cinq essais au plus : le sixième est refusé même avec le bon code', async () => {
    const browser = newBrowser(t.app);
    await browser.post('/api/identity/login', marie);
    await ageCodes(t.database.db, await accountIdOf(t.database.db, marie.userName), '1 minute');
    await browser.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'MAIL' });
    const code = await codeSentTo(t.database.db, marie.userName);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await browser.post('/api/identity/amf/verify', { operation: 'LOGIN_AMF', securityCode: wrong })).json().code,
      );
    expect(answers).toEqual(['CODE_WRONG', 'CODE_WRONG', 'CODE_WRONG', 'CODE_WRONG', 'CODE_LOCKED']);
    const sixth = await browser.post('/api/identity/amf/verify', { operation: 'LOGIN_AMF', securityCode: code });
    expectError(sixth, 400, 'CODE_LOCKED', amfMessages.tooManyTries);
    expect((await browser.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('un code de plus de 10 minutes est refusé ; le renvoi est limité à un toutes les 30 s', async () => {
    const browser = newBrowser(t.app);
    const marieId = await accountIdOf(t.database.db, marie.userName);
    await browser.post('/api/identity/login', marie);
    await ageCodes(t.database.db, marieId, '1 minute');
    expect((await browser.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'SMS' })).statusCode).toBe(
      200,
    );
    expectError(
      await browser.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'SMS' }),
      429,
      'RESEND_TOO_SOON',
    );
    const code = await codeSentTo(t.database.db, marieMobile);
    await ageCodes(t.database.db, marieId, '10 minutes 1 second');
    expectError(
      await browser.post('/api/identity/amf/verify', { operation: 'LOGIN_AMF', securityCode: code }),
      400,
      'CODE_EXPIRED',
    );
    const resent = await browser.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'SMS' });
    expect(resent.json().content).toBe(amfMessages.resent);
    const fresh = await codeSentTo(t.database.db, marieMobile);
    expect(
      (await browser.post('/api/identity/amf/verify', { operation: 'LOGIN_AMF', securityCode: fresh })).statusCode,
    ).toBe(200);
  });

  it('refuse un code qui n’a pas 6 chiffres', async () => {
    const browser = newBrowser(t.app);
    await browser.post('/api/identity/login', marie);
    const response = await browser.post('/api/identity/amf/verify', { operation: 'LOGIN_AMF', securityCode: '12a456' });
    expect(response.json().errors.securityCode).toBe(amfMessages.codeFormat);
  });
});

describe(`protection via SMS depuis le compte, X-SecurityCode (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAmfApp();
  });
  afterAll(() => t.close());

  async function verifyCode(
    browser: ReturnType<typeof newBrowser>,
    body: Record<string, string>,
    to: string,
    headers: Record<string, string> = {},
  ) {
    const sent = await browser.post('/api/identity/amf/send', body, headers);
    expect(sent.statusCode, sent.body).toBe(200);
    const securityCode = await codeSentTo(t.database.db, to);
    const verified = await browser.post(
      '/api/identity/amf/verify',
      {
        operation: body.operation!,
        securityCode,
        ...(body.newAmfTel ? { newAmfTel: body.newAmfTel } : {}),
        ...(body.username ? { username: body.username } : {}),
      },
      headers,
    );
    return { verified, securityCode };
  }

  it('active la protection sur le numéro qui a reçu le code, puis le change, puis la désactive', async () => {
    const browser = newBrowser(t.app);
    await browser.signIn(paul.userName, paul.password);
    const paulId = await accountIdOf(t.database.db, paul.userName);
    const activated = await verifyCode(
      browser,
      { operation: 'ACTIVATE_AMF', sendType: 'SMS', newAmfTel: '06 12 34 56 78' },
      '0612345678',
    );
    expect(activated.verified.json()).toEqual({ message: amfMessages.activated });
    expect((await browser.get('/api/identity/amf/status')).json()).toEqual({
      isAmfActivated: true,
      isBiometrieActivated: false,
      telephone: '06 ** ** ** 78',
      amfSmsActivated: true,
    });
    // A new phone is asked by the owner: without a fresh VERIFY_AMF code, no code goes to it.
    const refused = await browser.post('/api/identity/amf/send', {
      operation: 'MODIFY_TEL_AMF',
      sendType: 'SMS',
      newAmfTel: '0798765432',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'SECURITY_CODE_REQUIRED', message: amfMessages.codeRequired });
    // Protected now: the owner's code goes by SMS only (decision 036; it used to go by mail).
    const owner = await verifyCode(browser, { operation: 'VERIFY_AMF', sendType: 'SMS' }, '0612345678');
    expect(owner.verified.statusCode).toBe(200);
    const modified = await verifyCode(
      browser,
      { operation: 'MODIFY_TEL_AMF', sendType: 'SMS', newAmfTel: '0798765432' },
      '0798765432',
      { 'x-securitycode': owner.securityCode },
    );
    expect(modified.verified.json()).toEqual({ message: amfMessages.phoneModified });
    // The owner's code was spent with the change.
    const again = await browser.post(
      '/api/identity/amf/send',
      { operation: 'MODIFY_TEL_AMF', sendType: 'SMS', newAmfTel: '0611111111' },
      { 'x-securitycode': owner.securityCode },
    );
    expect(again.statusCode).toBe(403);
    await ageCodes(t.database.db, paulId, '1 minute');
    const deactivated = await verifyCode(browser, { operation: 'DESACTIVATE_AMF', sendType: 'SMS' }, '0798765432');
    expect(deactivated.verified.json()).toEqual({ message: amfMessages.deactivated });
    expect((await browser.get('/api/identity/amf/status')).json().isAmfActivated).toBe(false);
    const notices = (await messagesTo(t.database.db, paul.userName))
      .map((m) => m.template)
      .filter((template) => template?.startsWith('Protection:'));
    expect(notices).toEqual(['Protection:DESACTIVATE_AMF', 'Protection:MODIFY_TEL_AMF', 'Protection:ACTIVATE_AMF']);
  });

  it('un numéro de fixe ne peut pas devenir le téléphone de la protection', async () => {
    const browser = newBrowser(t.app);
    await browser.signIn(lucas.userName, lucas.password);
    const response = await browser.post('/api/identity/amf/send', {
      operation: 'ACTIVATE_AMF',
      sendType: 'SMS',
      newAmfTel: '01 99 00 12 34',
    });
    expect(response.json().errors.newAmfTel).toBe(amfMessages.phoneFormat);
  });

  it('téléphone non autorisé : le code part par mail avec le message du §8', async () => {
    await t.database.db
      .updateTable('personnes')
      .set({ telephone: '01 99 00 12 34' })
      .where('num_pers', '=', 'P100003')
      .execute();
    const browser = newBrowser(t.app);
    await browser.signIn(lucas.userName, lucas.password);
    const response = await browser.post('/api/identity/amf/send', { operation: 'VERIFY_AMF', sendType: 'SMS' });
    expect(response.json()).toEqual({
      sendType: 'MAIL',
      telephoneForbidden: true,
      content: amfMessages.phoneNotAllowed('01 ** ** ** 34'),
      logoutUrl: null,
    });
    expect(response.json().content).toBe(
      "Le 01 ** ** ** 34 ne fait pas partie des numéros de téléphones portables autorisés de l'espace, la vérification a donc été effectuée via mail.",
    );
    expect((await messagesTo(t.database.db, lucas.userName))[0]!.subject).toBe(
      'Mutuelle Démo : votre code de sécurité',
    );
  });

  it('compte protégé : changer le mot de passe exige un code VERIFY_AMF vérifié, une seule fois, et pas celui d’un autre', async () => {
    const browser = newBrowser(t.app);
    await browser.post('/api/identity/login', marie);
    await browser.post('/api/identity/amf/send', { operation: 'LOGIN_AMF', sendType: 'SMS' });
    await browser.post('/api/identity/amf/verify', {
      operation: 'LOGIN_AMF',
      securityCode: await codeSentTo(t.database.db, marieMobile),
    });
    const body = { currentPassword: marie.password, password: 'Protege#Compte55', confirmPassword: 'Protege#Compte55' };
    expectError(
      await browser.post('/api/identity/change-password', body),
      403,
      'SECURITY_CODE_REQUIRED',
      amfMessages.codeRequired,
    );

    // Paul's verified code is no good for Marie (IDOR).
    const paulBrowser = newBrowser(t.app);
    await paulBrowser.signIn(paul.userName, paul.password);
    const paulCode = (await verifyCode(paulBrowser, { operation: 'VERIFY_AMF', sendType: 'MAIL' }, paul.userName))
      .securityCode;
    expectError(
      await browser.post('/api/identity/change-password', body, { 'x-securitycode': paulCode }),
      403,
      'SECURITY_CODE_REQUIRED',
    );

    await ageCodes(t.database.db, await accountIdOf(t.database.db, marie.userName), '1 minute');
    const { verified, securityCode } = await verifyCode(
      browser,
      { operation: 'VERIFY_AMF', sendType: 'SMS' },
      marieMobile,
    );
    expect(verified.json()).toEqual({ message: amfMessages.verified });
    const changed = await browser.post('/api/identity/change-password', body, { 'x-securitycode': securityCode });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await browser.post(
      '/api/identity/change-password',
      { currentPassword: body.password, password: 'Encore#Autre88', confirmPassword: 'Encore#Autre88' },
      { 'x-securitycode': securityCode },
    );
    expectError(again, 403, 'SECURITY_CODE_REQUIRED');
  });

  it('données de contact masquées', async () => {
    const browser = newBrowser(t.app);
    await browser.signIn(paul.userName, paul.password);
    expect((await browser.get('/api/identity/amf/contact')).json()).toEqual({
      email: 'pa***n@ex***.com',
      telephone: '06 ** ** ** 04',
    });
    expect((await newBrowser(t.app).get('/api/identity/amf/contact')).statusCode).toBe(401);
  });
});
