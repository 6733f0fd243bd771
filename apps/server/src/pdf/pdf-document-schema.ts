import { z } from 'zod';
import { blockSchema, pdfText, requiredText } from './pdf-blocks-schema.ts';
import { text } from '@portail/shared/text';

/** Logos as stored in client_assets; WebP is refused because PDF cannot hold it (convert it upstream). */
export const pdfLogoContentTypes = ['image/svg+xml', 'image/png', 'image/jpeg'] as const;

const clientSchema = z.object({
  libelle: requiredText(120, 'le libellé du client est obligatoire'),
  primaryColor: text().regex(/^#[0-9a-fA-F]{6}$/, 'couleur attendue au format #RRGGBB'),
  logo: z
    .object({
      data: z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
        message: 'contenu du logo attendu (Buffer)',
      }),
      contentType: z.enum(pdfLogoContentTypes, { message: 'logo SVG, PNG ou JPEG attendu' }),
    })
    .optional(),
});

const verificationSchema = z.object({
  code: text()
    .trim()
    .regex(/^[A-Z0-9-]{4,40}$/, 'code de 4 à 40 caractères A-Z, 0-9 ou tiret'),
  url: z.url({ protocol: /^https?$/, message: 'adresse http(s) attendue' }).max(500),
});

const pdfDocumentSchema = z.object({
  lang: z.literal('fr-FR', { message: 'seule la langue fr-FR est prise en charge' }),
  title: requiredText(200, 'le titre est obligatoire'),
  subject: pdfText(300).optional(),
  client: clientSchema,
  issuedAt: z.date({ message: 'date d’édition attendue' }).refine((d) => !Number.isNaN(d.getTime()), {
    message: 'date d’édition invalide',
  }),
  /** Printed under the date in every page header, e.g. « Contrat n° 40012345 ». */
  reference: pdfText(120).optional(),
  verification: verificationSchema.optional(),
  /** The insurer's legal identity, one footer line each. */
  legalMentions: z
    .array(requiredText(400, 'mention légale vide'))
    .min(1, 'au moins une mention légale (identité de l’organisme)')
    .max(4, 'au plus 4 lignes de mentions légales'),
  blocks: z.array(blockSchema).min(1, 'au moins un bloc de contenu'),
});

/** What callers build: plain data, checked by renderPdf. */
export type PdfDocument = z.input<typeof pdfDocumentSchema>;
/** The same after validation (texts trimmed, NFC-normalised, French no-break spaces). */
export type ValidPdfDocument = z.infer<typeof pdfDocumentSchema>;

/** A document that cannot be rendered; a programming error, so it lists every problem at once. */
export class PdfInputError extends Error {
  constructor(readonly issues: readonly { path: string; message: string }[]) {
    super(`Document PDF invalide : ${issues.map((i) => `${i.path || '(racine)'} — ${i.message}`).join(' ; ')}`);
    this.name = 'PdfInputError';
  }
}

export function parsePdfDocument(input: PdfDocument): ValidPdfDocument {
  const result = pdfDocumentSchema.safeParse(input);
  if (result.success) return result.data;
  throw new PdfInputError(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
}
