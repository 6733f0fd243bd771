import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  faqAdminMessages as m,
  faqAvisPageSchema,
  faqAvisSearchSchema,
  faqCommentairesPageSchema,
  faqCommentairesSearchSchema,
} from '@portail/shared/admin/faq';
import { faqUserTypeLabels, type FaqAvisRow } from '@portail/shared/admin/faq';
import type { FaqUserType } from '@portail/shared/faq';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { toCsv, type CsvColumn } from '../../lib/csv.ts';
import { fileResponse, sendFile } from '../../lib/file-response.ts';
import { idParams, staffRoute } from '../admin/admin-route-kit.ts';
import { searchAvis, searchCommentaires } from './faq-admin-repository.ts';

/** Questions an export carries at most (a FAQ has a few hundred). */
const exportLimit = 5000;

const avisCsvColumns: CsvColumn<FaqAvisRow>[] = [
  { header: 'Question', value: (r) => r.title },
  { header: 'Public', value: (r) => faqUserTypeLabels[r.userType] },
  { header: 'Catégorie', value: (r) => r.categorie },
  { header: 'Consultations', value: (r) => String(r.vues) },
  { header: 'Oui', value: (r) => String(r.utiles) },
  { header: 'Non', value: (r) => String(r.inutiles) },
  { header: 'Utile (%)', value: (r) => (r.taux === null ? '' : String(r.taux)) },
  { header: 'Commentaires', value: (r) => String(r.commentaires) },
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
        summary: 'Le tableau des avis en CSV, dans l’ordre de la liste',
        querystring: faqAvisSearchSchema,
        response: { 200: fileResponse('Le fichier CSV (« ; », UTF-8 avec BOM)', 'text/csv') },
      },
    },
    async (request, reply) => {
      const rows = await searchAvis(db, request.client.id, { ...request.query, page: 1, pageSize: exportLimit });
      return sendFile(reply, {
        data: toCsv(avisCsvColumns, rows.map(toRow)),
        contentType: 'text/csv; charset=utf-8',
        fileName: `avis-faq-${new Date().toISOString().slice(0, 10)}.csv`,
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
