import { z } from 'zod';
import { text } from './text.ts';

/* « Mes documents »: courriers (§7 adherent/courriers) and the document store (§7 cgdm-svc/ged). */

export const documentSources = {
  courriers: { route: 'adherent/courriers', source: 'courrier', libelle: 'Courriers' },
  ged: { route: 'cgdm-svc/ged', source: 'ged', libelle: 'Documents' },
} as const;

export const documentListQuerySchema = z.strictObject({
  categorie: text()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  recherche: text().trim().max(100).optional(),
  limite: z.coerce.number().int().min(1).max(100).default(50),
  apres: text().max(200).optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const documentSchema = z.object({
  id: text(),
  titre: text(),
  categorie: text(),
  libelleCategorie: text(),
  dateDocument: text(),
  taille: z.number().int(),
  contentType: text(),
  nonLu: z.boolean(),
  numeroContrat: text().nullable(),
});
export type DocumentItem = z.infer<typeof documentSchema>;

export const documentListResponseSchema = z.object({
  documents: z.array(documentSchema),
  suivant: text().nullable(),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

export const documentMessages = {
  unknown: 'Ce document est introuvable.',
  cursor: 'Le curseur de page est invalide.',
} as const;
