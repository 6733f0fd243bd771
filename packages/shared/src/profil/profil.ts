import { z } from 'zod';
import { text } from '../text.ts';

/* Answers of « Mon profil » (decision 026): what the member sees, bank accounts and NIR masked. */

const nullableText = text().nullable();

export const adresseVueSchema = z.object({
  /** The AFNOR lines, ready to print. */
  lignes: z.array(text()),
  codePostal: text(),
  localite: text(),
  libellePays: text(),
  adresseEtrangere: z.boolean(),
  dateEffet: nullableText,
  champs: z.record(text(), z.union([text(), z.boolean()])),
});
export type AdresseVue = z.infer<typeof adresseVueSchema>;

export const profilResponseSchema = z.object({
  identite: z.object({
    civilite: nullableText,
    nom: text(),
    prenom: text(),
    nomPatronymique: nullableText,
    dateNaissance: text(),
    /** « 2 78 05 44 *** *** 19 »: never the whole number. */
    nirMasque: nullableText,
    numPers: text(),
    teletransmission: z.boolean(),
    motifRefusTeletransmission: nullableText,
  }),
  adresse: adresseVueSchema.nullable(),
  contact: z.object({ email: text(), telephoneMasque: nullableText }),
  preferences: z.object({
    dematerialisation: z.boolean(),
    alerteRemboursement: z.boolean(),
    alerteDocument: z.boolean(),
    alerteDemande: z.boolean(),
    alerteNotification: z.boolean(),
  }),
});
export type ProfilResponse = z.infer<typeof profilResponseSchema>;

const compteVueSchema = z.object({
  titulaire: nullableText,
  ibanMasque: nullableText,
  bic: nullableText,
  banque: nullableText,
});

export const statutsMandat = { actif: 'Actif', en_attente: 'En attente de traitement', remplace: 'Remplacé' } as const;

export const mandatVueSchema = z.object({
  rum: text(),
  statut: z.enum(['actif', 'en_attente', 'remplace']),
  signeLe: text(),
  remplaceLe: nullableText,
  titulaire: text(),
  ibanMasque: text(),
  jourPrelevement: z.number().int(),
});
export type MandatVue = z.infer<typeof mandatVueSchema>;

export const echeanceSchema = z.object({
  date: text(),
  libelle: text(),
  montantCentimes: z.number().int(),
  statut: z.enum(['payee', 'a_venir']),
});
export type Echeance = z.infer<typeof echeanceSchema>;

export const paiementsResponseSchema = z.object({
  numeroContrat: text(),
  prestations: compteVueSchema.extend({ codeModePaiement: nullableText, isMissing: z.boolean() }),
  cotisations: compteVueSchema.extend({
    mode: z.enum(['prelevement', 'cheque', 'virement']),
    jourPrelevement: z.number().int().nullable(),
    mensualiteCentimes: z.number().int().nullable(),
  }),
  /** The creditor printed on mandates; null: the client offers no direct debit online. */
  sepa: z.object({ ics: text(), creancier: text() }).nullable(),
  mandats: z.array(mandatVueSchema),
  echeancier: z.object({
    annee: z.number().int(),
    echeances: z.array(echeanceSchema),
    totalCentimes: z.number().int(),
  }),
});
export type PaiementsResponse = z.infer<typeof paiementsResponseSchema>;

export function maskNir(nir: string | null, cle: string | null): string | null {
  if (!nir || nir.length !== 13) return null;
  return `${nir[0]} ${nir.slice(1, 3)} ${nir.slice(3, 5)} ${nir.slice(5, 7)} *** ***${cle ? ` ${cle}` : ''}`;
}
