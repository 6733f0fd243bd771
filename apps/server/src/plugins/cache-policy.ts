import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers carry personal data: no cache keeps them unless the route says otherwise (public,
 * versioned images and keys set their own Cache-Control).
 */
export const apiCachePolicy = fp(
  async (app: FastifyInstance) => {
    // A hook with nothing to wait for calls done(): an async one costs every request two promises (decision 046).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'portail-cache-policy' },
);
