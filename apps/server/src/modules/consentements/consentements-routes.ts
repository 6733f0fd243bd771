import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentementConfigSchema } from '@portail/shared/client-config';
import {
  consentementLifetimeDays,
  consentementAnswerResponseSchema,
  consentementAnswerSchema,
  consentementHistoriqueResponseSchema,
  consentementMessages,
  pendingConsentementsResponseSchema,
} from '@portail/shared/consentements';
import { serverMessages } from '@portail/shared/messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientRow } from '../clients/clients-repository.ts';
import { requireAccount } from '../../plugins/session.ts';
import { consentementVersion } from './consentement-version.ts';
import { findCurrentAnswers, recordAnswer } from './consentements-repository.ts';

/** A session is only honoured on its own client's host. */
function requireAccountOf(request: FastifyRequest) {
  const account = requireAccount(request);
  if (account.clientId !== request.client.id) throw new AppError(401, 'UNAUTHENTICATED', serverMessages.notSignedIn);
  return account;
}

/** The client's consents with the version of their current text (consentement-version.ts). */
function clientConsentements(client: ClientRow) {
  const parsed = consentementConfigSchema.array().safeParse(client.configuration.consentements ?? []);
  return (parsed.success ? parsed.data : []).map((c) => ({ ...c, version: consentementVersion(c) }));
}

export const consentementsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/forms/consentement',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['consentements'],
        summary:
          'Consentements du client à demander : pas de réponse pour leur texte actuel, ou une réponse de plus de 365 jours (§9)',
        response: { 200: pendingConsentementsResponseSchema },
      },
    },
    async (request) => {
      const account = requireAccountOf(request);
      // §9: an answer lasts 365 days, like the cookie of the original portal; older, it is asked again.
      const freshSince = Date.now() - consentementLifetimeDays * 24 * 60 * 60 * 1000;
      const answered = new Set(
        (await findCurrentAnswers(db, account.accountId))
          .filter((a) => new Date(a.answered_at).getTime() > freshSince)
          .map((a) => `${a.nom}/${a.version}`),
      );
      return {
        consentements: clientConsentements(request.client)
          .filter((c) => !answered.has(`${c.nom}/${c.version}`))
          .map(({ nom, libelle }) => ({ nom, libelle })),
      };
    },
  );

  app.post(
    '/forms/consentement',
    {
      config: { access: 'signedIn', rateLimit: { max: 30, timeWindow: 60 * 1000 } },
      schema: {
        tags: ['consentements'],
        summary: 'Réponse à un consentement, gardée comme preuve (texte, version, date, canal, adresse IP)',
        body: consentementAnswerSchema,
        response: { 200: consentementAnswerResponseSchema },
      },
    },
    async (request) => {
      const account = requireAccountOf(request);
      const { nomConsentement, isAccepted } = request.body;
      const consentement = clientConsentements(request.client).find((c) => c.nom === nomConsentement);
      if (!consentement) {
        throw new AppError(400, 'CONSENTEMENT_INCONNU', consentementMessages.unknown, {
          nomConsentement: consentementMessages.unknown,
        });
      }
      await recordAnswer(db, {
        clientId: request.client.id,
        accountId: account.accountId,
        nom: consentement.nom,
        version: consentement.version,
        libelle: consentement.libelle,
        isAccepted,
        ip: request.ip,
      });
      return { message: consentementMessages.accepted };
    },
  );

  app.get(
    '/forms/consentement/historique',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['consentements'],
        summary: 'Réponses actuelles du membre connecté à chaque consentement',
        response: { 200: consentementHistoriqueResponseSchema },
      },
    },
    async (request) => {
      const account = requireAccountOf(request);
      const current = new Map(clientConsentements(request.client).map((c) => [c.nom, c.version]));
      const answers = await findCurrentAnswers(db, account.accountId);
      return {
        consentements: answers.map((a) => ({
          nom: a.nom,
          libelle: a.libelle,
          version: a.version,
          isAccepted: a.is_accepted,
          answeredAt: new Date(a.answered_at).toISOString(),
          isCurrentVersion: current.get(a.nom) === a.version,
        })),
      };
    },
  );
};
