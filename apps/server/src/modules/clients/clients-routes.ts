import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicClientConfigSchema } from '@portail/shared/client-config';
import { defaultHttpMessage } from '@portail/shared/messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAsset } from './clients-repository.ts';
import { buildPublicConfig } from './public-config.ts';
import { text } from '@portail/shared/text';
import { fileResponse } from '../../lib/file-response.ts';

export const clientsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/clients/current',
    {
      config: { access: 'public' },
      schema: {
        tags: ['clients'],
        summary: 'Configuration publique du client servi par ce nom de domaine',
        response: { 200: publicClientConfigSchema },
      },
    },
    async (request) => buildPublicConfig(db, request.client, request.account),
  );

  app.get(
    '/clients/assets/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['clients'],
        summary: 'Logo ou image d’un client (mise en cache immuable, l’URL porte la version)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ v: text().max(64).optional() }),
        response: { 200: fileResponse('L’image', 'image/svg+xml', 'image/png', 'image/jpeg', 'image/webp') },
      },
    },
    async (request, reply) => {
      const asset = await findAsset(db, request.params.id);
      if (!asset) throw new AppError(404, 'NOT_FOUND', defaultHttpMessage(404));
      const versioned = request.query.v !== undefined && asset.sha256.startsWith(request.query.v);
      return reply
        .header('Content-Type', asset.content_type)
        .header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .header('ETag', `"${asset.sha256}"`)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(asset.data));
    },
  );
};
