import type { PdfDocument } from '../pdf-document-schema.ts';
import { clientFrame, personName, type DocumentClient } from './document-client.ts';

/*
 * A letter of the insurer (welcome, information, amendment…): the shared frame, the recipient, the
 * text, optionally key figures and a table. Used by the demo documents and the staff's letters.
 */

export interface CourrierData {
  client: DocumentClient;
  issuedAt: Date;
  title: string;
  reference?: string;
  destinataire: { civilite: string; prenom: string; nom: string; adresse: string[] };
  paragraphs: string[];
  chiffres?: { label: string; value: string }[];
  table?: {
    columns: { header: string; width: number; align?: 'left' | 'right' }[];
    rows: string[][];
    totals?: string[];
  };
  signature: string;
}

export function buildCourrier(data: CourrierData): PdfDocument {
  const salutation = data.destinataire.civilite === 'M.' ? 'Monsieur' : 'Madame';
  return {
    ...clientFrame(data.client),
    title: data.title,
    issuedAt: data.issuedAt,
    ...(data.reference ? { reference: data.reference } : {}),
    blocks: [
      {
        type: 'paragraph',
        text: [personName(data.destinataire), ...data.destinataire.adresse].join('\n'),
      },
      { type: 'spacer', heightMm: 4 },
      { type: 'paragraph', text: `${salutation},` },
      ...data.paragraphs.map((text) => ({ type: 'paragraph' as const, text })),
      ...(data.chiffres ? [{ type: 'keyValues' as const, columns: 1 as const, items: data.chiffres }] : []),
      ...(data.table
        ? [
            {
              type: 'table' as const,
              columns: data.table.columns.map((c) => ({ header: c.header, width: c.width, align: c.align ?? 'left' })),
              rows: data.table.rows,
              ...(data.table.totals ? { totals: data.table.totals } : {}),
            },
          ]
        : []),
      {
        type: 'paragraph',
        text: `Nous vous prions d’agréer, ${salutation}, l’expression de nos salutations distinguées.`,
      },
      { type: 'paragraph', text: data.signature },
    ],
  };
}
