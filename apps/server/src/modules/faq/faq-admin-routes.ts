import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { faqAvisRoutes } from './faq-avis-routes.ts';
import { faqCategoryRoutes } from './faq-category-routes.ts';
import { faqQuestionRoutes } from './faq-question-routes.ts';

/** The back office's FAQ management (issue 15, decision 032): every route checks the « faq » habilitation. */
export const faqAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(faqCategoryRoutes, { db });
  await app.register(faqQuestionRoutes, { db });
  await app.register(faqAvisRoutes, { db });
};
