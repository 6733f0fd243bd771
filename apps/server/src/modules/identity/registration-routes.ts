import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portail/shared/current-user';
import { confirmEmailSchema, relanceActivationQuerySchema } from '@portail/shared/identity-account';
import { identityMessages, registrationMessages } from '@portail/shared/identity-messages';
import { cguFeature, loosestClientRules, registrationSchema } from '@portail/shared/identity-registration';
import {
  confirmEmailErrorSchema,
  messageResponseSchema,
  registerResponseSchema,
} from '@portail/shared/identity-responses';
import { defaultHttpMessage } from '@portail/shared/messages';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { withTimeFloor } from '../../lib/time-floor.ts';
import { sha256 } from '../../lib/tokens.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { enqueueMail } from '../../mail/outbox-repository.ts';
import { templates } from '../../mail/templates.ts';
import { hitRateLimit } from '../../plugins/rate-limit-store.ts';
import { issueLinkToken } from './account-tokens.ts';
import {
  findAccountById,
  findAccountForLogin,
  findAccountIdOfPersonne,
  insertAccount,
  insertConsentAnswers,
  markEmailConfirmed,
} from './accounts-repository.ts';
import {
  clientConfiguration,
  consentAnswers,
  identityBodyLimit,
  identityTimeFloorMs,
  type IdentityDeps,
  isFeatureOn,
  refuseIfExternalProvider,
} from './identity-deps.ts';
import { queueLinkMail } from './identity-mail.ts';
import { findMatchingPersonne } from './identity-matching.ts';
import { parseWithClientRules } from './identity-validation.ts';
import { memberRolesOf } from './matching-repository.ts';
import { registerCounters, reserveIdentityMatch } from './throttle.ts';
import { consumeToken, findValidToken } from './tokens-repository.ts';

const tags = ['identity'];
const quarterHour = 15 * 60 * 1000;

