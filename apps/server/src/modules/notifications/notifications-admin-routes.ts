import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AudienceRegle } from '@portail/shared/admin/audiences';
import {
  isFutureMoment,
  notificationInputSchema,
  notificationMessages as m,
  notificationPageSchema,
  notificationProgrammerSchema,
  notificationSchema,
  notificationSearchSchema,
  type NotificationStatut,
} from '@portail/shared/admin/notifications';
import { sanitizeContentHtml } from '../../lib/sanitize-html.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { requireAccount } from '../../plugins/session.ts';
import { adminClientOf } from '../../plugins/staff-client-scope.ts';
import { compterAudience, findAudience } from '../audiences/audiences-repository.ts';
import { findNotification, listNotifications, notificationColumns } from './notifications-admin-repository.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['admin'];
const rights = (action: 'read' | 'create' | 'update') =>
  ({ access: 'staff', habilitation: { resource: 'notifications', action } }) as const;

/** Notifications of the back office (issue 15, decision 033): drafts, scheduling, sending, figures. */
export const notificationsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => Date }> = async (
  app,
  { db, now = () => new Date() },
) => {
  const clientOf = (request: FastifyRequest) => adminClientOf(db, request, undefined);

  async function notificationOf(request: FastifyRequest, id: number) {
    const notification = await findNotification(db, await clientOf(request), id);
    if (!notification) throw new AppError(404, 'NOT_FOUND', m.notFound);
    return notification;
  }

  /** The audience named by a draft, of this client; its rule as it is now. */
  async function audienceOf(clientId: number, audienceId: number) {
    const audience = await findAudience(db, clientId, audienceId);
    if (!audience) throw new AppError(400, 'VALIDATION', m.audience, { audienceId: m.audience });
    return audience;
  }

  /** Sanitised like CMS content; a text left empty by sanitising is no text. */
  function cleanContenu(contenu: string): string {
    const clean = sanitizeContentHtml(contenu).trim();
    if (clean.replace(/<[^>]*>/g, '').trim() === '' && !clean.includes('<img'))
      throw new AppError(400, 'VALIDATION', m.contenu, { contenu: m.contenu });
    return clean;
  }

  app.get(
    '/admin/notifications',
    {
      config: rights('read'),
      schema: {
        tags,
        summary: 'Notifications du client avec leurs chiffres d’envoi (paginées, les plus récentes d’abord)',
        querystring: notificationSearchSchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => {
      const search = request.query;
      const { rows, total } = await listNotifications(db, await clientOf(request), search);
      return { rows, total, page: search.page, pageSize: search.pageSize };
    },
  );

  app.get(
    '/admin/notifications/:id',
    {
      config: rights('read'),
      schema: {
        tags,
        summary: 'Une notification et ses chiffres d’envoi',
        params: idParams,
        response: { 200: notificationSchema },
      },
    },
    async (request) => notificationOf(request, request.params.id),
  );

  app.post(
    '/admin/notifications',
    {
      config: rights('create'),
      schema: {
        tags,
        summary: 'Crée une notification en brouillon',
        body: notificationInputSchema,
        response: { 201: notificationSchema },
      },
    },
    async (request, reply) => {
      const clientId = await clientOf(request);
      const input = request.body;
      const audience = await audienceOf(clientId, input.audienceId);
      const values = { ...input, contenu: cleanContenu(input.contenu), audienceNom: audience.nom };
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('notifications')
          .values({ client_id: clientId, ...notificationColumns(values, requireAccount(request).userName) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, request, {
          resource: 'notifications',
          action: 'notification.creer',
          target: `notification:${row.id}`,
          targetLabel: values.titre,
          after: values,
        });
        return row.id;
      });
      return reply.status(201).send(await notificationOf(request, id));
    },
  );

  app.put(
    '/admin/notifications/:id',
    {
      config: rights('update'),
      schema: {
        tags,
        summary: 'Modifie un brouillon',
        params: idParams,
        body: notificationInputSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const clientId = await clientOf(request);
      const before = await notificationOf(request, request.params.id);
      const input = request.body;
      const audience = await audienceOf(clientId, input.audienceId);
      const values = { ...input, contenu: cleanContenu(input.contenu), audienceNom: audience.nom };
      await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('notifications')
          .set({ ...notificationColumns(values, requireAccount(request).userName), updated_at: new Date() })
          .where('id', '=', before.id)
          .where('statut', '=', 'brouillon')
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) throw new AppError(409, 'NOT_EDITABLE', m.pasModifiable);
        await recordAudit(trx, request, {
          resource: 'notifications',
          action: 'notification.modifier',
          target: `notification:${before.id}`,
          targetLabel: values.titre,
          before: {
            titre: before.titre,
            audienceId: before.audienceId,
            canalPortail: before.canalPortail,
            canalEmail: before.canalEmail,
          },
          after: values,
        });
      });
      return notificationOf(request, before.id);
    },
  );

  /**
   * Leaves at `at` (now for « send now »): the audience's rule is copied as it is, what staff counted;
   * an audience reaching nobody is refused and nothing is scheduled.
   */
  async function schedule(
    request: FastifyRequest,
    id: number,
    at: Date,
    action: 'notification.programmer' | 'notification.envoyer',
  ) {
    const clientId = await clientOf(request);
    const notification = await notificationOf(request, id);
    const from: NotificationStatut[] = ['brouillon', 'programmee'];
    if (!from.includes(notification.statut)) throw new AppError(409, 'NOT_SENDABLE', m.pasEnvoyable);
    const audience = notification.audienceId ? await findAudience(db, clientId, notification.audienceId) : undefined;
    if (!audience) throw new AppError(400, 'VALIDATION', m.audience, { audienceId: m.audience });
    const { joignables } = await compterAudience(db, clientId, audience.regle as unknown as AudienceRegle);
    if (joignables === 0) throw new AppError(400, 'EMPTY_AUDIENCE', m.audienceVide, { audienceId: m.audienceVide });
    await db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('notifications')
        .set({
          statut: 'programmee',
          programmee_le: at,
          regle: JSON.stringify(audience.regle),
          audience_nom: audience.nom,
          modifiee_par: requireAccount(request).userName,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('statut', 'in', from)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) throw new AppError(409, 'NOT_SENDABLE', m.pasEnvoyable);
      await recordAudit(trx, request, {
        resource: 'notifications',
        action,
        target: `notification:${id}`,
        targetLabel: notification.titre,
        after: { le: at.toISOString(), audience: audience.nom, joignables },
      });
    });
    return notificationOf(request, id);
  }

  app.post(
    '/admin/notifications/:id/programmer',
    {
      config: rights('update'),
      schema: {
        tags,
        summary: 'Programme l’envoi à une date et une heure à venir',
        params: idParams,
        body: notificationProgrammerSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      if (!isFutureMoment(request.body.le, now()))
        throw new AppError(400, 'VALIDATION', m.datePassee, { le: m.datePassee });
      return schedule(request, request.params.id, new Date(request.body.le), 'notification.programmer');
    },
  );

  app.post(
    '/admin/notifications/:id/envoyer',
    {
      config: rights('update'),
      schema: {
        tags,
        summary: 'Envoie maintenant (le planificateur la prend dans les secondes qui suivent)',
        params: idParams,
        response: { 200: notificationSchema },
      },
    },
    async (request) => schedule(request, request.params.id, now(), 'notification.envoyer'),
  );

  app.post(
    '/admin/notifications/:id/annuler',
    {
      config: rights('update'),
      schema: {
        tags,
        summary: 'Annule une notification programmée (elle n’est pas encore partie)',
        params: idParams,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const notification = await notificationOf(request, request.params.id);
      await db.transaction().execute(async (trx) => {
        // Taken by the scheduler in the meantime: too late, it is leaving.
        const changed = await trx
          .updateTable('notifications')
          .set({ statut: 'annulee', modifiee_par: requireAccount(request).userName, updated_at: new Date() })
          .where('id', '=', notification.id)
          .where('statut', '=', 'programmee')
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) throw new AppError(409, 'NOT_CANCELLABLE', m.pasAnnulable);
        await recordAudit(trx, request, {
          resource: 'notifications',
          action: 'notification.annuler',
          target: `notification:${notification.id}`,
          targetLabel: notification.titre,
          before: { statut: notification.statut, programmeeLe: notification.programmeeLe },
        });
      });
      return notificationOf(request, notification.id);
    },
  );
};
