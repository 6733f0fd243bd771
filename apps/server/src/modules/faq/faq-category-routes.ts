import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HabilitationAction } from '@portail/shared/admin/habilitations';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { createdSchema, idParams, staffRoute } from '../../plugins/staff-route-kit.ts';
import * as repo from './faq-admin-repository.ts';
import {
  faqAdminMessages as m,
  faqAdminResponseSchema,
  faqCategoryBodySchema,
  faqCategoryOrderSchema,
  faqCategoryUpdateSchema,
  faqCodeOf,
  faqQuestionOrderSchema,
} from '@portail/shared/admin/faq';
import type { FaqUserType } from '@portail/shared/faq';
import { categoryOf, checkOrder } from './faq-admin-rules.ts';

const faq = (action: HabilitationAction) => staffRoute('faq', action);

/** The FAQ as staff see it, its categories per audience and the order of both (habilitation « faq »). */
export const faqCategoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
        response: { 201: createdSchema },
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
};
