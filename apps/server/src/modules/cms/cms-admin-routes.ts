import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cmsAdminMessages as m,
  cmsListBodySchema,
  cmsListesResponseSchema,
  cmsOrderBodySchema,
} from '@portail/shared/admin/cms';
import type { HabilitationAction } from '@portail/shared/admin/habilitations';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { createdSchema, idParams, isReordering, staffRoute } from '../../plugins/staff-route-kit.ts';
import * as repo from './cms-admin-repository.ts';
import { type CmsAdminDeps } from './cms-admin-context.ts';
import { toSummary } from './cms-admin-service.ts';

const cms = (action: HabilitationAction) => staffRoute('cms', action);

/** The back office's CMS editor (issue 15, decision 032): every route checks the « cms » habilitation. */
export const cmsAdminRoutes: FastifyPluginAsyncZod<CmsAdminDeps> = async (app, deps) => {
  const { db, clock } = deps;

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
        response: { 201: createdSchema },
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
        if (!isReordering(current, ids)) throw new AppError(400, 'CMS_ORDER', m.order, { ids: m.order });
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
};
