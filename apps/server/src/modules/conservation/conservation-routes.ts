import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purgeRapportsSchema, type NatureConservation } from '@portail/shared/admin/conservation';
import type { Db } from '../../db/database.ts';
import { derniersRapports } from './purge-repository.ts';

/** The last runs of the purge over the staff member's client (decision 051), beside its durations. */
export const conservationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/configuration/purges',
    {
      config: { access: 'staff', habilitation: { resource: 'configuration', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: 'Derniers passages de la purge des données arrivées au terme de leur conservation',
        response: { 200: purgeRapportsSchema },
      },
    },
    async (request) => ({
      rapports: (await derniersRapports(db, request.client.id)).map((r) => ({
        ...r,
        nature: r.nature as NatureConservation,
      })),
    }),
  );
};
