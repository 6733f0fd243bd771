import { z } from 'zod';
import { multilineText, text } from './text.ts';

export { cmsBlockNames, cmsCookieLifetimeDays, cmsMessages } from './cms-constants.ts';

/** Names of block lists and items: letters, digits, underscore and hyphen (they appear in URLs). */
export const cmsNameSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'Nom de bloc incorrect (lettres, chiffres, « _ » et « - »).');

export const cmsQuerySchema = z.strictObject({ name: cmsNameSchema, itemName: cmsNameSchema.optional() });
export type CmsQuery = z.infer<typeof cmsQuerySchema>;

/** §3 CMS item; content is sanitised HTML, safe to insert as is. */
export const cmsItemSchema = z.object({
  id: z.number().int(),
  name: text(),
  title: text(),
  content: multilineText(),
  blockListId: z.number().int(),
  isSingleDisplay: z.boolean(),
  /** Popups: the « ne plus afficher ce message » box sets a cookie for cmsCookieLifetimeDays. */
  hasCookieOption: z.boolean(),
  order: z.number().int(),
});
export type CmsItem = z.infer<typeof cmsItemSchema>;

export const cmsBlockListSchema = z.object({
  id: z.number().int(),
  name: text(),
  items: z.array(cmsItemSchema),
});
export type CmsBlockList = z.infer<typeof cmsBlockListSchema>;

/** GET cms/blocklists: the whole block list, or one item when itemName is given. */
export const cmsBlockListsResponseSchema = z.union([cmsBlockListSchema, cmsItemSchema]);

/**
 * GET cms/popups: the member's popups (list « Popups »), less those this account set aside —
 * closed once for a single-display one, « Ne plus afficher ce message » for cmsCookieLifetimeDays.
 */
export const cmsPopupsResponseSchema = z.object({ items: z.array(cmsItemSchema) });
export type CmsPopups = z.infer<typeof cmsPopupsResponseSchema>;

/**
 * POST cms/popups/ne-plus-afficher: the popup this account set aside. The block's own options say
 * for how long: for good (single display), else cmsCookieLifetimeDays (the box ticked).
 */
export const cmsPopupChoiceBodySchema = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
});
export type CmsPopupChoiceBody = z.infer<typeof cmsPopupChoiceBodySchema>;
