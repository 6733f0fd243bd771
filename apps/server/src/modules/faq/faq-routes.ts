import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  faqCategoriesResponseSchema,
  faqClickBodySchema,
  faqContentResponseSchema,
  faqMessages,
  faqQuestionsResponseSchema,
  faqSearchQuerySchema,
  faqUsefulBodySchema,
  faqUsefulResponseSchema,
  faqUserTypeQuerySchema,
} from '@portail/shared/faq';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { countClick, findCategories, findQuestionId, findQuestions, insertFeedback } from './faq-repository.ts';
import { popularFaq, searchFaq, toFaqQuestions } from './faq-service.ts';

/** Clicks and feedback are anonymous writes: counted per address so nobody can inflate them at will. */
const writeLimit = { rateLimit: { max: 30, timeWindow: 60 * 1000 } };

/** The FAQ module: the help modal's routes (below) and the back office's management (faq-admin-routes.ts). */
export const faqRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/faq/content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['faq'],
        summary: 'Catégories de la FAQ avec leurs questions (public : aide à la connexion ; adherent)',
        querystring: faqUserTypeQuerySchema,
        response: { 200: faqContentResponseSchema },
      },
    },
    async (request) => {
      const { userType } = request.query;
      const [categories, rows] = await Promise.all([
        findCategories(db, request.client.id, userType),
        findQuestions(db, request.client.id, userType),
      ]);
      const questions = await toFaqQuestions(db, rows);
      return {
        categories: categories.map((c) => ({
          code: c.code,
          libelle: c.libelle,
          order: c.ordre,
          questionCount: c.question_count ?? 0,
          questions: questions.filter((q) => q.categoryCode === c.code),
        })),
      };
    },
  );

  app.get(
    '/faq/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['faq'],
        summary: 'Catégories de la FAQ',
        querystring: faqUserTypeQuerySchema,
        response: { 200: faqCategoriesResponseSchema },
      },
    },
    async (request) => {
      const categories = await findCategories(db, request.client.id, request.query.userType);
      return {
        categories: categories.map((c) => ({
          code: c.code,
          libelle: c.libelle,
          order: c.ordre,
          questionCount: c.question_count ?? 0,
        })),
      };
    },
  );

  app.get(
    '/faq/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['faq'],
        summary:
          'Recherche classée (accents, majuscules et pluriels indifférents), ou les 5 questions les plus consultées',
        querystring: faqSearchQuerySchema,
        response: { 200: faqQuestionsResponseSchema },
      },
    },
    async (request) => {
      const { userType, query, getPopular } = request.query;
      const questions =
        getPopular === 'true'
          ? await popularFaq(db, request.client.id, userType)
          : await searchFaq(db, request.client.id, userType, query ?? '');
      return { questions };
    },
  );

  app.post(
    '/faq/click',
    {
      config: { access: 'public', ...writeLimit },
      schema: {
        tags: ['faq'],
        summary: 'Compte une consultation de question (popularité)',
        body: faqClickBodySchema,
        response: { 204: z.null().describe('Consultation comptée') },
      },
    },
    async (request, reply) => {
      const { clickCode, userType } = request.body;
      const id = await findQuestionId(db, request.client.id, userType, clickCode);
      if (id === undefined) throw new AppError(404, 'FAQ_QUESTION_NOT_FOUND', faqMessages.unknownQuestion);
      await countClick(db, id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/faq/useful',
    {
      config: { access: 'public', ...writeLimit },
      schema: {
        tags: ['faq'],
        summary: 'Avis « cette réponse vous a-t-elle été utile ? », avec un commentaire facultatif',
        body: faqUsefulBodySchema,
        response: { 200: faqUsefulResponseSchema },
      },
    },
    async (request) => {
      const { rateCode, isUseful, comment, userType } = request.body;
      const id = await findQuestionId(db, request.client.id, userType, rateCode);
      if (id === undefined) throw new AppError(404, 'FAQ_QUESTION_NOT_FOUND', faqMessages.unknownQuestion);
      await insertFeedback(db, {
        clientId: request.client.id,
        questionId: id,
        userType,
        isUseful,
        comment,
        accountId: request.account?.accountId ?? null,
      });
      return { message: faqMessages.thanks };
    },
  );
};
