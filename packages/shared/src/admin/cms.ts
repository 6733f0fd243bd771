import { z } from 'zod';
import { cmsBlockNames } from '../cms-constants.ts';
import { multilineText, text } from '../text.ts';

/*
 * The CMS editor of the back office (issue 15, decision 032): block lists and blocks per client,
 * each block's text in versions (draft, published, scheduled), soft deletion.
 */

export const cmsAdminMessages = {
  name: 'Le nom ne contient que des lettres sans accent, des chiffres, « _ » et « - » (100 au plus) : il fait partie de l’adresse (pas de « / », de « . » ni d’espace).',
  nameTaken: (name: string) => `Le nom « ${name} » est déjà pris dans cette liste : choisissez-en un autre.`,
  listTaken: (name: string) => `Une liste « ${name} » existe déjà.`,
  listNotEmpty: 'Cette liste contient encore des blocs : supprimez-les d’abord.',
  titleTooLong: 'Le titre ne dépasse pas 300 caractères.',
  pageTitleRequired: 'Une page statique a un titre : c’est le titre de la page.',
  contentRequired: 'Le contenu est obligatoire.',
  contentTooLong: 'Le contenu dépasse 200 000 caractères.',
  dateTime: 'Indiquez une date et une heure valides.',
  publishInPast: 'La date de publication est passée : choisissez un moment à venir, ou publiez maintenant.',
  unpublishInPast: 'La date de retrait est passée : choisissez un moment à venir, ou retirez maintenant.',
  publishAfterWithdrawal: (at: string) =>
    `La publication programmée doit précéder le retrait programmé le ${at} : annulez ou déplacez le retrait d’abord.`,
  withdrawalBeforePublication: (at: string) => `Le retrait doit suivre la publication programmée le ${at}.`,
  nothingToPublish: 'Rien à publier : ce bloc est en ligne et n’a pas de brouillon.',
  notLive: 'Ce bloc n’est pas en ligne : il n’y a rien à retirer.',
  nothingScheduled: 'Rien n’est programmé sur ce bloc.',
  order: 'L’ordre doit citer une fois chaque bloc de la liste.',
  unknownItem: 'Ce bloc n’existe pas ou plus.',
  unknownList: 'Cette liste de blocs n’existe pas.',
  unknownVersion: 'Cette version n’existe pas.',
  deleted: 'Ce bloc est supprimé : rétablissez-le pour le modifier.',
  notDeleted: 'Ce bloc n’est pas supprimé.',
  popupOptions: 'L’affichage unique et la case « ne plus afficher » ne valent que pour les fenêtres (liste Popups).',
} as const;

export const cmsAdminNameSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, cmsAdminMessages.name);

/** A date and time with its offset (the browser sends its local time as ISO 8601). */
const dateTimeSchema = z.iso.datetime({ offset: true, error: cmsAdminMessages.dateTime });

export const cmsListBodySchema = z.strictObject({ name: cmsAdminNameSchema });

/** The editable part of a block: its name and options take effect at once, its text becomes a draft version. */
export const cmsBlocBodySchema = z.strictObject({
  name: cmsAdminNameSchema,
  title: text().trim().max(300, cmsAdminMessages.titleTooLong),
  content: multilineText()
    .max(200_000, cmsAdminMessages.contentTooLong)
    .refine((html) => html.trim() !== '', {
      error: cmsAdminMessages.contentRequired,
    }),
  isSingleDisplay: z.boolean().default(false),
  hasCookieOption: z.boolean().default(false),
});
export type CmsBlocBody = z.infer<typeof cmsBlocBodySchema>;

/** Rules that depend on the list: a page has a title, popup options only on popups. */
export function cmsBlocListIssues(listName: string, bloc: CmsBlocBody): Partial<Record<keyof CmsBlocBody, string>> {
  const issues: Partial<Record<keyof CmsBlocBody, string>> = {};
  if (listName === cmsBlockNames.pagesStatiques && bloc.title === '') issues.title = cmsAdminMessages.pageTitleRequired;
  if (listName !== cmsBlockNames.popups && (bloc.isSingleDisplay || bloc.hasCookieOption))
    issues.isSingleDisplay = cmsAdminMessages.popupOptions;
  return issues;
}

/** publishAt null: now; otherwise a moment to come. */
export const cmsPublishBodySchema = z.strictObject({ publishAt: dateTimeSchema.nullable() });
/** unpublishAt null: now; otherwise a moment to come. */
export const cmsWithdrawBodySchema = z.strictObject({ unpublishAt: dateTimeSchema.nullable() });
export const cmsCancelQuerySchema = z.strictObject({ type: z.enum(['publication', 'retrait']) });
export const cmsOrderBodySchema = z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(500) });
export const cmsPreviewQuerySchema = z.strictObject({ version: z.coerce.number().int().positive().optional() });

export const cmsBlocStatuts = ['brouillon', 'en_ligne', 'retire', 'supprime'] as const;
export type CmsBlocStatut = (typeof cmsBlocStatuts)[number];
export const cmsBlocStatutLabels: Record<CmsBlocStatut, string> = {
  brouillon: 'Jamais publié',
  en_ligne: 'En ligne',
  retire: 'Retiré',
  supprime: 'Supprimé',
};

const isoDate = text();

export const cmsBlocSummarySchema = z.object({
  id: z.number().int(),
  name: text(),
  title: text(),
  order: z.number().int(),
  statut: z.enum(cmsBlocStatuts),
  hasDraft: z.boolean(),
  publishAt: isoDate.nullable(),
  unpublishAt: isoDate.nullable(),
  isSingleDisplay: z.boolean(),
  hasCookieOption: z.boolean(),
  updatedAt: isoDate,
  updatedBy: text().nullable(),
});
export type CmsBlocSummary = z.infer<typeof cmsBlocSummarySchema>;

export const cmsListesResponseSchema = z.object({
  listes: z.array(
    z.object({
      id: z.number().int(),
      name: text(),
      blocs: z.array(cmsBlocSummarySchema),
      supprimes: z.array(cmsBlocSummarySchema),
    }),
  ),
});
export type CmsListesResponse = z.infer<typeof cmsListesResponseSchema>;

export const cmsVersionSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  title: text(),
  author: text().nullable(),
  createdAt: isoDate,
  publishedAt: isoDate.nullable(),
  role: z.enum(['publiee', 'brouillon', 'programmee', 'ancienne']),
});
export type CmsVersion = z.infer<typeof cmsVersionSchema>;

const textSchema = z.object({ versionId: z.number().int().nullable(), title: text(), content: multilineText() });

export const cmsBlocDetailSchema = cmsBlocSummarySchema.extend({
  listId: z.number().int(),
  listName: text(),
  deletedAt: isoDate.nullable(),
  /** What members read now (null: nothing published yet). */
  published: textSchema.extend({ since: isoDate }).nullable(),
  /** The text being edited: the draft, else the scheduled text, else the published one. */
  editing: textSchema,
  versions: z.array(cmsVersionSchema),
});
export type CmsBlocDetail = z.infer<typeof cmsBlocDetailSchema>;

export const cmsImageRowSchema = z.object({ id: z.number().int(), name: text(), src: text(), createdAt: isoDate });
export const cmsImagesResponseSchema = z.object({ images: z.array(cmsImageRowSchema) });
export type CmsImageRow = z.infer<typeof cmsImageRowSchema>;

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** A moment as staff read it (§5 dd/MM/yyyy, Paris time): « 01/12/2026 à 09:00 ». */
export function cmsDateTime(at: Date | string): string {
  const parts = Object.fromEntries(parisDateTime.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour}:${parts.minute}`;
}
