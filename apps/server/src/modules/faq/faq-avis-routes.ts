import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  faqAdminMessages as m,
  faqAvisExportSchema,
  faqAvisPageSchema,
  faqAvisSearchSchema,
  faqCommentairesPageSchema,
  faqCommentairesSearchSchema,
} from '@portail/shared/admin/faq';
import { faqUserTypeLabels, type FaqAvisRow } from '@portail/shared/admin/faq';
import type { FaqUserType } from '@portail/shared/faq';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ExportColumn } from '../../lib/export-columns.ts';
import { exportDay, exportFileResponse, sendExport } from '../../lib/export-response.ts';
import { idParams, staffRoute } from '../../plugins/staff-route-kit.ts';
import { searchAvis, searchCommentaires } from './faq-admin-repository.ts';

/** Questions an export carries at most (a FAQ has a few hundred). */
const exportLimit = 5000;

const avisExportColumns: ExportColumn<FaqAvisRow>[] = [
  { header: 'Question', type: 'text', value: (r) => r.title },
  { header: 'Public', type: 'text', value: (r) => faqUserTypeLabels[r.userType] },
  { header: 'Catégorie', type: 'text', value: (r) => r.categorie },
  { header: 'Consultations', type: 'number', value: (r) => r.vues },
  { header: 'Oui', type: 'number', value: (r) => r.utiles },
  { header: 'Non', type: 'number', value: (r) => r.inutiles },
  { header: 'Utile (%)', type: 'number', value: (r) => r.taux },
  { header: 'Commentaires', type: 'number', value: (r) => r.commentaires },
];

function toRow(r: Awaited<ReturnType<typeof searchAvis>>[number]): FaqAvisRow {
  return {
    id: r.id,
    title: r.title,
    userType: r.user_type as FaqUserType,
    categorie: r.libelle,
    vues: r.click_count,
    utiles: r.utiles,
    inutiles: r.inutiles,
    taux: r.taux,
    commentaires: r.commentaires,
  };
}

const read = staffRoute('faq', 'read');

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
        rows: rows.map(toRow),
        total: Number(rows[0]?.total ?? 0),
        page: search.page,
        pageSize: search.pageSize,
      };
    },
  );

  app.get(
    '/admin/faq/avis/export',
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: 'Le tableau des avis en CSV ou Excel (?format=xlsx), dans l’ordre de la liste',
        querystring: faqAvisExportSchema,
        response: { 200: exportFileResponse() },
      },
    },
    async (request, reply) => {
      const { format, ...search } = request.query;
      const rows = await searchAvis(db, request.client.id, { ...search, page: 1, pageSize: exportLimit });
      return sendExport(reply, {
        format,
        columns: avisExportColumns,
        rows: rows.map(toRow),
        baseName: `avis-faq-${exportDay()}`,
        title: 'Avis sur la FAQ',
      });
    },
  );

  app.get(
    '/admin/faq/questions/:id/commentaires',
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: 'Les commentaires laissés sur une question, les plus récents d’abord',
        params: idParams,
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
