import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cmsAdminMessages as m,
  cmsBlocDetailSchema,
  cmsCancelQuerySchema,
  cmsPreviewQuerySchema,
  cmsPublishBodySchema,
  cmsWithdrawBodySchema,
} from '@portail/shared/admin/cms';
import { cmsItemSchema } from '@portail/shared/cms';
import { sanitizeServedHtml } from '../../lib/sanitize-html.ts';
import { AppError } from '../../lib/app-error.ts';
import { idParams, staffRoute } from '../../plugins/staff-route-kit.ts';
import * as repo from './cms-admin-repository.ts';
import { authorOf, changeBloc, type CmsAdminDeps } from './cms-admin-context.ts';
import { checkPublishAt, checkUnpublishAt, isLive, publishedVersionOf, toDetail } from './cms-admin-service.ts';

const versionParams = idParams.extend({ versionId: z.coerce.number().int().positive().max(2_147_483_647) });
const update = staffRoute('cms', 'update');
const read = staffRoute('cms', 'read');

/** Publication, withdrawal (now or scheduled), their cancellation, restoring a version, the preview. */
export const cmsAdminPublicationRoutes: FastifyPluginAsyncZod<CmsAdminDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const detail = async (clientId: number, id: number) => {
    const row = await repo.findItem(db, clientId, id);
    if (!row) throw new AppError(404, 'CMS_ITEM_NOT_FOUND', m.unknownItem);
    return toDetail(row, await repo.findVersions(db, id), clock());
  };

  app.post(
    '/admin/cms/blocs/:id/publier',
    {
      config: update,
      schema: {
        tags: ['admin'],
        summary: 'Publie le brouillon maintenant (publishAt null) ou le programme à un moment à venir',
        params: idParams,
        body: cmsPublishBodySchema,
        response: { 200: cmsBlocDetailSchema },
      },
    },
    async (request) => {
      const publishAt = request.body.publishAt === null ? null : new Date(request.body.publishAt);
      await changeBloc(deps, request, request.params.id, async (trx, row, now) => {
        checkPublishAt(row, publishAt, now);
        const versions = await repo.findVersions(trx, row.id);
        const published = publishedVersionOf(row, versions);
        // The draft, else the text already scheduled, else the published text put back online.
        const versionId =
          row.draft_version_id ?? row.scheduled_version_id ?? (isLive(row, now) ? null : (published?.id ?? null));
        const version = versions.find((v) => v.id === versionId);
        if (!version) throw new AppError(400, 'CMS_NOTHING_TO_PUBLISH', m.nothingToPublish);
        const author = authorOf(request).userName;
        if (publishAt === null) {
          const withdrawn = row.unpublish_at !== null && row.unpublish_at.getTime() <= now.getTime();
          await repo.updateItem(trx, row.id, {
            title: version.title,
            content: version.content,
            published_at: now,
            draft_version_id: null,
            scheduled_version_id: null,
            publish_at: null,
            updated_by: author,
            ...(withdrawn ? { unpublish_at: null } : {}),
          });
          await repo.markVersionPublished(trx, version.id, now);
        } else
          await repo.updateItem(trx, row.id, {
            scheduled_version_id: version.id,
            publish_at: publishAt,
            draft_version_id: null,
            updated_by: author,
          });
        return {
          audit: {
            action: publishAt === null ? 'cms.publier' : 'cms.programmer_publication',
            after: { version: version.numero, title: version.title, publishAt: (publishAt ?? now).toISOString() },
          },
          result: null,
        };
      });
      return detail(request.client.id, request.params.id);
    },
  );

  app.post(
    '/admin/cms/blocs/:id/retrait',
    {
      config: update,
      schema: {
        tags: ['admin'],
        summary: 'Retire le bloc maintenant (unpublishAt null) ou à un moment à venir',
        params: idParams,
        body: cmsWithdrawBodySchema,
        response: { 200: cmsBlocDetailSchema },
      },
    },
    async (request) => {
      const unpublishAt = request.body.unpublishAt === null ? null : new Date(request.body.unpublishAt);
      await changeBloc(deps, request, request.params.id, async (trx, row, now) => {
        checkUnpublishAt(row, unpublishAt, now);
        if (unpublishAt === null && !isLive(row, now)) throw new AppError(400, 'CMS_NOT_LIVE', m.notLive);
        await repo.updateItem(trx, row.id, {
          unpublish_at: unpublishAt ?? now,
          updated_by: authorOf(request).userName,
        });
        return {
          audit: {
            action: unpublishAt === null ? 'cms.retirer' : 'cms.programmer_retrait',
            after: { unpublishAt: (unpublishAt ?? now).toISOString() },
          },
          result: null,
        };
      });
      return detail(request.client.id, request.params.id);
    },
  );

  app.delete(
    '/admin/cms/blocs/:id/programmation',
    {
      config: update,
      schema: {
        tags: ['admin'],
        summary: 'Annule la publication programmée (son texte redevient le brouillon) ou le retrait programmé',
        params: idParams,
        querystring: cmsCancelQuerySchema,
        response: { 200: cmsBlocDetailSchema },
      },
    },
    async (request) => {
      const { type } = request.query;
      await changeBloc(deps, request, request.params.id, async (trx, row, now) => {
        const author = authorOf(request).userName;
        if (type === 'publication') {
          if (row.scheduled_version_id === null) throw new AppError(400, 'CMS_NOTHING_SCHEDULED', m.nothingScheduled);
          await repo.updateItem(trx, row.id, {
            scheduled_version_id: null,
            publish_at: null,
            draft_version_id: row.draft_version_id ?? row.scheduled_version_id,
            updated_by: author,
          });
        } else {
          if (row.unpublish_at === null || row.unpublish_at.getTime() <= now.getTime())
            throw new AppError(400, 'CMS_NOTHING_SCHEDULED', m.nothingScheduled);
          await repo.updateItem(trx, row.id, { unpublish_at: null, updated_by: author });
        }
        const before = type === 'publication' ? { publishAt: row.publish_at } : { unpublishAt: row.unpublish_at };
        return { audit: { action: 'cms.annuler_programmation', before, after: { type } }, result: null };
      });
      return detail(request.client.id, request.params.id);
    },
  );

  app.post(
    '/admin/cms/blocs/:id/versions/:versionId/restaurer',
    {
      config: update,
      schema: {
        tags: ['admin'],
        summary: 'Reprend le texte d’une ancienne version comme nouveau brouillon',
        params: versionParams,
        response: { 200: cmsBlocDetailSchema },
      },
    },
    async (request) => {
      await changeBloc(deps, request, request.params.id, async (trx, row) => {
        const old = await repo.findVersion(trx, row.id, request.params.versionId);
        if (!old) throw new AppError(404, 'CMS_VERSION_NOT_FOUND', m.unknownVersion);
        const author = authorOf(request);
        const version = await repo.insertVersion(trx, row.id, old, author);
        await repo.updateItem(trx, row.id, { draft_version_id: version.id, updated_by: author.userName });
        return {
          audit: { action: 'cms.restaurer_version', after: { from: old.numero, version: version.numero } },
          result: null,
        };
      });
      return detail(request.client.id, request.params.id);
    },
  );

  app.get(
    '/admin/cms/blocs/:id/apercu',
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: 'Le bloc tel que l’adhérent le verra avec le texte en cours (ou une version), pour l’aperçu',
        params: idParams,
        querystring: cmsPreviewQuerySchema,
        response: { 200: cmsItemSchema },
      },
    },
    async (request) => {
      const row = await repo.findItem(db, request.client.id, request.params.id);
      if (!row) throw new AppError(404, 'CMS_ITEM_NOT_FOUND', m.unknownItem);
      const versions = await repo.findVersions(db, row.id);
      const wanted = request.query.version;
      const text =
        wanted === undefined ? toDetail(row, versions, clock()).editing : versions.find((v) => v.id === wanted);
      if (!text) throw new AppError(404, 'CMS_VERSION_NOT_FOUND', m.unknownVersion);
      return {
        id: row.id,
        name: row.name,
        title: text.title,
        content: sanitizeServedHtml(text.content),
        blockListId: row.block_list_id,
        isSingleDisplay: row.is_single_display,
        hasCookieOption: row.has_cookie_option,
        order: row.ordre,
      };
    },
  );
};
