import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portail/shared/current-user';
import { changeIdentifierSchema, deleteAccountSchema } from '@portail/shared/identity-account';
import { identityMessages } from '@portail/shared/identity-messages';
import {
  changeIdentifierResponseSchema,
  messageResponseSchema,
  ssoTokenResponseSchema,
} from '@portail/shared/identity-responses';
import { defaultHttpMessage } from '@portail/shared/messages';
import { AppError } from '../../lib/app-error.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { templates } from '../../mail/templates.ts';
import { requireAccount } from '../../plugins/session.ts';
import type { SecurityCodes } from '../mfa/security-codes.ts';
import { deleteAccount, findAccountById, findAccountForLogin, setUserName } from './accounts-repository.ts';
import { identityBodyLimit, type IdentityDeps, isStaff } from './identity-deps.ts';
import { queueNotice } from './identity-mail.ts';
import { checkCurrentPassword } from './password-check.ts';
import { loadSsoKey, signJwt } from './sso-keys.ts';
import { text } from '@portail/shared/text';

const tags = ['identity'];
const ssoTokenTtlSeconds = 60;

/** Change of identifier, deletion of the account, SSO token for partner applications (§7). */
export const accountRoutes: FastifyPluginAsyncZod<IdentityDeps & { codes: SecurityCodes }> = async (app, deps) => {
  const { db, publicUrl, codes } = deps;
  const ssoKey = await loadSsoKey(db);

  async function signedInAccount(request: Parameters<typeof requireAccount>[0]) {
    const session = requireAccount(request);
    const account = await findAccountById(db, request.client.id, session.accountId);
    if (!account) throw new AppError(401, 'UNAUTHENTICATED', defaultHttpMessage(401));
    return { session, account };
  }

  app.post(
    '/forms/changementidentifiant/form',
    {
      config: { access: 'signedIn', securityCode: true },
      bodyLimit: identityBodyLimit,
      schema: {
        tags,
        summary: 'Changement d’identifiant (adresse e-mail) de l’adhérent connecté',
        description:
          'Mot de passe actuel, et en-tête X-SecurityCode d’un code VERIFY_MAIL_AMF envoyé à la nouvelle adresse (username) et vérifié. Ce code ne s’obtient et ne se vérifie qu’avec un code VERIFY_AMF (ou VERIFY_SMS_AMF) du titulaire vérifié juste avant : le titulaire se prouve, puis la nouvelle adresse. Le titulaire est prévenu à l’ancienne et à la nouvelle adresse.',
        body: changeIdentifierSchema,
        response: {
          200: changeIdentifierResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { account } = await signedInAccount(request);
      const { newUserName, password } = request.body;
      const codeId = await codes.requireVerified(request, account.id, ['VERIFY_MAIL_AMF'], {
        destination: newUserName,
      });
      await checkCurrentPassword(db, request, account, password, 'password');
      const holder = await findAccountForLogin(db, request.client.id, newUserName);
      if (holder && holder.id !== account.id)
        throw new AppError(409, 'IDENTIFIER_TAKEN', identityMessages.identifierTaken, {
          newUserName: identityMessages.identifierTaken,
        });
      const context = await buildMailContext(db, request, publicUrl);
      const notice = templates.identifierChanged(context, { prenom: account.prenom, newUserName });
      await db.transaction().execute(async (trx) => {
        await codes.consume(trx, codeId);
        await setUserName(trx, account.id, newUserName, true);
        await queueNotice(trx, account.email, notice, 'IdentifierChanged');
        if (account.email.toLowerCase() !== newUserName.toLowerCase())
          await queueNotice(trx, newUserName, notice, 'IdentifierChanged');
      });
      return { message: identityMessages.identifierChanged, userName: newUserName };
    },
  );

  app.post(
    '/forms/suppressioncompte',
    {
      config: { access: 'signedIn', securityCode: true },
      bodyLimit: identityBodyLimit,
      schema: {
        tags,
        summary: 'Suppression du compte de l’adhérent connecté (puis page delete-user-confirmation)',
        description:
          'Mot de passe et confirmation ; compte protégé via SMS : X-SecurityCode d’un code VERIFY_AMF ou VERIFY_SMS_AMF vérifié. Le compte, ses sessions, jetons et codes disparaissent ; les contrats restent. Refusé aux comptes de gestion.',
        body: deleteAccountSchema,
        response: {
          200: messageResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { account } = await signedInAccount(request);
      if (isStaff(account)) throw new AppError(403, 'FORBIDDEN', identityMessages.staffCannotDelete);
      const codeId = account.amf_enabled
        ? await codes.requireVerified(request, account.id, ['VERIFY_AMF', 'VERIFY_SMS_AMF'])
        : null;
      await checkCurrentPassword(db, request, account, request.body.password, 'password');
      const context = await buildMailContext(db, request, publicUrl);
      await db.transaction().execute(async (trx) => {
        if (codeId !== null) await codes.consume(trx, codeId);
        await queueNotice(
          trx,
          account.email,
          templates.accountDeleted(context, { prenom: account.prenom }),
          'AccountDeleted',
        );
        await deleteAccount(trx, account.id);
      });
      await app.signOut(request, reply);
      return { message: identityMessages.accountDeleted };
    },
  );

  app.get(
    '/identity/sso-token',
    {
      // A token whose subject is the member: never handed to staff viewing « comme l'adhérent ».
      config: { access: 'signedIn', refusedWhileViewing: true, rateLimit: { max: 60, timeWindow: 60 * 1000 } },
      schema: {
        tags,
        summary: 'Jeton SSO signé (JWT EdDSA, 60 s) pour une application partenaire',
        description:
          'Claims : iss (PUBLIC_URL), aud « portail-partenaires », sub (id du compte), client (code du client), numPers, iat, exp, jti. Clé publique : GET /api/identity/sso-token/jwks.',
        response: { 200: ssoTokenResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { account } = await signedInAccount(request);
      const numPers = account.num_pers;
      const now = Math.floor(Date.now() / 1000);
      const token = signJwt(ssoKey, {
        iss: publicUrl,
        aud: 'portail-partenaires',
        sub: account.id,
        client: request.client.code,
        ...(numPers ? { numPers } : {}),
        iat: now,
        exp: now + ssoTokenTtlSeconds,
      });
      reply.header('cache-control', 'no-store');
      return {
        token,
        tokenType: 'Bearer' as const,
        expiresIn: ssoTokenTtlSeconds,
        jwksUrl: `${publicUrl}/api/identity/sso-token/jwks`,
      };
    },
  );

  app.get(
    '/identity/sso-token/jwks',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Clé publique des jetons SSO (JWKS) pour les partenaires',
        response: { 200: z.object({ keys: z.array(z.record(text(), z.unknown())) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { keys: [ssoKey.jwk] };
    },
  );
};
