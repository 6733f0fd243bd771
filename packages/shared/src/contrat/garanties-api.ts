import { z } from 'zod';
import { offreSchema } from '../garanties/offre-schema.ts';
import { text } from '../text.ts';

/* « Mes garanties » (GET /api/v2/adherent/garanties) and « Estimer un remboursement »
   (POST /api/v2/adherent/garanties/estimation), for the contract of X-NumContrat. */

export const garantiesResponseSchema = z.object({
  numeroContratIndividuel: text(),
  /** The offer as this contract is covered: subscribed reinforcements already applied. */
  offre: offreSchema,
  /** Stated once above the table (« remboursement Sécurité sociale inclus »). */
  convention: text(),
  /** The offer's reinforcements (AjoutRenforts), subscribed or available. */
  renforts: z.array(z.object({ code: text(), libelle: text(), description: text().nullable(), souscrit: z.boolean() })),
  /** The acte codes a subscribed reinforcement improved, to mark them in the table. */
  actesRenforces: z.array(text()),
  /** The client's other offers, for « changer de niveau de garantie ». */
  autresOffres: z.array(z.object({ code: text(), libelle: text(), description: text().nullable() })),
});
export type GarantiesResponse = z.infer<typeof garantiesResponseSchema>;

const centimes = z.number().int().min(0);

export const estimationResponseSchema = z.object({
  acte: z.object({ code: text(), libelle: text(), chemin: z.array(text()) }),
  niveau: text(),
  fraisReels: centimes,
  baseRemboursement: centimes,
  tauxSecu: z.number(),
  montantSecu: centimes,
  participationForfaitaire: centimes,
  franchise: centimes,
  montantMutuelle: centimes,
  resteACharge: centimes,
  /** What the member pays himself: participation + franchise + reste. */
  totalACharge: centimes,
  explications: z.array(z.object({ motif: text(), montant: centimes, texte: text() })),
});
export type EstimationResponse = z.infer<typeof estimationResponseSchema>;
