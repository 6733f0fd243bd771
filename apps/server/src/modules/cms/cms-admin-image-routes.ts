import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cmsImageRowSchema, cmsImagesResponseSchema } from '@portail/shared/admin/cms';
import { cmsImageMaxBytes, cmsImageMessages as m } from '@portail/shared/admin/cms-images';
import { hasControlCharacters } from '@portail/shared/text';
import { inspectImage, type ImageRefusal } from '../../lib/images.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findImages, insertImage } from './cms-admin-repository.ts';
import { authorOf, type CmsAdminDeps } from './cms-admin-context.ts';

const src = (id: number) => `/api/cms/documents/images/${id}`;

function refusal(image: ImageRefusal): AppError {
  switch (image.reason) {
    case 'type':
      return new AppError(415, 'IMAGE_TYPE_REFUSED', m.wrongType);
    case 'size':
      return new AppError(413, 'IMAGE_TOO_LARGE', m.tooLarge());
    case 'svg':
      return new AppError(415, 'IMAGE_CONTENT_REFUSED', m.badSvg);
    case 'content':
      return new AppError(415, 'IMAGE_CONTENT_REFUSED', m.wrongContent);
    case 'unreadable':
      return new AppError(415, 'IMAGE_CONTENT_REFUSED', m.unreadable);
    case 'dimensions':
      return new AppError(413, 'IMAGE_TOO_MANY_PIXELS', m.tooManyPixels(image.width, image.height));
  }
}

/** One image file of the request, read up to the size limit (a bigger one is cut short and refused). */
async function readImage(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(400, 'NO_FILE', m.noFile);
  try {
    const part = await request.file();
    if (!part) throw new AppError(400, 'NO_FILE', m.noFile);
    const data = await part.toBuffer();
    return { name: part.filename.slice(0, 200), data };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'IMAGE_TOO_LARGE', m.tooLarge());
    throw error;
  }
}

/** The CMS image store as the editor uses it: send an image (checked by content), list them. */
export const cmsAdminImageRoutes: FastifyPluginAsyncZod<CmsAdminDeps> = async (app, { db }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: cmsImageMaxBytes, files: 1, fields: 0, parts: 2 } });

  app.post(
    '/admin/cms/images',
    {
      config: {
        access: 'staff',
        habilitation: { resource: 'cms', action: 'create' },
        rateLimit: {
          max: 60,
          timeWindow: 10 * 60 * 1000,
          keyGenerator: (request) => request.account?.accountId ?? request.ip,
        },
      },
      schema: {
        tags: ['admin'],
        summary:
          'Ajoute une image au stockage CMS (PNG, JPEG, GIF, WebP, SVG nettoyé ; 2 Mo ; dimensions déclarées bornées)',
        consumes: ['multipart/form-data'],
        response: { 201: cmsImageRowSchema },
      },
    },
    async (request, reply) => {
      const file = await readImage(request);
      if (hasControlCharacters(file.name)) throw new AppError(400, 'IMAGE_NAME_REFUSED', m.wrongType);
      const image = inspectImage(file.name, file.data);
      if (!image.ok) throw refusal(image);
      const row = await db.transaction().execute(async (trx) => {
        const stored = await insertImage(trx, {
          clientId: request.client.id,
          name: file.name,
          contentType: image.contentType,
          data: image.data,
          sha256: sha256(Buffer.from(image.data)),
          createdBy: authorOf(request).userName,
        });
        await recordAudit(trx, request, {
          resource: 'cms',
          action: 'cms.ajouter_image',
          target: `cms_image:${stored.id}`,
          targetLabel: stored.name,
          after: { name: stored.name, contentType: image.contentType, bytes: image.data.byteLength },
        });
        return stored;
      });
      return reply
        .status(201)
        .send({ id: row.id, name: row.name, src: src(row.id), createdAt: row.created_at.toISOString() });
    },
  );

  app.get(
    '/admin/cms/images',
    {
      config: { access: 'staff', habilitation: { resource: 'cms', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: 'Les images du stockage CMS du client, les plus récentes d’abord (200 au plus)',
        response: { 200: cmsImagesResponseSchema },
      },
    },
    async (request) => ({
      images: (await findImages(db, request.client.id)).map((r) => ({
        id: r.id,
        name: r.name,
        src: src(r.id),
        createdAt: r.created_at.toISOString(),
      })),
    }),
  );
};
