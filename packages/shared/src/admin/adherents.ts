import { z } from 'zod';
import { exportFormatQuery } from '../export-format.ts';
import { cleanNirInput, nirMessages } from '../nir.ts';
import { isValidNir } from '../validators.ts';
import { text } from '../text.ts';
import { gridPageSchema, gridQuerySchema } from './grid.ts';

/** State of a member's portal account, as the back office shows it (issue 14). */
export const compteEtats = ['aucun', 'a_activer', 'actif', 'desactive'] as const;
export type CompteEtat = (typeof compteEtats)[number];
export const compteEtatLabels: Record<CompteEtat, string> = {
  aucun: 'Pas de compte',
  a_activer: 'À activer',
  actif: 'Actif',
  desactive: 'Désactivé',
};

export const adherentSortColumns = ['nom', 'numPers', 'codePostal'] as const;

/**
 * GET /api/admin/adherents: search by name (each word the start of the last or first name),
 * member number, contract number, e-mail, NIR (exact, 13 characters) or postal code.
 */
export const adherentSearchSchema = gridQuerySchema(adherentSortColumns).extend({
  nom: text().trim().max(100).optional(),
  numPers: text().trim().max(40).optional(),
  contrat: text().trim().max(40).optional(),
  email: text().trim().max(254).optional(),
  nir: text()
    .transform((value) => cleanNirInput(value))
    .refine(isValidNir, { error: nirMessages.format })
    .optional(),
  codePostal: text()
    .trim()
    .regex(/^\d{5}$/, { error: 'Le code postal compte 5 chiffres.' })
    .optional(),
  /** Only for a role spanning clients: another client's code. */
  client: text().trim().max(40).optional(),
});
export type AdherentSearch = z.infer<typeof adherentSearchSchema>;

export const adherentMessages = {
  exportTooLarge: (limit: number) =>
    `Plus de ${limit.toLocaleString('fr-FR')} adhérents répondent à cette recherche : affinez-la avant d’exporter.`,
} as const;

/** Rows a CSV export carries at most: beyond, staff narrow the search first. */
export const adherentExportLimit = 10_000;

/** The same search for the CSV export: every row (at most adherentExportLimit), in the list's order. */
export const adherentExportSchema = adherentSearchSchema.omit({ page: true, pageSize: true }).extend(exportFormatQuery);

export const adherentRowSchema = z.object({
  id: z.number().int(),
  client: text(),
  numPers: text(),
  nom: text(),
  prenom: text(),
  dateNaissance: text(),
  email: text().nullable(),
  codePostal: text().nullable(),
  ville: text().nullable(),
  contrats: z.array(text()),
  compte: z.enum(compteEtats),
});
export type AdherentRow = z.infer<typeof adherentRowSchema>;

export const adherentPageSchema = gridPageSchema(adherentRowSchema);
