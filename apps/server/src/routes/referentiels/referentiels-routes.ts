import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referentielResponseSchema, referentielTableNames } from '@portail/shared/referentiels';
import type { Db } from '../../db/database.ts';
import { findEntries } from './referentiels-repository.ts';

/** §7 referentiel/*: the client's reference tables, for the forms' choices. */
export const referentielsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/referentiel/:table',
    {
      config: { access: 'public' },
      schema: {
        tags: ['referentiels'],
        summary: 'Une table de référence du client (codes et libellés actifs, dans leur ordre)',
        params: z.object({ table: z.enum(referentielTableNames) }),
        response: { 200: referentielResponseSchema },
      },
    },
    async (request, reply) => {
      // Same for every visitor of this host; the SPA keeps it 5 minutes too (§9).
      reply.header('cache-control', 'private, max-age=300');
      return { entries: await findEntries(db, request.client.id, request.params.table) };
    },
  );
};
