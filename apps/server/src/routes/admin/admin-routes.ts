import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adherentPageSchema, adherentSearchSchema } from '@portail/shared/admin/adherents';
import { serverMessages } from '@portail/shared/messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { searchAdherents } from './adherents-repository.ts';

/** The back office's routes (issue 14): each names the habilitation it needs (decision 028). */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/adherents',
    {
      config: { access: 'staff', habilitation: { resource: 'adherents', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: 'Recherche des adhérents du client (paginée, triée, filtrée)',
        querystring: adherentSearchSchema,
        response: { 200: adherentPageSchema },
      },
    },
    async (request) => {
      const search = request.query;
      let clientId = request.client.id;
      // Another client's members only for a role that spans clients; the client named by its code.
      if (search.client && search.client !== request.client.code) {
        if (!request.staffRights?.spansClients) throw new AppError(403, 'FORBIDDEN', serverMessages.forbidden);
        const other = await db.selectFrom('clients').select('id').where('code', '=', search.client).executeTakeFirst();
        if (!other) throw new AppError(404, 'NOT_FOUND', 'Ce client est inconnu.');
        clientId = other.id;
      }
      const { rows, total } = await searchAdherents(db, clientId, search);
      return { rows, total, page: search.page, pageSize: search.pageSize };
    },
  );
};
