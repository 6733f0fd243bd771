import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portail/shared/current-user';
import { isAllowedMobile } from '@portail/shared/identity-amf';
import { amfMessages, identityMessages } from '@portail/shared/identity-messages';
import { forgotUsernameSchema, identitySchema, loosestClientRules } from '@portail/shared/identity-registration';
import { forgotUsernameResponseSchema, preForgotUsernameResponseSchema } from '@portail/shared/identity-responses';
import type { FastifyRequest } from 'fastify';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { templates } from '../../mail/templates.ts';
import { deletePending, findPending, insertPending } from '../mfa/pending-repository.ts';
import { endPending, pendingIdOf, pendingTtlMs, type SecurityCodes, startPending } from '../mfa/security-codes.ts';
import { issueLinkToken } from './account-tokens.ts';
import {
  deleteSessionsOfAccount,
  findAccountById,
  findAccountForLogin,
  findAccountIdOfPersonne,
  setPassword,
  setUserName,
} from './accounts-repository.ts';
import {
  clientConfiguration,
  identityBodyLimit,
  type IdentityDeps,
  isFeatureOn,
  refuseIfExternalProvider,
} from './identity-deps.ts';
import { queueLinkMail, queueNotice } from './identity-mail.ts';
import { findMatchingPersonne, type IdentityInput } from './identity-matching.ts';
import { parseWithClientRules } from './identity-validation.ts';
import { maskEmail, maskPhone } from './masking.ts';
import { clearLoginFailures, registerCounters, reserveIdentityMatch } from './throttle.ts';

const tags = ['identity'];

/** §2 forgot-username: identity proved by the registration details, then by a code, then a new identifier. */
export const forgotUsernameRoutes: FastifyPluginAsyncZod<IdentityDeps & { codes: SecurityCodes }> = async (
  app,
  { db, publicUrl, secureCookies, codes },
) => {
  /** The account these details designate, counted as a registration attempt when none does. */
  async function matchAccount(request: FastifyRequest, identity: IdentityInput) {
    refuseIfExternalProvider(request);
    if (!isFeatureOn(request, 'forgotUsernameAutreActe'))
      throw new AppError(403, 'FEATURE_OFF', identityMessages.featureOff);
    const configuration = clientConfiguration(request);
    const counters = registerCounters(
      request,
      { numeroContrat: identity.numeroContrat, nir: identity.nir },
      configuration.registerAttemptNumber,
    );
    const exceeded = (retryAfter: number) =>
      tooManyRequests('REGISTER_ATTEMPTS_EXCEEDED', configuration.registerAttemptNumberAfterMessage, retryAfter);
    const attempt = await reserveIdentityMatch(db, counters, exceeded);
    const personneId = await findMatchingPersonne(db, request.client.id, identity, configuration);
    const accountId = personneId === null ? undefined : await findAccountIdOfPersonne(db, personneId);
    const account = accountId ? await findAccountById(db, request.client.id, accountId) : undefined;
    if (account && !account.disabled) {
      await attempt.succeeded();
      return { account, configuration };
    }
    if (attempt.lastAllowed) throw exceeded(attempt.retryAfterSeconds);
    throw new AppError(400, 'REGISTER_FAILED', configuration.registerFailureMessage);
  }

  app.post(
    '/identity/pre-forgot-username',
    {
      bodyLimit: identityBodyLimit,
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags,
        summary: 'Identifiant oublié, étape 1 : identité de l’adhérent (mêmes règles et même refus que la création)',
        description:
          'Seulement si l’identité correspond à un compte : identifiant et téléphone masqués, et un cookie de demande (10 min) pour POST identity/amf/send et verify avec VERIFY_UNAUTHENTICATED_AMF.',
        body: identitySchema(loosestClientRules),
        response: {
          200: preForgotUsernameResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const identity = parseWithClientRules(identitySchema(clientConfiguration(request)), request.body);
      const { account, configuration } = await matchAccount(request, identity);
      const pendingId = startPending(reply, secureCookies);
      await insertPending(db, {
        id: pendingId,
        kind: 'forgot-username',
        accountId: account.id,
        callbackUrl: null,
        ttlMs: pendingTtlMs,
      });
      const phone = account.amf_telephone ?? account.personne_telephone;
      const sms = configuration.amfSmsActivated && !!phone && isAllowedMobile(phone);
      return {
        isUserAmfAuthorized: true,
        sendType: sms ? ('SMS' as const) : ('MAIL' as const),
        currentUserName: maskEmail(account.user_name),
        telephone: phone ? maskPhone(phone) : null,
      };
    },
  );

  app.post(
    '/identity/forgot-username',
    {
      bodyLimit: identityBodyLimit,
      config: { access: 'public', securityCode: true, rateLimit: { max: 30, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags,
        summary: 'Identifiant oublié, étape 2 : nouvel identifiant et mot de passe, après le code de sécurité',
        description:
          'Le formulaire de création en mode « Nouvel identifiant », le cookie de l’étape 1 et X-SecurityCode d’un code VERIFY_UNAUTHENTICATED_AMF vérifié. Une nouvelle adresse est à confirmer par le lien reçu ; toutes les sessions du compte prennent fin.',
        body: forgotUsernameSchema(loosestClientRules),
        response: {
          200: forgotUsernameResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const pendingId = pendingIdOf(request);
      const pending = pendingId ? await findPending(db, pendingId, 'forgot-username') : undefined;
      if (!pending) throw new AppError(401, 'PENDING_EXPIRED', amfMessages.loginExpired);
      const body = parseWithClientRules(forgotUsernameSchema(clientConfiguration(request)), request.body);
      const { account, configuration } = await matchAccount(request, body);
      if (account.id !== pending.account_id)
        throw new AppError(400, 'REGISTER_FAILED', configuration.registerFailureMessage);
      const codeId = await codes.requireVerified(request, account.id, ['VERIFY_UNAUTHENTICATED_AMF'], {
        pendingId: pending.id,
      });
      const holder = await findAccountForLogin(db, request.client.id, body.email);
      if (holder && holder.id !== account.id)
        throw new AppError(409, 'IDENTIFIER_TAKEN', identityMessages.identifierTaken, {
          email: identityMessages.identifierTaken,
        });
      const sameAddress = body.email.toLowerCase() === account.email.toLowerCase();
      const passwordHash = await hashPassword(body.password);
      const context = await buildMailContext(db, request, publicUrl);
      await db.transaction().execute(async (trx) => {
        await codes.consume(trx, codeId);
        await setUserName(trx, account.id, body.email, sameAddress && account.is_email_confirmed);
        await setPassword(trx, account.id, passwordHash);
        await deleteSessionsOfAccount(trx, account.id);
        await deletePending(trx, pending.id);
        const notice = sameAddress
          ? templates.passwordChanged(context, { prenom: account.prenom })
          : templates.identifierChanged(context, { prenom: account.prenom, newUserName: body.email });
        await queueNotice(trx, account.email, notice, 'ForgotUsername');
        if (sameAddress) return;
        const { code, expiresAt } = await issueLinkToken(trx, account.id, 'Confirmation');
        await queueLinkMail(trx, context, {
          to: body.email,
          prenom: account.prenom,
          accountId: account.id,
          code,
          expiresAt,
          purpose: 'Confirmation',
        });
      });
      endPending(reply, secureCookies);
      await clearLoginFailures(db, request, account.user_name);
      return {
        message: identityMessages.forgotUsernameDone,
        userName: body.email,
        isEmailConfirmationRequired: !sameAddress || !account.is_email_confirmed,
      };
    },
  );
};
