import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cmsBlockListsResponseSchema, cmsMessages, cmsQuerySchema } from '@portail/shared/cms';
import { defaultHttpMessage } from '@portail/shared/messages';
import { sanitizeSvg } from '../../lib/sanitize-svg.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findBlockList, findImage, findItems } from './cms-repository.ts';
import { servedItem } from './cms-served-item.ts';
import { fileResponse } from '../../lib/file-response.ts';

/**
 * The CMS module: what members read (below), the popups of their area (cms-popups-routes.ts) and
 * the back office's editor (cms-admin-routes.ts).
 */
export const cmsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/cms/blocklists',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cms'],
        summary: 'Liste de blocs CMS du client (pages statiques, pied de page, popups…), ou un seul de ses blocs',
        description: 'Sans connexion. Le contenu est du HTML nettoyé (liste blanche), prêt à être inséré.',
        querystring: cmsQuerySchema,
        response: { 200: cmsBlockListsResponseSchema },
      },
    },
    async (request) => {
      const { name, itemName } = request.query;
      const list = await findBlockList(db, request.client.id, name);
      if (!list) throw new AppError(404, 'CMS_BLOCKLIST_NOT_FOUND', cmsMessages.notLoaded(name));
      const items = await findItems(db, list.id, clock(), itemName);
      if (itemName === undefined) return { id: list.id, name: list.name, items: items.map(servedItem) };
      const [item] = items;
      if (!item) throw new AppError(404, 'CMS_ITEM_NOT_FOUND', cmsMessages.notLoaded(itemName));
      return servedItem(item);
    },
  );

  app.get(
    '/cms/documents/images/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cms'],
        summary: 'Image du CMS (PNG, JPEG, GIF, WebP ou SVG nettoyé), mise en cache un an',
        params: z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: {
          200: fileResponse('L’image', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'),
          304: z.undefined().describe('Inchangée depuis l’ETag envoyé (If-None-Match)'),
        },
      },
    },
    async (request, reply) => {
      const image = await findImage(db, request.client.id, request.params.id);
      if (!image) throw new AppError(404, 'NOT_FOUND', defaultHttpMessage(404));
      const etag = `"${image.sha256}"`;
      // An image row never changes (new bytes make a new id), so its URL may be cached for a year.
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Content-Disposition', 'inline');
      const ifNoneMatch = request.headers['if-none-match'] ?? '';
      if (ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
      let data = Buffer.from(image.data);
      if (image.content_type === 'image/svg+xml') {
        const svg = sanitizeSvg(data.toString('utf8'));
        if (svg === null) throw new AppError(404, 'NOT_FOUND', defaultHttpMessage(404));
        data = Buffer.from(svg, 'utf8');
      }
      return reply.header('Content-Type', image.content_type).send(data);
    },
  );
};
