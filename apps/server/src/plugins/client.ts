import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { type ClientRow, findClientForHost } from '../routes/clients/clients-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    client: ClientRow;
  }
}

/** Client rows change rarely (back office); 10 s keeps instances close while sparing a query a request. */
const cacheMs = 10_000;

export const clientPlugin = fp<{ db: Db }>(async (app: FastifyInstance, { db }) => {
  const cache = new Map<string, { row: ClientRow; until: number }>();
  app.decorateRequest('client', null as unknown as ClientRow);
  app.addHook('onRequest', async (request) => {
    const host = request.hostname.toLowerCase();
    const cached = cache.get(host);
    if (cached && cached.until > Date.now()) {
      request.client = cached.row;
      return;
    }
    const row = await findClientForHost(db, host);
    if (!row) throw new AppError(503, 'NO_CLIENT', 'Service momentanément indisponible');
    if (cache.size > 1000) cache.clear();
    cache.set(host, { row, until: Date.now() + cacheMs });
    request.client = row;
  });
});
