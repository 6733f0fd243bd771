import { z } from 'zod';
import { text } from '../text.ts';
import { gridPageSchema, gridQuerySchema } from './grid.ts';

/*
 * The outbound change feed as staff see it (issue 14, decision 022): what the management system
 * receives, and where its export stands (`npm run export -- changes`).
 */

export const changementLibelles: Record<string, string> = {
  'demande.creee': 'Nouvelle demande',
  'demande.statut': 'Statut d’une demande',
  'demande.message': 'Message sur une demande',
  'adresse.modifiee': 'Adresse modifiée',
  'rib.prestations.modifie': 'Coordonnées bancaires (remboursements)',
  'cotisation.modifiee': 'Mode de paiement des cotisations',
  'mandat.signe': 'Mandat SEPA signé',
  'abonnement.modifie': 'Préférences de communication',
};

export function changementLibelle(type: string): string {
  return changementLibelles[type] ?? type;
}

export const fluxEtats = ['exporte', 'en_attente'] as const;
export const fluxEtatLibelles: Record<(typeof fluxEtats)[number], string> = {
  exporte: 'Exporté',
  en_attente: 'En attente d’export',
};

const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La date attendue est au format AAAA-MM-JJ.' });

/** GET /api/admin/flux: newest first; by type, export state, member, contract or request number, period. */
export const fluxSearchSchema = gridQuerySchema(['id'])
  .extend({
    order: z.enum(['asc', 'desc']).default('desc'),
    type: text().trim().max(60).optional(),
    etat: z.enum(fluxEtats).optional(),
    /** A member, contract or request number. */
    recherche: text().trim().max(40).optional(),
    du: isoDate.optional(),
    au: isoDate.optional(),
  })
  .refine((s) => !s.du || !s.au || s.du <= s.au, { path: ['au'], error: 'La date de fin précède la date de début.' });
export type FluxSearch = z.infer<typeof fluxSearchSchema>;

export const fluxRowSchema = z.object({
  id: z.number().int(),
  createdAt: text(),
  type: text(),
  numPers: text().nullable(),
  numeroContrat: text().nullable(),
  demandeNumero: text().nullable(),
  donnees: z.record(text(), z.unknown()),
  exporte: z.boolean(),
});
export type FluxRow = z.infer<typeof fluxRowSchema>;
export const fluxPageSchema = gridPageSchema(fluxRowSchema);

/** GET /api/admin/flux/etat: where the export stands for this client. */
export const fluxEtatSchema = z.object({
  dernierExport: text().nullable(),
  exporteJusqua: z.number().int(),
  enAttente: z.number().int(),
  plusAncienEnAttente: text().nullable(),
});
export type FluxEtat = z.infer<typeof fluxEtatSchema>;
