import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationLiens, type NotificationLien } from '@portail/shared/admin/notifications';
import {
  mesNotificationsPageSchema,
  mesNotificationsQuerySchema,
  nonLuesSchema,
  notificationIdParamsSchema,
  notificationPopupSchema,
} from '@portail/shared/notifications';
import { sanitizeServedHtml } from '../../lib/sanitize-html.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAccount } from '../../plugins/session.ts';
import {
  countNonLues,
  findPopup,
  listMesNotifications,
  markAllRead,
  markPopupSeen,
  markRead,
} from './mes-notifications-repository.ts';

const tags = ['notifications'];
const notFound = 'Cette notification n’existe pas ou ne vous est pas adressée.';

function served<T extends { contenu: string; lien: string | null }>(row: T) {
  return {
    ...row,
    contenu: sanitizeServedHtml(row.contenu),
    lienLibelle: row.lien ? (notificationLiens[row.lien as NotificationLien] ?? null) : null,
  };
}

/** « Mes notifications » (issue 15): the member's own, never another's; reading marks them. */
export const mesNotificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const member = { access: 'member' } as const;

  app.get(
    '/notifications',
    {
      config: member,
      schema: {
        tags,
        summary: 'Mes notifications, les plus récentes d’abord (paginées), et le nombre de non lues',
        querystring: mesNotificationsQuerySchema,
        response: { 200: mesNotificationsPageSchema },
      },
    },
    async (request) => {
      const { accountId } = requireAccount(request);
      const { page, pageSize } = request.query;
      const { rows, total } = await listMesNotifications(db, accountId, page, pageSize);
      return { rows: rows.map(served), total, nonLues: await countNonLues(db, accountId), page, pageSize };
    },
  );

  app.get(
    '/notifications/non-lues',
    {
      config: member,
      schema: {
        tags,
        summary: 'Nombre de notifications non lues (la cloche de l’en-tête)',
        response: { 200: nonLuesSchema },
      },
    },
    async (request) => ({ nonLues: await countNonLues(db, requireAccount(request).accountId) }),
  );

  app.get(
    '/notifications/fenetre',
    {
      config: member,
      schema: {
        tags,
        summary: 'La notification à montrer en fenêtre à cette connexion, s’il y en a une',
        response: { 200: notificationPopupSchema },
      },
    },
    async (request) => {
      const row = await findPopup(db, requireAccount(request).accountId);
      return { notification: row ? served(row) : null };
    },
  );

  app.post(
    '/notifications/tout-lu',
    {
      config: member,
      schema: { tags, summary: 'Marque toutes mes notifications comme lues', response: { 200: nonLuesSchema } },
    },
    async (request) => {
      await markAllRead(db, requireAccount(request).accountId);
      return { nonLues: 0 };
    },
  );

  app.post(
    '/notifications/:id/lue',
    {
      config: member,
      schema: {
        tags,
        summary: 'Marque une de mes notifications comme lue',
        params: notificationIdParamsSchema,
        response: { 200: nonLuesSchema },
      },
    },
    async (request) => {
      const { accountId } = requireAccount(request);
      if (!(await markRead(db, accountId, request.params.id))) throw new AppError(404, 'NOT_FOUND', notFound);
      return { nonLues: await countNonLues(db, accountId) };
    },
  );

  app.post(
    '/notifications/:id/fenetre-vue',
    {
      config: member,
      schema: {
        tags,
        summary: 'La fenêtre de cette notification a été montrée : vue et lue',
        params: notificationIdParamsSchema,
        response: { 200: nonLuesSchema },
      },
    },
    async (request) => {
      const { accountId } = requireAccount(request);
      if (!(await markPopupSeen(db, accountId, request.params.id))) throw new AppError(404, 'NOT_FOUND', notFound);
      return { nonLues: await countNonLues(db, accountId) };
    },
  );
};
