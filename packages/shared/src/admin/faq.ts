import { z } from 'zod';
import { exportFormatQuery } from '../export-format.ts';
import { faqUserTypes } from '../faq.ts';
import { multilineText, text } from '../text.ts';
import { gridPageSchema, gridQuerySchema } from './grid.ts';

/*
 * FAQ management in the back office (issue 15, decision 032): categories per audience, questions
 * with the same rich text as the CMS, related questions, the « Top 5 » pin, and the feedback dashboard.
 */

export const faqUserTypeLabels: Record<(typeof faqUserTypes)[number], string> = {
  public: 'Non connecté (aide à la connexion)',
  adherent: 'Connecté (espace adhérent)',
};

export const faqAdminMessages = {
  libelleRequired: 'Indiquez le libellé de la catégorie.',
  libelleTooLong: 'Le libellé ne dépasse pas 200 caractères.',
  titleRequired: 'Indiquez la question.',
  titleTooLong: 'La question ne dépasse pas 300 caractères.',
  contentRequired: 'La réponse est obligatoire.',
  contentTooLong: 'La réponse dépasse 200 000 caractères.',
  relatedSelf: 'Une question ne peut pas renvoyer vers elle-même.',
  relatedUnknown: 'Une question liée n’existe pas ou plus.',
  relatedTooMany: '20 questions liées au plus.',
  relatedTwice: 'Chaque question liée n’est citée qu’une fois.',
  unknownCategory: 'Cette catégorie n’existe pas ou plus.',
  unknownQuestion: 'Cette question n’existe pas ou plus.',
  categoryNotEmpty: 'Cette catégorie contient encore des questions : déplacez-les ou supprimez-les d’abord.',
  order: 'L’ordre doit citer une fois chaque élément.',
} as const;

const idSchema = z.number().int().positive().max(2_147_483_647);
const userTypeSchema = z.enum(faqUserTypes);

export const faqCategoryBodySchema = z.strictObject({
  userType: userTypeSchema,
  libelle: text().trim().min(1, faqAdminMessages.libelleRequired).max(200, faqAdminMessages.libelleTooLong),
});
export const faqCategoryUpdateSchema = faqCategoryBodySchema.pick({ libelle: true });
export const faqCategoryOrderSchema = z.strictObject({
  userType: userTypeSchema,
  ids: z.array(idSchema).min(1).max(200),
});
export const faqQuestionOrderSchema = z.strictObject({ ids: z.array(idSchema).min(1).max(1000) });

export const faqQuestionBodySchema = z.strictObject({
  categoryId: idSchema,
  title: text().trim().min(1, faqAdminMessages.titleRequired).max(300, faqAdminMessages.titleTooLong),
  content: multilineText()
    .max(200_000, faqAdminMessages.contentTooLong)
    .refine((html) => html.trim() !== '', { error: faqAdminMessages.contentRequired }),
  isPopular: z.boolean().default(false),
  related: z
    .array(idSchema)
    .max(20, faqAdminMessages.relatedTooMany)
    .refine((ids) => new Set(ids).size === ids.length, { error: faqAdminMessages.relatedTwice })
    .default([]),
});
export type FaqQuestionBody = z.infer<typeof faqQuestionBodySchema>;

/** A code readable in URLs and logs, from a title: « Comment résilier ? » → comment-resilier. */
export function faqCodeOf(title: string): string {
  const code = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return code === '' ? 'question' : code;
}

export const faqAdminQuestionSchema = z.object({
  id: z.number().int(),
  code: text(),
  title: text(),
  order: z.number().int(),
  isPopular: z.boolean(),
  clickCount: z.number().int(),
});
export const faqAdminCategorySchema = z.object({
  id: z.number().int(),
  userType: userTypeSchema,
  code: text(),
  libelle: text(),
  order: z.number().int(),
  questions: z.array(faqAdminQuestionSchema),
});
export type FaqAdminCategory = z.infer<typeof faqAdminCategorySchema>;
export const faqAdminResponseSchema = z.object({ categories: z.array(faqAdminCategorySchema) });

export const faqQuestionDetailSchema = faqAdminQuestionSchema.extend({
  categoryId: z.number().int(),
  userType: userTypeSchema,
  content: multilineText(),
  related: z.array(z.object({ id: z.number().int(), title: text() })),
});
export type FaqQuestionDetail = z.infer<typeof faqQuestionDetailSchema>;

export const faqAvisSortColumns = ['taux', 'vues', 'avis', 'commentaires', 'titre'] as const;
/** GET /api/admin/faq/avis: the least useful answers first by default. */
export const faqAvisSearchSchema = gridQuerySchema(faqAvisSortColumns).extend({
  userType: userTypeSchema.optional(),
  titre: text().trim().max(200).optional(),
});
export type FaqAvisSearch = z.infer<typeof faqAvisSearchSchema>;
/** The dashboard's export, in CSV or Excel (decision 041). */
export const faqAvisExportSchema = faqAvisSearchSchema.extend(exportFormatQuery);

export const faqAvisRowSchema = z.object({
  id: z.number().int(),
  title: text(),
  userType: userTypeSchema,
  categorie: text(),
  vues: z.number().int(),
  utiles: z.number().int(),
  inutiles: z.number().int(),
  /** Share of « Oui » in percent, null without any answer. */
  taux: z.number().int().nullable(),
  commentaires: z.number().int(),
});
export type FaqAvisRow = z.infer<typeof faqAvisRowSchema>;
export const faqAvisPageSchema = gridPageSchema(faqAvisRowSchema);

export const faqCommentairesSearchSchema = gridQuerySchema(['date'] as const).extend({
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const faqCommentaireRowSchema = z.object({
  id: z.number().int(),
  at: text(),
  isUseful: z.boolean(),
  userType: userTypeSchema,
  comment: multilineText(),
});
export type FaqCommentaireRow = z.infer<typeof faqCommentaireRowSchema>;
export const faqCommentairesPageSchema = gridPageSchema(faqCommentaireRowSchema).extend({
  question: z.object({ id: z.number().int(), title: text() }),
});