/** Registration (§3, §5), e-mail confirmation and its resending (§2 confirm-email). */
export const registrationRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, { db, publicUrl }) => {
  app.post(
    '/identity/register',
    {
      bodyLimit: identityBodyLimit,
      config: { access: 'public', rateLimit: { max: 30, timeWindow: quarterHour } },
      // The schema below documents the body; the handler checks it with the client's own rules and
      // answers every field error at once, the CGU's included (decision 036): the generic check,
      // which cannot know whether this client asks the CGU, must not answer first with fewer.
      attachValidation: true,
      schema: {
        tags,
        summary: 'Création de compte par l’adhérent (§3 Registration user, toutes les règles du §5)',
        description:
          'Réponse identique que le compte soit créé ou que la personne ou l’adresse ait déjà un compte (un e-mail le dit alors à son titulaire). Échec de rapprochement : 400 REGISTER_FAILED avec le message du client, sans dire quel champ ; au-delà de registerAttemptNumber échecs (par client + adresse IP et par identité saisie, 24 h) : 429 REGISTER_ATTEMPTS_EXCEEDED avec registerAttemptNumberAfterMessage.',
        body: registrationSchema(loosestClientRules, { asksCgu: false }),
        response: { 202: registerResponseSchema, 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      refuseIfExternalProvider(request);
      if (!isFeatureOn(request, 'creationCompteAutreActe'))
        throw new AppError(403, 'FEATURE_OFF', identityMessages.featureOff);
      const configuration = clientConfiguration(request);
      const asksCgu = isFeatureOn(request, cguFeature);
      const body = parseWithClientRules(registrationSchema(configuration, { asksCgu }), request.body);
      // Without the feature, no CGU nor consent is asked here: the consents come after sign-in.
      const answers = consentAnswers(configuration, asksCgu ? body.consentements : []);
      if (!answers)
        throw new AppError(400, 'VALIDATION', defaultHttpMessage(400), {
          consentements: registrationMessages.unknownConsentement,
        });
      const counters = registerCounters(
        request,
        { numeroContrat: body.numeroContrat, nir: body.nir, email: body.email },
        configuration.registerAttemptNumber,
      );
      const exceeded = (retryAfter: number) =>
        tooManyRequests('REGISTER_ATTEMPTS_EXCEEDED', configuration.registerAttemptNumberAfterMessage, retryAfter);
      const attempt = await reserveIdentityMatch(db, counters, exceeded);
      // Hashed before the look-up: a mismatch costs the same time as a creation.
      const passwordHash = await hashPassword(body.password);
      const personneId = await findMatchingPersonne(db, request.client.id, body, configuration);
      if (personneId === null) {
        if (attempt.lastAllowed) throw exceeded(attempt.retryAfterSeconds);
        throw new AppError(400, 'REGISTER_FAILED', configuration.registerFailureMessage);
      }
      await attempt.succeeded();
      const context = await buildMailContext(db, request, publicUrl);
      const personAccountId = await findAccountIdOfPersonne(db, personneId);
      const sameAddress = await findAccountForLogin(db, request.client.id, body.email);
      const existing = personAccountId ?? sameAddress?.id;
      if (existing) {
        const owner = await findAccountById(db, request.client.id, existing);
        const to = owner?.email ?? body.email;
        const mail = templates.alreadyRegistered(context, {
          prenom: owner?.prenom ?? null,
          forgotPasswordUrl: `${context.publicBase}/#/forgot-password`,
        });
        await enqueueMail(db, { to, ...mail, template: 'AlreadyRegistered' });
      } else {
        const roles = await memberRolesOf(db, personneId);
        const confirmed = !configuration.isRegisterVerifyEmail;
        await db.transaction().execute(async (trx) => {
          const accountId = await insertAccount(trx, {
            clientId: request.client.id,
            personneId,
            userName: body.email,
            passwordHash,
            roles,
            isEmailConfirmed: confirmed,
            createdByAdmin: false,
            dematerialisation: body.dematerialization,
            cguAccepted: asksCgu && body.cgu,
          });
          await insertConsentAnswers(
            trx,
            answers.map((a) => ({
              ...a,
              clientId: request.client.id,
              accountId,
              ip: request.ip,
            })),
          );
          if (confirmed) return;
          const { code, expiresAt } = await issueLinkToken(trx, accountId, 'Confirmation');
          await queueLinkMail(trx, context, {
            to: body.email,
            prenom: body.prenom,
            accountId,
            code,
            expiresAt,
            purpose: 'Confirmation',
          });
        });
      }
      return reply.code(202).send({
        message: configuration.isRegisterVerifyEmail ? configuration.registerEmailMessage : identityMessages.registered,
        email: body.email,
        isEmailConfirmationRequired: configuration.isRegisterVerifyEmail,
        showDematerialisationPopup: configuration.dematerialisation.showPopupOnRegister,
      });
    },
  );

  app.post(
    '/identity/confirm-email',
    {
      bodyLimit: identityBodyLimit,
      config: { access: 'public', rateLimit: { max: 60, timeWindow: quarterHour } },
      schema: {
        tags,
        summary: 'Confirmation de l’adresse e-mail (lien du mail, 48 h, usage unique)',
        body: confirmEmailSchema,
        // A refused link, or a body that is not one (validation): both are a 400 the serializer must let pass.
        response: { 200: messageResponseSchema, 400: z.union([confirmEmailErrorSchema, errorBodySchema]) },
      },
    },
    async (request, reply) => {
      const { code, userId } = request.body;
      const account = await findAccountById(db, request.client.id, userId);
      const token = account ? await findValidToken(db, userId, ['Confirmation'], sha256(code)) : undefined;
      const consumed =
        !!account &&
        !!token &&
        (await db.transaction().execute(async (trx) => {
          if (!(await consumeToken(trx, token.id))) return false;
          await markEmailConfirmed(trx, account.id);
          return true;
        }));
      if (consumed) return { message: identityMessages.emailConfirmed };
      const isAccountConfirmed = account?.is_email_confirmed ?? false;
      return reply.code(400).send({
        code: 'InvalidToken' as const,
        message: isAccountConfirmed ? identityMessages.alreadyConfirmed : identityMessages.confirmationExpired,
        isAccountConfirmed,
      });
    },
  );

  app.post(
    '/identity/relance-activation',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: quarterHour } },
      schema: {
        tags,
        summary: 'Nouveau lien de confirmation ou d’activation (« Recevoir un nouveau lien »)',
        description:
          'Toujours la même réponse ; un mail part seulement pour un compte de ce client pas encore confirmé.',
        querystring: relanceActivationQuerySchema,
        response: { 200: messageResponseSchema, 429: errorBodySchema },
      },
    },
    async (request) =>
      withTimeFloor(identityTimeFloorMs, async () => {
        const { userId } = request.query;
        const { current, ttl } = await hitRateLimit(db, `relance:${userId}`, 60 * 60 * 1000);
        if (current > 3) throw tooManyRequests('TOO_MANY_REQUESTS', identityMessages.tooManyAttempts, ttl / 1000);
        const account = await findAccountById(db, request.client.id, userId);
        if (account && !account.is_email_confirmed && !account.disabled) {
          const context = await buildMailContext(db, request, publicUrl);
          const purpose = account.password_hash ? 'Confirmation' : 'Activation';
          await db.transaction().execute(async (trx) => {
            const { code, expiresAt } = await issueLinkToken(trx, account.id, purpose);
            await queueLinkMail(trx, context, {
              to: account.email,
              prenom: account.prenom,
              accountId: account.id,
              code,
              expiresAt,
              purpose,
            });
          });
        }
        return { message: identityMessages.activationMailResent };
      }),
  );
};
