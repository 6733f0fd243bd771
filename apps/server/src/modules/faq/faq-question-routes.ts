import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HabilitationAction } from '@portail/shared/admin/habilitations';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { createdSchema, idParams, staffRoute } from '../../plugins/staff-route-kit.ts';
import * as repo from './faq-admin-repository.ts';
import { faqCodeOf, faqQuestionBodySchema, faqQuestionDetailSchema } from '@portail/shared/admin/faq';
import { categoryOf, checkedQuestion, questionDetail } from './faq-admin-rules.ts';

const faq = (action: HabilitationAction) => staffRoute('faq', action);

/** FAQ questions: create, read, change (the help's search sees it at once), delete (habilitation « faq »). */
export const faqQuestionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/admin/faq/questions',
    {
      config: faq('create'),
      schema: {
        tags: ['admin'],
        summary: 'Crée une question (en fin de catégorie) ; la recherche la trouve aussitôt',
        body: faqQuestionBodySchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => {
      const id = await db.transaction().execute(async (trx) => {
        const category = await categoryOf(trx, request.client.id, request.body.categoryId);
        const question = await checkedQuestion(trx, request.client.id, request.body);
        const code = await repo.freeCode(trx, 'faq_questions', request.client.id, faqCodeOf(question.title));
        const row = await trx
          .insertInto('faq_questions')
          .values({
            client_id: request.client.id,
            category_id: category.id,
            code,
            title: question.title,
            content: question.content,
            is_popular: question.isPopular,
            ordre: repo.lastOrderIn(category.id),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await repo.replaceRelatedOf(trx, row.id, question.related);
        await recordAudit(trx, request, {
          resource: 'faq',
          action: 'faq.creer',
          target: `faq_question:${row.id}`,
          targetLabel: question.title,
          after: {
            code,
            categoryId: category.id,
            title: question.title,
            isPopular: question.isPopular,
            related: question.related,
          },
        });
        return row.id;
      });
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/admin/faq/questions/:id',
    {
      config: faq('read'),
      schema: {
        tags: ['admin'],
        summary: 'Une question avec sa réponse et ses questions liées',
        params: idParams,
        response: { 200: faqQuestionDetailSchema },
      },
    },
    async (request) => questionDetail(db, request.client.id, request.params.id),
  );

  app.put(
    '/admin/faq/questions/:id',
    {
      config: faq('update'),
      schema: {
        tags: ['admin'],
        summary: 'Modifie une question ; la recherche de l’aide voit le changement aussitôt',
        params: idParams,
        body: faqQuestionBodySchema,
        response: { 200: faqQuestionDetailSchema },
      },
    },
    async (request) => {
      await db.transaction().execute(async (trx) => {
        const before = await questionDetail(trx, request.client.id, request.params.id);
        const category = await categoryOf(trx, request.client.id, request.body.categoryId);
        const question = await checkedQuestion(trx, request.client.id, request.body, before.id);
        await trx
          .updateTable('faq_questions')
          .set({
            category_id: category.id,
            title: question.title,
            content: question.content,
            is_popular: question.isPopular,
            updated_at: new Date(),
            ...(category.id === before.categoryId ? {} : { ordre: repo.lastOrderIn(category.id) }),
          })
          .where('id', '=', before.id)
          .execute();
        await repo.replaceRelatedOf(trx, before.id, question.related);
        const summary = (q: { categoryId: number; title: string; isPopular: boolean }, related: number[]) => ({
          categoryId: q.categoryId,
          title: q.title,
          isPopular: q.isPopular,
          related,
        });
        await recordAudit(trx, request, {
          resource: 'faq',
          action: 'faq.modifier',
          target: `faq_question:${before.id}`,
          targetLabel: question.title,
          before: {
            ...summary(
              before,
              before.related.map((r) => r.id),
            ),
            contentChanged: before.content !== question.content,
          },
          after: summary(question, question.related),
        });
      });
      return questionDetail(db, request.client.id, request.params.id);
    },
  );

  app.delete(
    '/admin/faq/questions/:id',
    {
      config: faq('delete'),
      schema: {
        tags: ['admin'],
        summary: 'Supprime une question (et ses avis)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const q = await questionDetail(trx, request.client.id, request.params.id);
        await trx.deleteFrom('faq_questions').where('id', '=', q.id).execute();
        await recordAudit(trx, request, {
          resource: 'faq',
          action: 'faq.supprimer',
          target: `faq_question:${q.id}`,
          targetLabel: q.title,
          before: { code: q.code, categoryId: q.categoryId, title: q.title, content: q.content },
        });
      });
      return reply.status(204).send(null);
    },
  );
};
