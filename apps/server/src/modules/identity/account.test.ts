import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages } from '@portail/shared/identity-messages';
import { admin, lucas, marie, paul } from '../../test/demo-logins.ts';
import { verifiedSecurityCode } from '../../test/security-code.ts';
import type { Browser, TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import {
  ageCodes,
  accountIdOf,
  codeSentTo,
  createIdentityTestApp,
  expectError,
  linkSentTo,
  messagesTo,
  newBrowser,
} from './identity-test-kit.ts';

describe(`identifiant, suppression du compte, jeton SSO (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  /** Codes of this account moved a minute back: the next one is not held by the 30-second resend delay. */
  async function sendAgain(email: string): Promise<void> {
    await ageCodes(t.database.db, await accountIdOf(t.database.db, email), '1 minute');
  }

  /** The owner proves himself (VERIFY_AMF by mail), then the new address (VERIFY_MAIL_AMF); its code. */
  async function proveNewAddress(browser: Browser, email: string, newUserName: string): Promise<string> {
    await sendAgain(email);
    const owner = await verifiedSecurityCode(t.database.db, browser, email);
    const mailCode = { operation: 'VERIFY_MAIL_AMF', sendType: 'MAIL', username: newUserName };
    expect((await browser.post('/api/identity/amf/send', mailCode, owner)).statusCode).toBe(200);
    const securityCode = await codeSentTo(t.database.db, newUserName);
    const verified = await browser.post(
      '/api/identity/amf/verify',
      { operation: 'VERIFY_MAIL_AMF', securityCode, username: newUserName },
      owner,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    return securityCode;
  }

  it('change l’identifiant : code VERIFY_AMF du titulaire, puis code VERIFY_MAIL_AMF de la nouvelle adresse', async () => {
    const browser = newBrowser(t.app);
    await browser.signIn(paul.userName, paul.password);
    const body = { newUserName: 'paul.martin@nouveau.fr', password: paul.password };
    expectError(await browser.post('/api/forms/changementidentifiant/form', body), 403, 'SECURITY_CODE_REQUIRED');
    // No code is sent to a new address before the owner has proved himself.
    const mailCode = { operation: 'VERIFY_MAIL_AMF', sendType: 'MAIL', username: body.newUserName };
    expectError(await browser.post('/api/identity/amf/send', mailCode), 403, 'SECURITY_CODE_REQUIRED');
    expect(await messagesTo(t.database.db, body.newUserName)).toEqual([]);
    // Another member's verified code does not stand for Paul.
    const other = newBrowser(t.app);
    await other.signIn(marie.userName, marie.password);
    const marieCode = await verifiedSecurityCode(t.database.db, other, marie.userName);
    expectError(await browser.post('/api/identity/amf/send', mailCode, marieCode), 403, 'SECURITY_CODE_REQUIRED');

    const securityCode = await proveNewAddress(browser, paul.userName, body.newUserName);
    const taken = await browser.post(
      '/api/forms/changementidentifiant/form',
      { newUserName: marie.userName, password: paul.password },
      { 'x-securitycode': securityCode },
    );
    expectError(taken, 403, 'SECURITY_CODE_REQUIRED');
    const changed = await browser.post('/api/forms/changementidentifiant/form', body, {
      'x-securitycode': securityCode,
    });
    expect(changed.json()).toEqual({ message: identityMessages.identifierChanged, userName: body.newUserName });
    // Single use: the same code does not change it a second time.
    const again = await browser.post(
      '/api/forms/changementidentifiant/form',
      { newUserName: 'paul.martin@autre.fr', password: paul.password },
      { 'x-securitycode': securityCode },
    );
    expectError(again, 403, 'SECURITY_CODE_REQUIRED');
    expect((await newBrowser(t.app).signIn(body.newUserName, paul.password)).statusCode).toBe(200);
    expect((await newBrowser(t.app).signIn(paul.userName, paul.password)).statusCode).toBe(401);
    expect((await messagesTo(t.database.db, paul.userName))[0]!.template).toBe('IdentifierChanged');
  });

  it('le code du titulaire est dépensé par la vérification de la nouvelle adresse', async () => {
    const browser = newBrowser(t.app);
    await browser.signIn(lucas.userName, lucas.password);
    await sendAgain(lucas.userName);
    const owner = await verifiedSecurityCode(t.database.db, browser, lucas.userName);
    const newUserName = 'lucas.dupont@nouveau.fr';
    await browser.post(
      '/api/identity/amf/send',
      { operation: 'VERIFY_MAIL_AMF', sendType: 'MAIL', username: newUserName },
      owner,
    );
    const securityCode = await codeSentTo(t.database.db, newUserName);
    // Without the owner's code, the right code of the new address is not accepted.
    const alone = await browser.post('/api/identity/amf/verify', {
      operation: 'VERIFY_MAIL_AMF',
      securityCode,
      username: newUserName,
    });
    expectError(alone, 403, 'SECURITY_CODE_REQUIRED');
    const verified = await browser.post(
      '/api/identity/amf/verify',
      { operation: 'VERIFY_MAIL_AMF', securityCode, username: newUserName },
      owner,
    );
    expect(verified.statusCode).toBe(200);
    // Spent: it does not back a second new address (checked before the 30-second resend delay).
    const send = { operation: 'VERIFY_MAIL_AMF', sendType: 'MAIL', username: 'lucas@troisieme.fr' };
    expectError(await browser.post('/api/identity/amf/send', send, owner), 403, 'SECURITY_CODE_REQUIRED');
  });

  it('refuse un identifiant déjà pris (409), même avec un code valable pour cette adresse', async () => {
    const browser = newBrowser(t.app);
    await browser.signIn(lucas.userName, lucas.password);
    const securityCode = await proveNewAddress(browser, lucas.userName, marie.userName);
    const taken = await browser.post(
      '/api/forms/changementidentifiant/form',
      { newUserName: marie.userName, password: lucas.password },
      { 'x-securitycode': securityCode },
    );
    expectError(taken, 409, 'IDENTIFIER_TAKEN');
  });

  it('jeton SSO : JWT EdDSA de 60 s, vérifiable avec la clé publiée, seulement avec une session', async () => {
    expect((await newBrowser(t.app).get('/api/identity/sso-token')).statusCode).toBe(401);
    const browser = newBrowser(t.app);
    await browser.signIn(marie.userName, marie.password);
    const { token, expiresIn, tokenType } = (await browser.get('/api/identity/sso-token')).json();
    expect([expiresIn, tokenType]).toEqual([60, 'Bearer']);
    const { keys } = (await newBrowser(t.app).get('/api/identity/sso-token/jwks')).json();
    const [header, payload, signature] = token.split('.');
    const key = createPublicKey({ key: keys[0], format: 'jwk' });
    expect(verify(null, Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))).toBe(true);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'portail-partenaires', client: 'demo', numPers: 'P100001' });
    expect(claims.exp - claims.iat).toBe(60);
  });

  it('supprime le compte de l’adhérent (mot de passe et confirmation), ses sessions, et le prévient', async () => {
    const browser = newBrowser(t.app);
    const elsewhere = newBrowser(t.app);
    await browser.signIn(lucas.userName, lucas.password);
    await elsewhere.signIn(lucas.userName, lucas.password);
    expect((await browser.post('/api/forms/suppressioncompte', { password: lucas.password })).statusCode).toBe(400);
    const wrong = await browser.post('/api/forms/suppressioncompte', {
      password: 'Faux#Mot2passe',
      confirmation: true,
    });
    expectError(wrong, 400, 'INVALID_PASSWORD');
    const deleted = await browser.post('/api/forms/suppressioncompte', {
      password: lucas.password,
      confirmation: true,
    });
    expect(deleted.json()).toEqual({ message: identityMessages.accountDeleted });
    expect((await browser.get('/api/identity/current-user')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/identity/current-user')).statusCode).toBe(401);
    expect((await newBrowser(t.app).signIn(lucas.userName, lucas.password)).statusCode).toBe(401);
    expect((await messagesTo(t.database.db, lucas.userName))[0]!.template).toBe('AccountDeleted');
  });

  it('un compte de gestion ne se supprime pas par ce formulaire', async () => {
    const browser = newBrowser(t.app);
    await browser.signIn(admin.userName, admin.password);
    expectError(
      await browser.post('/api/forms/suppressioncompte', { password: admin.password, confirmation: true }),
      403,
      'FORBIDDEN',
    );
  });
});

describe(`identifiant oublié : identité, code, nouvel identifiant (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  const marieIdentity = {
    numeroContrat: '40012345',
    nir: '',
    prenom: 'Marie',
    nom: 'Dupont',
    dateNaissance: '14/05/1978',
    codePostal: '44000',
    iban: '',
  };
  const newIdentity = {
    email: 'marie.nouvelle@example.com',
    password: 'Retrouve#Acces2026',
    confirmPassword: 'Retrouve#Acces2026',
  };

  it('une identité qui ne correspond pas reçoit le refus de la création de compte, sans rien révéler', async () => {
    const response = await newBrowser(t.app).post('/api/identity/pre-forgot-username', {
      ...marieIdentity,
      dateNaissance: '15/05/1978',
    });
    expectError(response, 400, 'REGISTER_FAILED');
    expect(response.body).not.toContain('marie');
  });

  it('identité prouvée : identifiant et téléphone masqués ; après le code, nouvel identifiant à confirmer', async () => {
    const browser = newBrowser(t.app);
    const elsewhere = newBrowser(t.app);
    await elsewhere.signIn(marie.userName, marie.password);
    const pre = await browser.post('/api/identity/pre-forgot-username', marieIdentity);
    expect(pre.json()).toEqual({
      isUserAmfAuthorized: true,
      // The demo client offers SMS protection (decision 015) and Marie has a mobile: SMS is proposed first.
      sendType: 'SMS',
      currentUserName: 'ma***t@ex***.com',
      telephone: '06 ** ** ** 01',
    });
    expect(pre.body).not.toContain(marie.userName);
    const submit = { ...marieIdentity, ...newIdentity };
    expectError(await browser.post('/api/identity/forgot-username', submit), 403, 'SECURITY_CODE_REQUIRED');
    expectError(
      await newBrowser(t.app).post('/api/identity/amf/send', {
        operation: 'VERIFY_UNAUTHENTICATED_AMF',
        sendType: 'MAIL',
      }),
      401,
      'PENDING_EXPIRED',
    );
    await ageCodes(t.database.db, await accountIdOf(t.database.db, marie.userName), '1 minute');
    const sent = await browser.post('/api/identity/amf/send', {
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      sendType: 'MAIL',
    });
    expect(sent.json().content).toContain('ma***t@ex***.com');
    const securityCode = await codeSentTo(t.database.db, marie.userName);
    await browser.post('/api/identity/amf/verify', { operation: 'VERIFY_UNAUTHENTICATED_AMF', securityCode });
    const done = await browser.post('/api/identity/forgot-username', submit, { 'x-securitycode': securityCode });
    expect(done.json()).toEqual({
      message: identityMessages.forgotUsernameDone,
      userName: newIdentity.email,
      isEmailConfirmationRequired: true,
    });
    expect((await elsewhere.get('/api/identity/current-user')).statusCode).toBe(401);
    expectError(await newBrowser(t.app).signIn(newIdentity.email, newIdentity.password), 403, 'EMAIL_NOT_CONFIRMED');
    const link = await linkSentTo(t.database.db, newIdentity.email, 'confirm-email');
    await newBrowser(t.app).post('/api/identity/confirm-email', link);
    expect((await newBrowser(t.app).signIn(newIdentity.email, newIdentity.password)).statusCode).toBe(200);
  });
});
