import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['technique'],
        summary: 'État du service : 200 quand la base répond, 503 sinon',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('indisponible') }) },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'indisponible' as const });
      }
    },
  );
};
