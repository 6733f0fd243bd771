import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portail/shared/current-user';
import { activationSchema, checkTokenSchema, staffCreateAccountSchema } from '@portail/shared/identity-account';
import { identityMessages, registrationMessages } from '@portail/shared/identity-messages';
import { cguFeature, loosestClientRules } from '@portail/shared/identity-registration';
import {
  checkTokenResponseSchema,
  messageResponseSchema,
  staffCreateResponseSchema,
} from '@portail/shared/identity-responses';
import { defaultHttpMessage } from '@portail/shared/messages';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { requireAccount } from '../../plugins/session.ts';
import { invalidTokenError, requireValidToken } from './account-tokens.ts';
import {
  findAccountById,
  findAccountForLogin,
  findAccountIdOfPersonne,
  insertConsentAnswers,
  markEmailConfirmed,
  recordActivationChoices,
  setPassword,
} from './accounts-repository.ts';
import {
  clientConfiguration,
  consentAnswers,
  identityBodyLimit,
  type IdentityDeps,
  isFeatureOn,
  requireStaff,
} from './identity-deps.ts';
import { createAccountForActivation } from './staff-accounts.ts';
import { parseWithClientRules } from './identity-validation.ts';
import { findPersonneByNumPers, memberRolesOf } from './matching-repository.ts';
import { consumeToken } from './tokens-repository.ts';

const tags = ['identity'];
const quarterHour = 15 * 60 * 1000;

/** Accounts created by staff and their activation by the member (§2 activate-user). */
export const activationRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, { db, publicUrl }) => {
  app.post(
    '/identity/check-token',
    {
      bodyLimit: identityBodyLimit,
      config: { access: 'public', rateLimit: { max: 60, timeWindow: quarterHour } },
      schema: {
        tags,
        summary: 'Vérifie le lien avant d’afficher le formulaire (activate-user, reset-password)',
        description:
          'purpose Confirmation : lien d’activation ou de confirmation ; ResetPassword : lien de réinitialisation. Ne consomme pas le lien. Lien invalide, expiré, déjà utilisé ou d’un autre compte : 400 InvalidToken.',
        body: checkTokenSchema,
        response: { 200: checkTokenResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { purpose, code, userId } = request.body;
      const account = await findAccountById(db, request.client.id, userId);
      if (!account) throw invalidTokenError();
      await requireValidToken(
        db,
        userId,
        code,
        purpose === 'ResetPassword' ? ['ResetPassword'] : ['Activation', 'Confirmation'],
      );
      const configuration = clientConfiguration(request);
      const asksCgu = account.created_by_admin && isFeatureOn(request, cguFeature);
      return {
        isValid: true as const,
        isCreatedByAdmin: account.created_by_admin,
        asksCgu,
        consentements: asksCgu ? configuration.consentements : [],
        showDematerialisationPopup: configuration.dematerialisation.showPopupOnActivation,
      };
    },
  );

  app.post(
    '/identity/activate-user',
    {
      bodyLimit: identityBodyLimit,
      config: { access: 'public', rateLimit: { max: 30, timeWindow: quarterHour } },
      schema: {
        tags,
        summary: 'Activation : mot de passe, et CGU et consentements pour un compte créé par un gestionnaire',
        body: activationSchema(loosestClientRules),
        response: { 200: messageResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { userId, code } = request.body;
      const account = await findAccountById(db, request.client.id, userId);
      if (!account) throw invalidTokenError();
      const token = await requireValidToken(db, userId, code, ['Activation', 'Confirmation']);
      const configuration = clientConfiguration(request);
      const asksCgu = account.created_by_admin && isFeatureOn(request, cguFeature);
      const schema = activationSchema(configuration, { requiresCgu: asksCgu });
      const body = parseWithClientRules(schema, request.body);
      const answers = consentAnswers(configuration, asksCgu ? body.consentements : []);
      if (!answers)
        throw new AppError(400, 'VALIDATION', defaultHttpMessage(400), {
          consentements: registrationMessages.unknownConsentement,
        });
      const passwordHash = await hashPassword(body.password);
      await db.transaction().execute(async (trx) => {
        if (!(await consumeToken(trx, token.id))) throw invalidTokenError();
        await setPassword(trx, account.id, passwordHash);
        await markEmailConfirmed(trx, account.id);
        await recordActivationChoices(trx, account.id, {
          cguAccepted: asksCgu && body.CGU,
          dematerialisation: body.dematerialization,
        });
        await insertConsentAnswers(
          trx,
          answers.map((a) => ({
            ...a,
            clientId: request.client.id,
            accountId: account.id,
            ip: request.ip,
          })),
        );
      });
      return { message: identityMessages.accountActivated };
    },
  );

  app.post(
    '/identity/client/create',
    {
      config: { access: 'staff' },
      bodyLimit: identityBodyLimit,
      schema: {
        tags,
        summary: 'Création d’un compte par un gestionnaire (administrateurs du client seulement)',
        description:
          'Avec numPers : compte de l’adhérent (rôles déduits de ses contrats) ; sans : compte de gestion (nom, prénom, rôles). Le titulaire reçoit un lien d’activation valable 48 h.',
        body: staffCreateAccountSchema,
        response: {
          201: staffCreateResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      requireStaff(requireAccount(request));
      const body = request.body;
      const clientId = request.client.id;
      const personne = body.numPers ? await findPersonneByNumPers(db, clientId, body.numPers) : null;
      if (body.numPers && !personne) throw new AppError(404, 'PERSONNE_UNKNOWN', identityMessages.personneUnknown);
      const taken =
        (personne && (await findAccountIdOfPersonne(db, personne.id))) ||
        (await findAccountForLogin(db, clientId, body.email));
      if (taken) throw new AppError(409, 'ACCOUNT_EXISTS', identityMessages.accountExists);
      const roles = personne ? (body.roles ?? (await memberRolesOf(db, personne.id))) : (body.roles ?? []);
      const context = await buildMailContext(db, request, publicUrl);
      const created = await db.transaction().execute((trx) =>
        createAccountForActivation(trx, context, {
          clientId,
          personne: personne ?? null,
          email: body.email,
          roles,
          nom: body.nom ?? null,
          prenom: body.prenom ?? null,
        }),
      );
      return reply.code(201).send({
        userId: created.accountId,
        userName: body.email,
        activationExpiresAt: created.expiresAt.toISOString(),
      });
    },
  );
};
