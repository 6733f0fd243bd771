import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  faqAdminMessages as m,
  faqAdminResponseSchema,
  faqCategoryBodySchema,
  faqCategoryOrderSchema,
  faqCategoryUpdateSchema,
  faqCodeOf,
  faqQuestionBodySchema,
  faqQuestionDetailSchema,
  faqQuestionOrderSchema,
  type FaqQuestionBody,
} from '@portail/shared/admin/faq';
import type { FaqUserType } from '@portail/shared/faq';
import { sanitizeContentHtml } from '../../content/sanitize-html.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import * as repo from './faq-admin-repository.ts';
import { faqAvisRoutes } from './faq-avis-routes.ts';

const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const created = z.object({ id: z.number().int() });
const faq = (action: 'create' | 'read' | 'update' | 'delete') => ({
  access: 'staff' as const,
  habilitation: { resource: 'faq' as const, action },
});

async function categoryOf(db: Db, clientId: number, id: number) {
  const category = await repo.findCategory(db, clientId, id);
  if (!category)
    throw new AppError(400, 'FAQ_CATEGORY_NOT_FOUND', m.unknownCategory, { categoryId: m.unknownCategory });
  return category;
}

/** The answer sanitised again with the allow-list; related questions of this client, never itself. */
async function checkedQuestion(db: Db, clientId: number, body: FaqQuestionBody, selfId?: number) {
  const content = sanitizeContentHtml(body.content);
  if (content.replace(/<[^>]*>/g, '').trim() === '' && !/<img|<table/.test(content))
    throw new AppError(400, 'VALIDATION_ERROR', m.contentRequired, { content: m.contentRequired });
  if (selfId !== undefined && body.related.includes(selfId))
    throw new AppError(400, 'VALIDATION_ERROR', m.relatedSelf, { related: m.relatedSelf });
  if ((await repo.countClientQuestions(db, clientId, body.related)) !== body.related.length)
    throw new AppError(400, 'VALIDATION_ERROR', m.relatedUnknown, { related: m.relatedUnknown });
  return { ...body, content };
}

async function questionDetail(db: Db, clientId: number, id: number) {
  const q = await repo.findQuestion(db, clientId, id);
  if (!q) throw new AppError(404, 'FAQ_QUESTION_NOT_FOUND', m.unknownQuestion);
  return {
    id: q.id,
    code: q.code,
    categoryId: q.category_id,
    userType: q.user_type as FaqUserType,
    title: q.title,
    content: q.content,
    order: q.ordre,
    isPopular: q.is_popular,
    clickCount: q.click_count,
    related: await repo.findRelatedOf(db, q.id),
  };
}

function checkOrder(current: readonly number[], ids: readonly number[]) {
  if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id)))
    throw new AppError(400, 'FAQ_ORDER', m.order, { ids: m.order });
}

