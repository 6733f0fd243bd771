import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cmsAdminMessages as m,
  cmsBlocBodySchema,
  cmsBlocDetailSchema,
  cmsBlocListIssues,
  type CmsBlocBody,
} from '@portail/shared/admin/cms';
import type { HabilitationAction } from '@portail/shared/admin/habilitations';
import { hasVisibleContent, sanitizeContentHtml } from '../../lib/sanitize-html.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { createdSchema, idParams, staffRoute } from '../../plugins/staff-route-kit.ts';
import * as repo from './cms-admin-repository.ts';
import { authorOf, changeBloc, type CmsAdminDeps } from './cms-admin-context.ts';
import { toDetail } from './cms-admin-service.ts';

const cms = (action: HabilitationAction) => staffRoute('cms', action);

/** The body, cleaned: the server sanitises again with the allow-list whatever the browser sent. */
function checkedBloc(listName: string, body: CmsBlocBody): CmsBlocBody {
  const issues = cmsBlocListIssues(listName, body);
  const first = Object.values(issues)[0];
  if (first) throw new AppError(400, 'VALIDATION_ERROR', first, issues as Record<string, string>);
  const content = sanitizeContentHtml(body.content);
  if (!hasVisibleContent(content))
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

/** One block: create it in a list, read it, save its draft, delete it and put it back (habilitation « cms »). */
export const cmsBlocRoutes: FastifyPluginAsyncZod<CmsAdminDeps> = async (app, deps) => {
  const { db } = deps;
  app.post(
    '/admin/cms/listes/:id/blocs',
    {
      config: cms('create'),
      schema: {
        tags: ['admin'],
        summary: 'Crée un bloc, non publié : son texte est son premier brouillon',
        params: idParams,
        body: cmsBlocBodySchema,
        response: { 201: createdSchema },
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
