import { z } from 'zod';
import { etatsContrat } from '../contrat-rules.ts';
import { modalitePaiementPrestationSchema } from '../contrats.ts';
import { text } from '../text.ts';

/* « Mes contrats »: the contract of X-NumContrat as the member sees it (GET /api/v2/adherent/contrat). */

export const liensBeneficiaire = ['conjoint', 'enfant', 'autre'] as const;
export type LienBeneficiaire = (typeof liensBeneficiaire)[number];
export const libellesLien: Record<LienBeneficiaire | 'souscripteur', string> = {
  souscripteur: 'Souscripteur',
  conjoint: 'Conjoint',
  enfant: 'Enfant',
  autre: 'Autre ayant droit',
};

export const assureSchema = z.object({
  numPers: text(),
  codeCivilite: text().nullable(),
  nom: text(),
  prenom: text(),
  lien: z.enum(['souscripteur', ...liensBeneficiaire]),
  libelleLien: text(),
  dateNaissance: text(),
  /** « 2 78 05 ** *** *** 19 »: never the full number. */
  nirMasque: text().nullable(),
  teletransmission: z.boolean(),
  motifRefusTeletransmission: text().nullable(),
  libelleMotifRefus: text().nullable(),
  estMoi: z.boolean(),
});
export type Assure = z.infer<typeof assureSchema>;

export const contratDetailSchema = z.object({
  numeroContratIndividuel: text(),
  nomOffre: text(),
  codeOffre: text().nullable(),
  categorie: z.enum(['sante', 'prevoyance']),
  etat: z.enum(etatsContrat),
  libelleEtat: text(),
  isActif: z.boolean(),
  IsPrecontentieux: z.boolean(),
  dateEffet: text().nullable(),
  dateResiliation: text().nullable(),
  modalitePaiementPrestation: modalitePaiementPrestationSchema,
  isSouscripteur: z.boolean(),
  /** Reinforcements subscribed (AjoutRenforts), with their label. */
  renforts: z.array(z.object({ code: text(), libelle: text() })),
  /** Who holds the contract: a name, nothing more (a beneficiary reads it too). */
  souscripteur: z.object({
    codeCivilite: text().nullable(),
    /** Its abbreviation from the client's table « civilites » (« Mme »). */
    civilite: text().nullable(),
    prenom: text(),
    nom: text(),
    estMoi: z.boolean(),
  }),
  /** The people covered: everyone for the holder (holder first); a beneficiary sees himself only. */
  assures: z.array(assureSchema),
  /** Documents this contract can issue now (a certificate or a card needs a valid contract). */
  editions: z.object({ attestation: z.boolean(), carteTP: z.boolean(), situationContractuelle: z.boolean() }),
});
export type ContratDetail = z.infer<typeof contratDetailSchema>;

export const contratMessages = {
  contratRequis: 'Choisissez d’abord un contrat.',
  nonValide: 'Ce document n’est délivré que pour un contrat en vigueur (état « Valide »).',
  offreInconnue: 'Le détail des garanties de cette offre n’est pas encore disponible. Contactez votre mutuelle.',
  pasSante: 'Ce contrat n’est pas un contrat santé : il n’a pas de tableau de garanties ni de carte de tiers payant.',
} as const;
