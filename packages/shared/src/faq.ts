import { z } from 'zod';
import { multilineText, text } from './text.ts';

/** Audiences of the FAQ: `public` is the sign-in help of the welcome page, `adherent` the member area. */
export const faqUserTypes = ['public', 'adherent'] as const;
export type FaqUserType = (typeof faqUserTypes)[number];

/** The 'Top 5' tab of the help modal. */
export const faqPopularCount = 5;
export const faqCommentMaxLength = 2000;
export const faqQueryMaxLength = 200;

export const faqMessages = {
  userType: 'Type d’utilisateur inconnu (public ou adherent).',
  commentTooLong: `Votre commentaire ne doit pas dépasser ${faqCommentMaxLength} caractères.`,
  queryTooLong: `Votre recherche ne doit pas dépasser ${faqQueryMaxLength} caractères.`,
  unknownQuestion: 'Cette question n’existe pas ou plus.',
  /** §8 success toast after feedback. */
  thanks: 'Nous vous remercions pour votre retour',
  /** §8 FAQ feedback failure toast. */
  failed: 'Une erreur est survenue.',
  tabs: { popular: 'Top 5', categories: 'Catégories', results: 'Résultats' },
} as const;

const userTypeSchema = z.enum(faqUserTypes, { error: faqMessages.userType });
const codeSchema = text()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, 'Code de question incorrect.');

export const faqUserTypeQuerySchema = z.strictObject({ userType: userTypeSchema });

/** GET faq/search: a text query, or getPopular=true for the 'Top 5'. */
export const faqSearchQuerySchema = z
  .strictObject({
    userType: userTypeSchema,
    query: text().trim().max(faqQueryMaxLength, faqMessages.queryTooLong).optional(),
    getPopular: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => q.getPopular === 'true' || q.query !== undefined, {
    message: 'Précisez une recherche (query) ou getPopular=true.',
    path: ['query'],
  });
export type FaqSearchQuery = z.infer<typeof faqSearchQuerySchema>;

export const faqClickBodySchema = z.strictObject({ clickCode: codeSchema, userType: userTypeSchema });
export type FaqClickBody = z.infer<typeof faqClickBodySchema>;

/** §3 feedback payload; the comment is optional (asked after « Non »), trimmed, at most 2000 characters. */
export const faqUsefulBodySchema = z.strictObject({
  rateCode: codeSchema,
  isUseful: z.boolean(),
  comment: text()
    .trim()
    .max(faqCommentMaxLength, faqMessages.commentTooLong)
    .nullish()
    .transform((c) => (c ? c : null)),
  userType: userTypeSchema,
});
export type FaqUsefulBody = z.input<typeof faqUsefulBodySchema>;

/** The comment box of the question modal: Send stays disabled while it is empty (§5). */
export const faqCommentFormSchema = z.object({
  comment: multilineText().trim().min(1).max(faqCommentMaxLength, faqMessages.commentTooLong),
});

export const faqRelatedSchema = z.object({
  title: text(),
  content: multilineText(),
  clickCode: text(),
  order: z.number().int(),
});

/** §3 FAQ question; content is sanitised HTML. */
export const faqQuestionSchema = z.object({
  title: text(),
  content: multilineText(),
  clickCode: text(),
  rateCode: text(),
  categoryCode: text(),
  order: z.number().int(),
  related: z.array(faqRelatedSchema),
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

export const faqCategorySchema = z.object({
  code: text(),
  libelle: text(),
  order: z.number().int(),
  questionCount: z.number().int(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqContentResponseSchema = z.object({
  categories: z.array(faqCategorySchema.extend({ questions: z.array(faqQuestionSchema) })),
});
export type FaqContentResponse = z.infer<typeof faqContentResponseSchema>;

export const faqCategoriesResponseSchema = z.object({ categories: z.array(faqCategorySchema) });
export const faqQuestionsResponseSchema = z.object({ questions: z.array(faqQuestionSchema) });
export type FaqQuestionsResponse = z.infer<typeof faqQuestionsResponseSchema>;
export const faqUsefulResponseSchema = z.object({ message: multilineText() });
