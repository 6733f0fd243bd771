import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers carry personal data: no cache keeps them unless the route says otherwise (public,
 * versioned images and keys set their own Cache-Control).
 */
export const apiCachePolicy = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'portail-cache-policy' },
);
