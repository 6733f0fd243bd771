import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cmsAdminMessages as m,
  cmsBlocBodySchema,
  cmsBlocDetailSchema,
  cmsBlocListIssues,
  cmsListBodySchema,
  cmsListesResponseSchema,
  cmsOrderBodySchema,
  type CmsBlocBody,
} from '@portail/shared/admin/cms';
import { sanitizeContentHtml } from '../../content/sanitize-html.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import * as repo from './cms-admin-repository.ts';
import { authorOf, changeBloc, type CmsAdminDeps } from './cms-admin-context.ts';
import { cmsAdminImageRoutes } from './cms-admin-image-routes.ts';
import { cmsAdminPublicationRoutes } from './cms-admin-publication-routes.ts';
import { toDetail, toSummary } from './cms-admin-service.ts';

const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const created = z.object({ id: z.number().int() });
const cms = (action: 'create' | 'read' | 'update' | 'delete') => ({
  access: 'staff' as const,
  habilitation: { resource: 'cms' as const, action },
});

/** The body, cleaned: the server sanitises again with the allow-list whatever the browser sent. */
function checkedBloc(listName: string, body: CmsBlocBody): CmsBlocBody {
  const issues = cmsBlocListIssues(listName, body);
  const first = Object.values(issues)[0];
  if (first) throw new AppError(400, 'VALIDATION_ERROR', first, issues as Record<string, string>);
  const content = sanitizeContentHtml(body.content);
  if (content.replace(/<[^>]*>/g, '').trim() === '' && !/<img|<table/.test(content))
    throw new AppError(400, 'VALIDATION_ERROR', m.contentRequired, { content: m.contentRequired });
  return { ...body, content };
}

async function refuseTakenName(db: Db, listId: number, name: string, exceptId?: number) {
  if (await repo.nameTaken(db, listId, name, exceptId))
    throw new AppError(400, 'CMS_NAME_TAKEN', m.nameTaken(name), { name: m.nameTaken(name) });
}

async function detailOf(deps: CmsAdminDeps, clientId: number, id: number) {
  const now = deps.clock();
  await repo.settleDuePublications(deps.db, clientId, now);
  const row = await repo.findItem(deps.db, clientId, id);
  if (!row) throw new AppError(404, 'CMS_ITEM_NOT_FOUND', m.unknownItem);
  return toDetail(row, await repo.findVersions(deps.db, id), now);
}

