import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configurationDelaySeconds } from '@portail/shared/admin/configuration-messages';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { type ClientRow, findClientForHost } from '../modules/clients/clients-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered without a client (the health probes): no client row is read, `request.client` stays unset. */
    clientless?: boolean;
  }
  interface FastifyRequest {
    client: ClientRow;
  }
  interface FastifyInstance {
    /** After a back-office save: this instance reads the rows again at once (the others within clientCacheMs). */
    forgetClientRows(): void;
  }
}

/** Client rows change rarely (back office); 10 s keeps instances close while sparing a query a request. */
export const clientCacheMs = configurationDelaySeconds * 1000;

export const clientPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    const cache = new Map<string, { row: ClientRow; until: number }>();
    app.decorateRequest('client', null as unknown as ClientRow);
    app.decorate('forgetClientRows', () => cache.clear());
    const readClient = async (host: string): Promise<ClientRow> => {
      const row = await findClientForHost(db, host);
      if (!row) throw new AppError(503, 'NO_CLIENT', 'Service momentanément indisponible');
      if (cache.size > 1000) cache.clear();
      cache.set(host, { row, until: Date.now() + clientCacheMs });
      return row;
    };
    // Nearly always from the cache: done() then, and a promise only for a read (decision 046).
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.config.clientless) return done();
      const host = request.hostname.toLowerCase();
      const cached = cache.get(host);
      if (cached && cached.until > Date.now()) {
        request.client = cached.row;
        return done();
      }
      readClient(host).then((row) => {
        request.client = row;
        done();
      }, done);
    });
  },
  { name: 'portail-client' },
);
