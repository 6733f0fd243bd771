import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referentielTableParamsSchema } from '@portail/shared/admin/referentiels';
import { referentielResponseSchema } from '@portail/shared/referentiels';
import type { Db } from '../../db/database.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findEntries } from './referentiels-repository.ts';

/** §7 referentiel/*: the client's reference tables, for the forms' choices; their editor in the back office. */
export const referentielsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/referentiel/:table',
    {
      config: { access: 'public' },
      schema: {
        tags: ['referentiels'],
        summary: 'Une table de référence du client (codes et libellés actifs, dans leur ordre)',
        params: referentielTableParamsSchema,
        response: { 200: referentielResponseSchema, 304: z.void() },
      },
    },
    async (request, reply) => {
      const body = { entries: await findEntries(db, request.client.id, request.params.table) };
      // A staff change shows at once on the next visit: the browser asks again each time (a 304 when
      // nothing changed); an open SPA keeps the table 5 minutes in its own cache (§9, decision 031).
      const etag = `"${sha256(JSON.stringify(body)).slice(0, 32)}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'] ?? '';
      if (ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
      return body;
    },
  );
};
