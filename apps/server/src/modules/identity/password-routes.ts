import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portail/shared/current-user';
import {
  changePasswordSchema,
  checkPasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@portail/shared/identity-account';
import { identityMessages } from '@portail/shared/identity-messages';
import { loosestClientRules } from '@portail/shared/identity-registration';
import { messageResponseSchema } from '@portail/shared/identity-responses';
import { defaultHttpMessage } from '@portail/shared/messages';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { withTimeFloor } from '../../lib/time-floor.ts';
import { sha256 } from '../../lib/tokens.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { templates } from '../../mail/templates.ts';
import { hitRateLimit } from '../../plugins/rate-limit-store.ts';
import { requireAccount } from '../../plugins/session.ts';
import type { SecurityCodes } from '../mfa/security-codes.ts';
import { invalidTokenError, issueLinkToken, requireValidToken } from './account-tokens.ts';
import {
  deleteSessionsOfAccount,
  findAccountById,
  findAccountForLogin,
  markEmailConfirmed,
  setPassword,
} from './accounts-repository.ts';
import {
  clientConfiguration,
  identityBodyLimit,
  identityTimeFloorMs,
  type IdentityDeps,
  refuseIfExternalProvider,
} from './identity-deps.ts';
import { queueLinkMail, queueNotice } from './identity-mail.ts';
import { frDateToIso } from './identity-matching.ts';
import { parseWithClientRules } from './identity-validation.ts';
import { checkCurrentPassword } from './password-check.ts';
import { clearLoginFailures } from './throttle.ts';
import { consumeToken, revokeTokens } from './tokens-repository.ts';

const tags = ['identity'];
const quarterHour = 15 * 60 * 1000;

/** Forgotten password, reset by link, change and check of the password (§2, §3, §7). */
export const passwordRoutes: FastifyPluginAsyncZod<IdentityDeps & { codes: SecurityCodes }> = async (app, deps) => {
  const { db, publicUrl, codes } = deps;

  app.post(
    '/identity/forgot-password',
    {
      bodyLimit: identityBodyLimit,
      config: { access: 'public', rateLimit: { max: 20, timeWindow: quarterHour } },
      schema: {
        tags,
        summary: 'Demande de réinitialisation : même réponse, en un temps comparable, que le compte existe ou non',
        description:
          'Un lien valable 1 h part seulement si l’identifiant est celui d’un compte de ce client (et, avec isCheckBirthdayForgotPasswordActivated, si la date de naissance est la sienne). Au plus 5 demandes par heure et par identifiant : au-delà, même réponse, pas de mail.',
        body: forgotPasswordSchema({ isCheckBirthdayForgotPasswordActivated: false }),
        response: { 200: messageResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) =>
      withTimeFloor(identityTimeFloorMs, async () => {
        refuseIfExternalProvider(request);
        const configuration = clientConfiguration(request);
        const body = parseWithClientRules(forgotPasswordSchema(configuration), request.body);
        const key = `forgot:${request.client.id}:${sha256(body.userName.toLowerCase())}`;
        const { current } = await hitRateLimit(db, key, 60 * 60 * 1000);
        const found = await findAccountForLogin(db, request.client.id, body.userName);
        const account = found && current <= 5 ? await findAccountById(db, request.client.id, found.id) : undefined;
        const birthOk =
          !configuration.isCheckBirthdayForgotPasswordActivated ||
          (!!account?.date_naissance && frDateToIso(body.dateNaissance ?? '') === account.date_naissance);
        if (account && !account.disabled && birthOk) {
          const context = await buildMailContext(db, request, publicUrl);
          await db.transaction().execute(async (trx) => {
            const { code, expiresAt } = await issueLinkToken(trx, account.id, 'ResetPassword');
            await queueLinkMail(trx, context, {
              to: account.email,
              prenom: account.prenom,
              accountId: account.id,
              code,
              expiresAt,
              purpose: 'ResetPassword',
            });
          });
        }
        return { message: identityMessages.forgotPasswordDone };
      }),
  );

  app.post(
    '/identity/reset-password',
    {
      bodyLimit: identityBodyLimit,
      config: { access: 'public', rateLimit: { max: 30, timeWindow: quarterHour } },
      schema: {
        tags,
        summary:
          'Nouveau mot de passe par le lien reçu (1 h, usage unique) ; toutes les sessions du compte prennent fin',
        description:
          'Lien invalide, expiré, déjà utilisé ou d’un autre compte : 400 avec code InvalidToken (page reset-password-error).',
        body: resetPasswordSchema(loosestClientRules),
        response: { 200: messageResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { userId, code } = request.body;
      const account = await findAccountById(db, request.client.id, userId);
      if (!account) throw invalidTokenError();
      const token = await requireValidToken(db, userId, code, ['ResetPassword']);
      const body = parseWithClientRules(resetPasswordSchema(clientConfiguration(request)), request.body);
      const passwordHash = await hashPassword(body.password);
      const context = await buildMailContext(db, request, publicUrl);
      await db.transaction().execute(async (trx) => {
        if (!(await consumeToken(trx, token.id))) throw invalidTokenError();
        await queueNotice(
          trx,
          account.email,
          templates.passwordChanged(context, { prenom: account.prenom }),
          'PasswordChanged',
        );
        await setPassword(trx, account.id, passwordHash);
        // The link proved the mailbox: an account created by staff is activated by it too.
        await markEmailConfirmed(trx, account.id);
        await revokeTokens(trx, account.id, ['ResetPassword']);
        await deleteSessionsOfAccount(trx, account.id);
      });
      await clearLoginFailures(db, request, account.user_name);
      return { message: identityMessages.passwordReset };
    },
  );

  app.post(
    '/identity/change-password',
    {
      config: { access: 'signedIn', securityCode: true },
      bodyLimit: identityBodyLimit,
      schema: {
        tags,
        summary: 'Changement du mot de passe par l’adhérent connecté ; ses autres sessions prennent fin',
        description:
          'Compte protégé via SMS : en-tête X-SecurityCode d’un code VERIFY_AMF ou VERIFY_SMS_AMF vérifié. Mot de passe actuel faux : 400 INVALID_PASSWORD, compté avec les échecs de connexion du compte.',
        body: changePasswordSchema(loosestClientRules),
        response: {
          200: messageResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = requireAccount(request);
      const body = parseWithClientRules(changePasswordSchema(clientConfiguration(request)), request.body);
      const account = await findAccountById(db, request.client.id, session.accountId);
      if (!account) throw new AppError(401, 'UNAUTHENTICATED', defaultHttpMessage(401));
      const codeId = account.amf_enabled
        ? await codes.requireVerified(request, account.id, ['VERIFY_AMF', 'VERIFY_SMS_AMF'])
        : null;
      await checkCurrentPassword(db, request, account, body.currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(body.password);
      const context = await buildMailContext(db, request, publicUrl);
      await db.transaction().execute(async (trx) => {
        if (codeId !== null) await codes.consume(trx, codeId);
        await setPassword(trx, account.id, passwordHash);
        await deleteSessionsOfAccount(trx, account.id, session.sessionId);
        await queueNotice(
          trx,
          account.email,
          templates.passwordChanged(context, { prenom: account.prenom }),
          'PasswordChanged',
        );
      });
      return { message: identityMessages.passwordChanged };
    },
  );

  app.post(
    '/identity/check-password',
    {
      config: { access: 'signedIn' },
      bodyLimit: identityBodyLimit,
      schema: {
        tags,
        summary: 'Vérifie le mot de passe actuel de l’adhérent connecté (avant une opération sensible)',
        description: 'Les échecs comptent avec ceux de la connexion (10 par 15 minutes et par compte).',
        body: checkPasswordSchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const session = requireAccount(request);
      const account = await findAccountById(db, request.client.id, session.accountId);
      if (!account) throw new AppError(401, 'UNAUTHENTICATED', defaultHttpMessage(401));
      await checkCurrentPassword(db, request, account, request.body.password, 'password');
      return { message: identityMessages.passwordChecked };
    },
  );
};
