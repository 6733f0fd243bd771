import { z } from 'zod';
import { frenchTypography } from './pdf-typography.ts';
import { multilineText, text } from '@portail/shared/text';

/* The blocks a document is made of: plain data, validated before any drawing starts. */

/** Printed text, with French no-break spaces (see frenchTypography). */
export const pdfText = (max = 2000) =>
  multilineText().max(max, `au plus ${max} caractères`).transform(frenchTypography);

export const requiredText = (max = 2000, message = 'texte obligatoire') =>
  text().trim().min(1, message).max(max, `au plus ${max} caractères`).transform(frenchTypography);

/** A paragraph may hold line breaks (an address, a letter's lines). */
const requiredParagraph = multilineText()
  .trim()
  .min(1, 'texte obligatoire')
  .max(4000, 'au plus 4000 caractères')
  .transform(frenchTypography);

const runSchema = z.object({ text: pdfText(), bold: z.boolean().optional() });
const richText = z.union([requiredParagraph, z.array(runSchema).min(1, 'au moins un fragment de texte')]);

const headingSchema = z.object({
  type: z.literal('heading'),
  text: requiredText(200),
  level: z.union([z.literal(2), z.literal(3)]).optional(),
});

const paragraphSchema = z.object({
  type: z.literal('paragraph'),
  text: richText,
  tone: z.enum(['normal', 'muted', 'small']).optional(),
});

const noticeSchema = z.object({ type: z.literal('notice'), text: richText });

const keyValueItem = z.object({ label: requiredText(120), value: pdfText(500) });
const keyValuesSchema = z.object({
  type: z.literal('keyValues'),
  items: z.array(keyValueItem).min(1, 'au moins une ligne').max(200),
  columns: z.union([z.literal(1), z.literal(2)]).optional(),
  /** Fixed label width, to line up several lists; by default the longest label's. */
  labelWidthMm: z.number().min(10).max(80).optional(),
});

const columnSchema = z.object({
  header: requiredText(80),
  /** Relative weight: widths are shared out of the available width in proportion. */
  width: z.number().positive('largeur positive attendue'),
  align: z.enum(['left', 'center', 'right']).optional(),
});
const rowSchema = z.array(pdfText(500));

const tableSchema = z
  .object({
    type: z.literal('table'),
    columns: z.array(columnSchema).min(1, 'au moins une colonne').max(12, 'au plus 12 colonnes'),
    rows: z.array(rowSchema).max(20_000, 'au plus 20 000 lignes'),
    totals: rowSchema.optional(),
    /** Said instead of the table when it has no rows. */
    emptyText: pdfText(200).optional(),
  })
  .superRefine((table, ctx) => {
    const n = table.columns.length;
    table.rows.forEach((row, i) => {
      if (row.length !== n) ctx.addIssue({ code: 'custom', path: ['rows', i], message: `${n} cellules attendues` });
    });
    if (table.totals && table.totals.length !== n)
      ctx.addIssue({ code: 'custom', path: ['totals'], message: `${n} cellules attendues` });
  });

const code2dSchema = z.object({
  type: z.literal('code2d'),
  symbology: z.enum(['qrcode', 'datamatrix']),
  data: text().min(1, 'données du code obligatoires').max(1500, 'au plus 1 500 caractères'),
  /** Side of the printed symbol in millimetres. */
  sizeMm: z.number().min(10, 'au moins 10 mm').max(80, 'au plus 80 mm').optional(),
  caption: pdfText(200).optional(),
  /** What a screen reader says instead of the picture. */
  alt: requiredText(300),
});

const signatureSchema = z.object({
  type: z.literal('signature'),
  title: requiredText(120),
  consent: z.object({ text: requiredText(1000), checked: z.boolean() }).optional(),
  /** A line without value is left blank, to be filled in by hand. */
  lines: z.array(z.object({ label: requiredText(80), value: pdfText(200).optional() })).max(6),
});

const spacerSchema = z.object({ type: z.literal('spacer'), heightMm: z.number().min(0).max(100) });

const cardTextSchema = z.object({
  type: z.literal('text'),
  text: requiredText(300),
  bold: z.boolean().optional(),
});
/**
 * A mark printed as a boxed letter with its meaning beside it: the « R » of a contrat responsable on
 * the tiers-payant card. The caption is what a screen reader and a text search find.
 */
const cardMarkSchema = z.object({
  type: z.literal('mark'),
  letter: requiredText(2),
  caption: requiredText(40),
});
const cardBlockSchema = z.discriminatedUnion('type', [
  cardTextSchema,
  cardMarkSchema,
  keyValuesSchema.omit({ columns: true, labelWidthMm: true }),
  tableSchema,
  code2dSchema,
]);

/** A credit-card-sized frame (ISO/IEC 7810 ID-1); its content must fit or the render fails. */
const cardSchema = z.object({
  type: z.literal('card'),
  title: requiredText(80),
  subtitle: pdfText(120).optional(),
  blocks: z.array(cardBlockSchema).min(1, 'au moins un bloc'),
  /** Right-hand column, typically the 2D code. */
  aside: z.array(cardBlockSchema).optional(),
});

export const blockSchema = z.discriminatedUnion('type', [
  headingSchema,
  paragraphSchema,
  noticeSchema,
  keyValuesSchema,
  tableSchema,
  code2dSchema,
  signatureSchema,
  spacerSchema,
  cardSchema,
]);

export type Block = z.infer<typeof blockSchema>;
export type CardBlock = z.infer<typeof cardBlockSchema>;
export type RichText = z.infer<typeof richText>;
export type TableBlock = z.infer<typeof tableSchema>;
export type Code2dBlock = z.infer<typeof code2dSchema>;
export type KeyValuesBlock = z.infer<typeof keyValuesSchema>;
