import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  faqAdminMessages as m,
  faqAvisPageSchema,
  faqAvisSearchSchema,
  faqCommentairesPageSchema,
  faqCommentairesSearchSchema,
} from '@portail/shared/admin/faq';
import type { FaqUserType } from '@portail/shared/faq';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { searchAvis, searchCommentaires } from './faq-admin-repository.ts';

const read = { access: 'staff' as const, habilitation: { resource: 'faq' as const, action: 'read' as const } };

/** The feedback dashboard: what members think of each answer, the least useful first. */
export const faqAvisRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/faq/avis',
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary:
          'Par question : consultations, avis « Oui » / « Non », taux d’utilité, commentaires (les moins utiles d’abord)',
        querystring: faqAvisSearchSchema,
        response: { 200: faqAvisPageSchema },
      },
    },
    async (request) => {
      const search = request.query;
      const rows = await searchAvis(db, request.client.id, search);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          title: r.title,
          userType: r.user_type as FaqUserType,
          categorie: r.libelle,
          vues: r.click_count,
          utiles: r.utiles,
          inutiles: r.inutiles,
          taux: r.taux,
          commentaires: r.commentaires,
        })),
        total: Number(rows[0]?.total ?? 0),
        page: search.page,
        pageSize: search.pageSize,
      };
    },
  );

  app.get(
    '/admin/faq/questions/:id/commentaires',
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: 'Les commentaires laissés sur une question, les plus récents d’abord',
        params: z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: faqCommentairesSearchSchema,
        response: { 200: faqCommentairesPageSchema },
      },
    },
    async (request) => {
      const question = await db
        .selectFrom('faq_questions')
        .select(['id', 'title'])
        .where('client_id', '=', request.client.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!question) throw new AppError(404, 'FAQ_QUESTION_NOT_FOUND', m.unknownQuestion);
      const { page, pageSize, order } = request.query;
      const rows = await searchCommentaires(db, question.id, page, pageSize, order);
      return {
        question,
        rows: rows.map((r) => ({
          id: r.id,
          at: r.at,
          isUseful: r.is_useful,
          userType: r.user_type as FaqUserType,
          comment: r.comment ?? '',
        })),
        total: Number(rows[0]?.total ?? 0),
        page,
        pageSize,
      };
    },
  );
};
