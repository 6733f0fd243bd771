import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverMessages } from '@portail/shared/messages';
import {
  reseauSoinsMessages,
  reseauxSoinsResponseSchema,
  scTokenCreateBodySchema,
  scTokenCreateResponseSchema,
  scTokenLifetimeMs,
} from '@portail/shared/reseaux-soins';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { requireAccount } from '../../plugins/session.ts';
import { findContratsOfPersonne } from '../contrats/contrats-repository.ts';
import { findReseauId, findServices, insertToken } from './reseaux-soins-repository.ts';

export const reseauxSoinsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/referentiel/reseau-soins',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['reseaux-soins'],
        summary: 'Services externes (réseaux de soins partenaires) du client',
        response: { 200: reseauxSoinsResponseSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      if (account.clientId !== request.client.id)
        throw new AppError(401, 'UNAUTHENTICATED', serverMessages.notSignedIn);
      const rows = await findServices(db, request.client.id);
      return {
        services: rows.map((r) => ({
          reseau: r.reseau,
          libelle: r.libelle,
          url: r.url,
          numOmc: r.num_omc,
          icon: r.icon,
          imageId: r.image_id,
          imageForm: r.image_form === 'covers' ? ('covers' as const) : ('contain' as const),
          description: r.description,
          order: r.ordre,
        })),
      };
    },
  );

  app.post(
    '/identity/sctoken/create',
    {
      config: { access: 'signedIn', rateLimit: { max: 20, timeWindow: 5 * 60 * 1000 } },
      schema: {
        tags: ['reseaux-soins'],
        summary: 'Jeton à usage unique (2 minutes) pour ouvrir un service externe sans se reconnecter',
        body: scTokenCreateBodySchema,
        response: { 200: scTokenCreateResponseSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      if (account.clientId !== request.client.id)
        throw new AppError(401, 'UNAUTHENTICATED', serverMessages.notSignedIn);
      if (account.personneId === null) throw new AppError(403, 'MEMBERS_ONLY', reseauSoinsMessages.membersOnly);
      const reseauId = await findReseauId(db, request.client.id, request.body.reseau);
      if (reseauId === undefined) throw new AppError(400, 'RESEAU_INCONNU', reseauSoinsMessages.unknownReseau);
      // The contract chosen in the portal (X-NumContrat, already checked), else the first valid one.
      const numeroContrat =
        request.numContrat ??
        (await findContratsOfPersonne(db, request.client.id, account.personneId)).find((c) => c.isActif)
          ?.numeroContratIndividuel ??
        null;
      const scTokenId = randomToken(32);
      await insertToken(
        db,
        {
          sha256: sha256(scTokenId),
          clientId: request.client.id,
          accountId: account.accountId,
          reseauId,
          numeroContrat,
        },
        scTokenLifetimeMs,
      );
      return { scTokenId };
    },
  );
};