/** The back office's FAQ management (issue 15): every route checks the « faq » habilitation. */
export const faqAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(faqAvisRoutes, { db });

  app.get(
    '/admin/faq',
    {
      config: faq('read'),
      schema: {
        tags: ['admin'],
        summary: 'Catégories de la FAQ (les deux publics) avec leurs questions, dans l’ordre',
        response: { 200: faqAdminResponseSchema },
      },
    },
    async (request) => {
      const [categories, questions] = await Promise.all([
        repo.findAdminCategories(db, request.client.id),
        repo.findAdminQuestions(db, request.client.id),
      ]);
      return {
        categories: categories.map((c) => ({
          id: c.id,
          userType: c.user_type as FaqUserType,
          code: c.code,
          libelle: c.libelle,
          order: c.ordre,
          questions: questions
            .filter((q) => q.category_id === c.id)
            .map((q) => ({
              id: q.id,
              code: q.code,
              title: q.title,
              order: q.ordre,
              isPopular: q.is_popular,
              clickCount: q.click_count,
            })),
        })),
      };
    },
  );

  app.post(
    '/admin/faq/categories',
    {
      config: faq('create'),
      schema: {
        tags: ['admin'],
        summary: 'Crée une catégorie (en fin de liste)',
        body: faqCategoryBodySchema,
        response: { 201: created },
      },
    },
    async (request, reply) => {
      const { userType, libelle } = request.body;
      const id = await db.transaction().execute(async (trx) => {
        const code = await repo.freeCode(trx, 'faq_categories', request.client.id, faqCodeOf(libelle), userType);
        const categoryId = await repo.insertCategory(trx, request.client.id, { userType, code, libelle });
        await recordAudit(trx, request, {
          resource: 'faq',
          action: 'faq.creer_categorie',
          target: `faq_categorie:${categoryId}`,
          targetLabel: libelle,
          after: { userType, code, libelle },
        });
        return categoryId;
      });
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/admin/faq/categories/:id',
    {
      config: faq('update'),
      schema: {
        tags: ['admin'],
        summary: 'Renomme une catégorie',
        params: idParams,
        body: faqCategoryUpdateSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const category = await categoryOf(trx, request.client.id, request.params.id);
        await trx
          .updateTable('faq_categories')
          .set({ libelle: request.body.libelle })
          .where('id', '=', category.id)
          .execute();
        await recordAudit(trx, request, {
          resource: 'faq',
          action: 'faq.modifier_categorie',
          target: `faq_categorie:${category.id}`,
          targetLabel: request.body.libelle,
          before: { libelle: category.libelle },
          after: request.body,
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/admin/faq/categories/:id',
    {
      config: faq('delete'),
      schema: {
        tags: ['admin'],
        summary: 'Supprime une catégorie vide',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const category = await categoryOf(trx, request.client.id, request.params.id);
        if ((await repo.countQuestions(trx, category.id)) > 0)
          throw new AppError(400, 'FAQ_CATEGORY_NOT_EMPTY', m.categoryNotEmpty);
        await trx.deleteFrom('faq_categories').where('id', '=', category.id).execute();
        await recordAudit(trx, request, {
          resource: 'faq',
          action: 'faq.supprimer_categorie',
          target: `faq_categorie:${category.id}`,
          targetLabel: category.libelle,
          before: { userType: category.user_type, code: category.code, libelle: category.libelle },
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/admin/faq/categories-ordre',
    {
      config: faq('update'),
      schema: {
        tags: ['admin'],
        summary: 'Nouvel ordre des catégories d’un public',
        body: faqCategoryOrderSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { userType, ids } = request.body;
      await db.transaction().execute(async (trx) => {
        const current = await repo.findOrderedIds(trx, 'faq_categories', 'user_type', userType, request.client.id);
        checkOrder(current, ids);
        await repo.setOrder(trx, 'faq_categories', ids);
        await recordAudit(trx, request, {
          resource: 'faq',
          action: 'faq.ordonner_categories',
          target: `faq_public:${userType}`,
          before: current,
          after: ids,
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/admin/faq/categories/:id/ordre',
    {
      config: faq('update'),
      schema: {
        tags: ['admin'],
        summary: 'Nouvel ordre des questions d’une catégorie',
        params: idParams,
        body: faqQuestionOrderSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const category = await categoryOf(trx, request.client.id, request.params.id);
        const current = await repo.findOrderedIds(trx, 'faq_questions', 'category_id', category.id, request.client.id);
        checkOrder(current, request.body.ids);
        await repo.setOrder(trx, 'faq_questions', request.body.ids);
        await recordAudit(trx, request, {
          resource: 'faq',
          action: 'faq.ordonner',
          target: `faq_categorie:${category.id}`,
          targetLabel: category.libelle,
          before: current,
          after: request.body.ids,
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/faq/questions',
    {
      config: faq('create'),
      schema: {
        tags: ['admin'],
        summary: 'Crée une question (en fin de catégorie) ; la recherche la trouve aussitôt',
        body: faqQuestionBodySchema,
        response: { 201: created },
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
