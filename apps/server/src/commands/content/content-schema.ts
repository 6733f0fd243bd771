import { z } from 'zod';
import { cmsNameSchema } from '@portail/shared/cms';
import { faqUserTypes } from '@portail/shared/faq';
import { reseauCodeSchema } from '@portail/shared/reseaux-soins';
import { multilineText, text } from '@portail/shared/text';

/** A file next to the content file: relative, inside its folder (no « .. », no absolute path). */
const fileSchema = text().regex(
  /^(?!\/)(?!.*(^|\/)\.\.(\/|$))[A-Za-z0-9._/-]+$/,
  'chemin relatif attendu, dans le dossier du fichier (lettres, chiffres, « . », « _ », « - », « / »)',
);

const codeSchema = text().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, 'code attendu : minuscules, chiffres, « _ » et « - »');
const required = 'texte obligatoire';
const orderSchema = z.number().int().min(0).max(100_000).optional();

/** HTML given inline (content) or in a file (contentFile), exactly one of them. */
const htmlShape = {
  content: multilineText().min(1, required).max(200_000).optional(),
  contentFile: fileSchema.optional(),
};
function hasOneHtml(entry: { content?: string | undefined; contentFile?: string | undefined }): boolean {
  return (entry.content === undefined) !== (entry.contentFile === undefined);
}
const oneHtml = { message: 'indiquez soit content (HTML), soit contentFile (fichier HTML), pas les deux' };
/** The same rule, written for the JSON Schema of docs/content-format.schema.json. */
const oneHtmlMeta = { oneOf: [{ required: ['content'] }, { required: ['contentFile'] }] };

const cmsItemInputSchema = z
  .strictObject({
    name: cmsNameSchema,
    title: text().max(300).default(''),
    ...htmlShape,
    isSingleDisplay: z.boolean().default(false),
    hasCookieOption: z.boolean().default(false),
    order: orderSchema,
  })
  .refine(hasOneHtml, oneHtml)
  .meta(oneHtmlMeta);

const blockListInputSchema = z.strictObject({
  name: cmsNameSchema,
  items: z.array(cmsItemInputSchema).max(500),
});

const faqQuestionInputSchema = z
  .strictObject({
    code: codeSchema,
    title: text().min(1, required).max(300),
    ...htmlShape,
    order: orderSchema,
    /** Codes of other questions of the same client, in display order. */
    related: z.array(codeSchema).max(20).default([]),
  })
  .refine(hasOneHtml, oneHtml)
  .meta(oneHtmlMeta);

const faqCategoryInputSchema = z.strictObject({
  code: codeSchema,
  userType: z.enum(faqUserTypes),
  libelle: text().min(1, required).max(200),
  order: orderSchema,
  questions: z.array(faqQuestionInputSchema).max(1000),
});

const reseauSoinsInputSchema = z.strictObject({
  reseau: reseauCodeSchema,
  libelle: text().min(1, required).max(200),
  url: z.url({ protocol: /^https?$/, error: 'adresse http(s) attendue' }),
  numOmc: text().max(50).nullable().default(null),
  icon: text()
    .regex(/^[a-z0-9-]{1,50}$/, 'nom d’icône attendu (minuscules, chiffres, « - »)')
    .nullable()
    .default(null),
  /** Image file (png, jpg, gif, webp or svg), stored with the CMS images. */
  image: fileSchema.nullable().default(null),
  imageForm: z.enum(['covers', 'contain']).default('contain'),
  description: multilineText().min(1, required).max(2000),
  order: orderSchema,
  /**
   * SHA-256 (hex) of the key the partner sends in X-Partner-Key; the key itself never goes in a
   * file. Absent: the current key stays; null: the key is revoked.
   */
  partnerKeySha256: text()
    .regex(/^[0-9a-f]{64}$/, 'empreinte SHA-256 attendue (64 caractères hexadécimaux)')
    .nullable()
    .optional(),
});

/** The content file (docs/content-format.md). Every part is optional; names and codes are the keys. */
export const contentFileSchema = z
  .strictObject({
    $schema: text().optional(),
    blockLists: z.array(blockListInputSchema).max(200).default([]),
    faq: z.strictObject({ categories: z.array(faqCategoryInputSchema).max(200) }).optional(),
    reseauxSoins: z.array(reseauSoinsInputSchema).max(100).default([]),
  })
  .meta({
    title: 'Contenu du portail adhérent',
    description: 'Blocs CMS et pages, FAQ, services externes d’un client (docs/content-format.md).',
  });
export type ContentFile = z.output<typeof contentFileSchema>;
