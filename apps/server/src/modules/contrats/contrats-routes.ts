import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contratsResponseSchema } from '@portail/shared/contrats';
import type { Db } from '../../db/database.ts';
import { requireAccount } from '../../plugins/session.ts';
import { findContratsOfPersonne } from './contrats-repository.ts';

export const contratsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v2/adherent/contrats',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['contrats'],
        summary: 'Contrats de la personne connectée (souscripteur ou bénéficiaire)',
        response: { 200: contratsResponseSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      const contrats = account.personneId ? await findContratsOfPersonne(db, account.clientId, account.personneId) : [];
      return { contrats };
    },
  );
};
