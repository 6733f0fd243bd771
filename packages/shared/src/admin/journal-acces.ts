import { z } from 'zod';
import { text } from '../text.ts';
import { accesCategories, type AccesCategorie } from '../consultations.ts';
import { gridPageSchema, gridQuerySchema } from './grid.ts';

/*
 * The staff read access log (issue 28, decision 049): who among the staff read which member's data,
 * searched by staff holding `journal_acces`/read, and shown to the member in « Mon compte ».
 */

/** The back office's words for each category. */
export const accesCategorieLabels: Record<AccesCategorie, string> = {
  fiche: 'Fiche adhérent',
  demandes: 'Demandes',
  demande: 'Une demande',
  remboursements: 'Remboursements',
  documents: 'Documents',
  contrats: 'Contrats et garanties',
  profil: 'Profil et coordonnées bancaires',
  voir_comme: '« Voir comme l’adhérent »',
  archive: 'Archive de ses données',
  recherche: 'Recherche (plusieurs adhérents)',
  export: 'Export (plusieurs adhérents)',
};

export const journalAccesSortColumns = ['at'] as const;

const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La date attendue est au format AAAA-MM-JJ.' });

/** GET /api/admin/journal-acces: newest first; by member (number or name), staff member, category, period. */
export const journalAccesSearchSchema = gridQuerySchema(journalAccesSortColumns)
  .extend({
    order: z.enum(['asc', 'desc']).default('desc'),
    adherent: text().trim().max(100).optional(),
    collaborateur: text().trim().max(254).optional(),
    categorie: z.enum(accesCategories, { error: 'Cette catégorie de consultation n’existe pas.' }).optional(),
    du: isoDate.optional(),
    au: isoDate.optional(),
  })
  .refine((s) => !s.du || !s.au || s.du <= s.au, {
    path: ['au'],
    error: 'La date de fin précède la date de début.',
  });
export type JournalAccesSearch = z.infer<typeof journalAccesSearchSchema>;

export const journalAccesRowSchema = z.object({
  id: z.number().int(),
  at: text(),
  collaborateur: text(),
  ip: text().nullable(),
  navigateur: text().nullable(),
  adherent: z.object({ id: z.number().int(), numPers: text(), nom: text(), prenom: text() }).nullable(),
  categorie: z.enum(accesCategories),
  objet: text().nullable(),
  motif: text().nullable(),
  nombre: z.number().int().nullable(),
  criteres: z.record(text(), z.unknown()).nullable(),
});
export type JournalAccesRow = z.infer<typeof journalAccesRowSchema>;

export const journalAccesPageSchema = gridPageSchema(journalAccesRowSchema);
