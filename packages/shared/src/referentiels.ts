import { z } from 'zod';
import { text } from './text.ts';

/*
 * Reference data (§7 `referentiel/*`): small per-client tables of codes and labels, read by the
 * member screens through GET /api/referentiel/{table} (cached 5 minutes like every read) and
 * edited by staff. A table with a parent lists children of the parent table's codes.
 */
export const referentielTables = {
  'themes-contact': { libelle: 'Thèmes de contact', parent: null },
  'sous-themes-contact': { libelle: 'Motifs de contact', parent: 'themes-contact' },
  'natures-soins': { libelle: 'Natures de soins', parent: null },
  'types-sejour': { libelle: 'Types de séjour hospitalier', parent: null },
  'natures-sinistre': { libelle: 'Natures de sinistre (prévoyance)', parent: null },
  'categories-documents': { libelle: 'Catégories de documents', parent: null },
} as const satisfies Record<string, { libelle: string; parent: string | null }>;

export type ReferentielTable = keyof typeof referentielTables;
export const referentielTableNames = Object.keys(referentielTables) as ReferentielTable[];

export const referentielEntrySchema = z.object({
  code: text(),
  libelle: text(),
  parent: text().nullable(),
});
export type ReferentielEntry = z.infer<typeof referentielEntrySchema>;

export const referentielResponseSchema = z.object({ entries: z.array(referentielEntrySchema) });
export type ReferentielResponse = z.infer<typeof referentielResponseSchema>;
