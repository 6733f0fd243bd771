import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { pendingMigrations } from '../../db/migrate.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';

const ok = z.object({ status: z.literal('ok') });
const unavailable = z.object({ status: z.literal('indisponible') });
const notReady = z.object({
  status: z.literal('indisponible'),
  cause: z.enum(['arrêt en cours', 'base injoignable', 'migrations en attente']),
});

/**
 * Probes, answered without resolving the client (no client row, no session): a probe must work on
 * an empty database and must not fail because PostgreSQL is away when it asks only about the process.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; lifecycle: Lifecycle }> = async (app, { db, lifecycle }) => {
  const probe = { access: 'public' as const, clientless: true };
  let migrated = false;

  async function databaseAnswers(): Promise<boolean> {
    try {
      await sql`select 1`.execute(db);
      return true;
    } catch {
      return false;
    }
  }

  app.get(
    '/health',
    {
      config: probe,
      schema: {
        tags: ['technique'],
        summary: 'État du service : 200 quand la base répond, 503 sinon',
        response: { 200: ok, 503: unavailable },
      },
    },
    async (_request, reply) =>
      (await databaseAnswers())
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'indisponible' as const }),
  );

  app.get(
    '/health/live',
    {
      config: probe,
      schema: {
        tags: ['technique'],
        summary: 'Vivacité : 200 tant que le processus répond (sans toucher à la base)',
        response: { 200: ok },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: probe,
      schema: {
        tags: ['technique'],
        summary:
          'Disponibilité pour le répartiteur : 200 si la base répond, les migrations sont appliquées et l’instance ne s’arrête pas ; 503 et la cause sinon',
        response: { 200: ok, 503: notReady },
      },
    },
    async (_request, reply) => {
      if (lifecycle.draining) return reply.status(503).send({ status: 'indisponible', cause: 'arrêt en cours' });
      if (!(await databaseAnswers()))
        return reply.status(503).send({ status: 'indisponible', cause: 'base injoignable' });
      // Once applied, this version's migrations stay applied: checked until they are, then remembered.
      if (!migrated) {
        try {
          migrated = (await pendingMigrations(db)).length === 0;
        } catch {
          return reply.status(503).send({ status: 'indisponible', cause: 'base injoignable' });
        }
        if (!migrated) return reply.status(503).send({ status: 'indisponible', cause: 'migrations en attente' });
      }
      return { status: 'ok' as const };
    },
  );
};