/** The back office's CMS editor (issue 15, decision 032): every route checks the « cms » habilitation. */
export const cmsAdminRoutes: FastifyPluginAsyncZod<CmsAdminDeps> = async (app, deps) => {
  const { db, clock } = deps;
  await app.register(cmsAdminPublicationRoutes, deps);
  await app.register(cmsAdminImageRoutes, deps);

  app.get(
    '/admin/cms/listes',
    {
      config: cms('read'),
      schema: {
        tags: ['admin'],
        summary: 'Listes de blocs du client avec leurs blocs (état, brouillon, programmation), supprimés à part',
        response: { 200: cmsListesResponseSchema },
      },
    },
    async (request) => {
      const now = clock();
      await repo.settleDuePublications(db, request.client.id, now);
      const [lists, items] = await Promise.all([
        repo.findLists(db, request.client.id),
        repo.findClientItems(db, request.client.id),
      ]);
      return {
        listes: lists.map((list) => {
          const own = items.filter((i) => i.block_list_id === list.id);
          return {
            ...list,
            blocs: own.filter((i) => i.deleted_at === null).map((i) => toSummary(i, now)),
            supprimes: own.filter((i) => i.deleted_at !== null).map((i) => toSummary(i, now)),
          };
        }),
      };
    },
  );

  app.post(
    '/admin/cms/listes',
    {
      config: cms('create'),
      schema: {
        tags: ['admin'],
        summary: 'Crée une liste de blocs',
        body: cmsListBodySchema,
        response: { 201: created },
      },
    },
    async (request, reply) => {
      const { name } = request.body;
      const id = await db.transaction().execute(async (trx) => {
        const listId = await repo.insertList(trx, request.client.id, name);
        if (listId === undefined)
          throw new AppError(400, 'CMS_LIST_TAKEN', m.listTaken(name), { name: m.listTaken(name) });
        await recordAudit(trx, request, {
          resource: 'cms',
          action: 'cms.creer_liste',
          target: `cms_liste:${listId}`,
          targetLabel: name,
          after: { name },
        });
        return listId;
      });
      return reply.status(201).send({ id });
    },
  );

  app.delete(
    '/admin/cms/listes/:id',
    {
      config: cms('delete'),
      schema: { tags: ['admin'], summary: 'Supprime une liste vide', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const list = await repo.findList(trx, request.client.id, request.params.id);
        if (!list) throw new AppError(404, 'CMS_LIST_NOT_FOUND', m.unknownList);
        if ((await repo.countLiveItems(trx, list.id)) > 0)
          throw new AppError(400, 'CMS_LIST_NOT_EMPTY', m.listNotEmpty);
        await repo.deleteList(trx, list.id);
        await recordAudit(trx, request, {
          resource: 'cms',
          action: 'cms.supprimer_liste',
          target: `cms_liste:${list.id}`,
          targetLabel: list.name,
          before: { name: list.name },
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/cms/listes/:id/blocs',
    {
      config: cms('create'),
      schema: {
        tags: ['admin'],
        summary: 'Crée un bloc, non publié : son texte est son premier brouillon',
        params: idParams,
        body: cmsBlocBodySchema,
        response: { 201: created },
      },
    },
    async (request, reply) => {
      const id = await db.transaction().execute(async (trx) => {
        const list = await repo.findList(trx, request.client.id, request.params.id);
        if (!list) throw new AppError(404, 'CMS_LIST_NOT_FOUND', m.unknownList);
        const bloc = checkedBloc(list.name, request.body);
        await refuseTakenName(trx, list.id, bloc.name);
        const author = authorOf(request);
        const itemId = await repo.insertItem(trx, { listId: list.id, ...bloc, updatedBy: author.userName });
        const version = await repo.insertVersion(trx, itemId, bloc, author);
        await repo.updateItem(trx, itemId, { draft_version_id: version.id });
        await recordAudit(trx, request, {
          resource: 'cms',
          action: 'cms.creer',
          target: `cms_bloc:${itemId}`,
          targetLabel: `${list.name} / ${bloc.name}`,
          after: { name: bloc.name, title: bloc.title, version: version.numero },
        });
        return itemId;
      });
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/admin/cms/blocs/:id',
    {
      config: cms('read'),
      schema: {
        tags: ['admin'],
        summary: 'Un bloc : textes publié et en cours, programmation, versions',
        params: idParams,
        response: { 200: cmsBlocDetailSchema },
      },
    },
    async (request) => detailOf(deps, request.client.id, request.params.id),
  );

  app.put(
    '/admin/cms/blocs/:id',
    {
      config: cms('update'),
      schema: {
        tags: ['admin'],
        summary: 'Enregistre le brouillon (nouvelle version) ; nom et options changent aussitôt',
        params: idParams,
        body: cmsBlocBodySchema,
        response: { 200: cmsBlocDetailSchema },
      },
    },
    async (request) => {
      await changeBloc(deps, request, request.params.id, async (trx, row) => {
        const bloc = checkedBloc(row.list_name, request.body);
        await refuseTakenName(trx, row.block_list_id, bloc.name, row.id);
        const author = authorOf(request);
        const versions = await repo.findVersions(trx, row.id);
        const current = toDetail(row, versions, deps.clock()).editing;
        const textChanged = current.title !== bloc.title || current.content !== bloc.content;
        const version = textChanged ? await repo.insertVersion(trx, row.id, bloc, author) : null;
        await repo.updateItem(trx, row.id, {
          name: bloc.name,
          is_single_display: bloc.isSingleDisplay,
          has_cookie_option: bloc.hasCookieOption,
          updated_by: author.userName,
          ...(version ? { draft_version_id: version.id } : {}),
        });
        const options = (r: { name: string; is_single_display: boolean; has_cookie_option: boolean }) => ({
          name: r.name,
          isSingleDisplay: r.is_single_display,
          hasCookieOption: r.has_cookie_option,
        });
        return {
          audit: {
            action: 'cms.modifier',
            before: {
              ...options(row),
              title: current.title,
              version: current.versionId && versions.find((v) => v.id === current.versionId)?.numero,
            },
            after: {
              name: bloc.name,
              isSingleDisplay: bloc.isSingleDisplay,
              hasCookieOption: bloc.hasCookieOption,
              title: bloc.title,
              version: version?.numero ?? null,
            },
          },
          result: null,
        };
      });
      return detailOf(deps, request.client.id, request.params.id);
    },
  );

  app.put(
    '/admin/cms/listes/:id/ordre',
    {
      config: cms('update'),
      schema: {
        tags: ['admin'],
        summary: 'Nouvel ordre des blocs d’une liste (chaque bloc une fois)',
        params: idParams,
        body: cmsOrderBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { ids } = request.body;
      await db.transaction().execute(async (trx) => {
        const list = await repo.findList(trx, request.client.id, request.params.id);
        if (!list) throw new AppError(404, 'CMS_LIST_NOT_FOUND', m.unknownList);
        const current = await repo.findLiveItemIds(trx, list.id);
        if (
          ids.length !== current.length ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => current.includes(id))
        )
          throw new AppError(400, 'CMS_ORDER', m.order, { ids: m.order });
        await repo.setOrder(trx, ids);
        await recordAudit(trx, request, {
          resource: 'cms',
          action: 'cms.ordonner',
          target: `cms_liste:${list.id}`,
          targetLabel: list.name,
          before: current,
          after: ids,
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/admin/cms/blocs/:id',
    {
      config: cms('delete'),
      schema: {
        tags: ['admin'],
        summary: 'Supprime un bloc (il reste rétablissable, avec ses versions)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await changeBloc(deps, request, request.params.id, async (trx, row, now) => {
        await repo.updateItem(trx, row.id, { deleted_at: now, updated_by: authorOf(request).userName });
        return { audit: { action: 'cms.supprimer', before: { name: row.name, title: row.title } }, result: null };
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/cms/blocs/:id/retablir',
    {
      config: cms('update'),
      schema: {
        tags: ['admin'],
        summary: 'Rétablit un bloc supprimé, en fin de liste',
        params: idParams,
        response: { 200: cmsBlocDetailSchema },
      },
    },
    async (request) => {
      await changeBloc(
        deps,
        request,
        request.params.id,
        async (trx, row) => {
          if (row.deleted_at === null) throw new AppError(400, 'CMS_ITEM_NOT_DELETED', m.notDeleted);
          await refuseTakenName(trx, row.block_list_id, row.name, row.id);
          const last = await repo.findLiveItemIds(trx, row.block_list_id);
          await repo.updateItem(trx, row.id, {
            deleted_at: null,
            ordre: last.length,
            updated_by: authorOf(request).userName,
          });
          return { audit: { action: 'cms.retablir', after: { name: row.name } }, result: null };
        },
        { allowDeleted: true },
      );
      return detailOf(deps, request.client.id, request.params.id);
    },
  );
};
