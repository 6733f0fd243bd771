import { z } from 'zod';
import { etatsContrat } from './contrat-rules.ts';
import { text } from './text.ts';

export const modalitePaiementPrestationSchema = z.object({
  rib: text().nullable(),
  codeModePaiement: text().nullable(),
  isMissing: z.boolean(),
});

export const contratSchema = z.object({
  numeroContratIndividuel: text(),
  nomOffre: text(),
  /** Santé or prévoyance: which forms the contract offers. */
  categorie: z.enum(['sante', 'prevoyance']),
  /** The signed-in person holds the contract (else a beneficiary of it): holder-only forms follow. */
  isSouscripteur: z.boolean(),
  etat: z.enum(etatsContrat),
  isActif: z.boolean(),
  IsPrecontentieux: z.boolean(),
  modalitePaiementPrestation: modalitePaiementPrestationSchema,
});
export type Contrat = z.infer<typeof contratSchema>;

export const contratsResponseSchema = z.object({ contrats: z.array(contratSchema) });
export type ContratsResponse = z.infer<typeof contratsResponseSchema>;
