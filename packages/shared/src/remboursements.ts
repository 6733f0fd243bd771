import { z } from 'zod';
import { exportFormatQuery } from './export-format.ts';
import { text } from './text.ts';

/* « Mes remboursements » (§7 v1/adherent/remboursements, v2/adherent/prestations): reimbursement
   lines (décomptes), the payments that group them, and the yearly view (decision 025). Amounts are
   integer cents. */

export const statutsDecompte = ['paye', 'enCours', 'rejete'] as const;
export type StatutDecompte = (typeof statutsDecompte)[number];
export const statutDecompteLibelles: Record<StatutDecompte, string> = {
  paye: 'Payé',
  enCours: 'En cours',
  rejete: 'Rejeté',
};

export const originesDecompte = ['noemie', 'papier', 'tiersPayant'] as const;
export type OrigineDecompte = (typeof originesDecompte)[number];
export const origineDecompteLibelles: Record<OrigineDecompte, string> = {
  noemie: 'Télétransmission (NOEMIE)',
  papier: 'Feuille de soins papier',
  tiersPayant: 'Tiers payant',
};

export const destinatairesPaiement = ['adherent', 'professionnel'] as const;
export type DestinatairePaiement = (typeof destinatairesPaiement)[number];

/** Care domains of the filters, the yearly view and the import (`domaine`). */
export const domainesSoins = {
  'soins-courants': 'Soins courants',
  hospitalisation: 'Hospitalisation',
  optique: 'Optique',
  dentaire: 'Dentaire',
  'aides-auditives': 'Aides auditives',
  'medecines-douces': 'Médecines douces',
  prevention: 'Prévention',
  prevoyance: 'Prévoyance',
  autres: 'Autres soins',
} as const;
export type DomaineSoins = keyof typeof domainesSoins;
export const codesDomaine = Object.keys(domainesSoins) as [DomaineSoins, ...DomaineSoins[]];

/** The §3 editions a member can print from this page. */
export const editionsReleve = [
  'ReleveRemboursement',
  'RelevePrestationSante',
  'RelevePrestationSanteTiers',
  'RelevePrestationPrevoyance',
] as const;
export type EditionReleve = (typeof editionsReleve)[number];
export const editionReleveLibelles: Record<EditionReleve, string> = {
  ReleveRemboursement: 'Relevé de remboursements',
  RelevePrestationSante: 'Relevé de prestations santé',
  RelevePrestationSanteTiers: 'Relevé de prestations santé en tiers payant',
  RelevePrestationPrevoyance: 'Relevé de prestations prévoyance',
};

/** The parts of a line: fee = SS + participation + franchise + mutuelle + reste (decision 040). */
export interface MontantsDecompte {
  fraisReels: number;
  montantSecu: number;
  participationForfaitaire: number;
  franchise: number;
  montantMutuelle: number;
  resteACharge: number;
}

/** The difference between the fee and its parts: 0 when the line adds up. */
export function ecartArithmetique(m: MontantsDecompte): number {
  return m.fraisReels - m.montantSecu - m.participationForfaitaire - m.franchise - m.montantMutuelle - m.resteACharge;
}

/** What the member pays himself: the SS deductions and the rest (labelled « reste à votre charge »). */
export function resteAVotreCharge(
  m: Pick<MontantsDecompte, 'participationForfaitaire' | 'franchise' | 'resteACharge'>,
) {
  return m.participationForfaitaire + m.franchise + m.resteACharge;
}

const isoDay = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date au format AAAA-MM-JJ attendue.');

/** Filters shared by the list, its CSV export, the totals and the statements. */
export const remboursementFiltresSchema = z.strictObject({
  /** numPers of a person of the contract; a beneficiary may only name himself. */
  beneficiaire: text()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  /** Care date on or after / on or before. */
  du: isoDay.optional(),
  au: isoDay.optional(),
  domaine: z.enum(codesDomaine).optional(),
  statut: z.enum(statutsDecompte).optional(),
  recherche: text().trim().max(100).optional(),
});
export type RemboursementFiltres = z.infer<typeof remboursementFiltresSchema>;
/** The filters of the export, in CSV or Excel (decision 041). */
export const remboursementExportSchema = remboursementFiltresSchema.extend(exportFormatQuery);

export const remboursementListQuerySchema = remboursementFiltresSchema.extend({
  limite: z.coerce.number().int().min(1).max(100).default(30),
  apres: text().max(200).optional(),
});
export type RemboursementListQuery = z.input<typeof remboursementListQuerySchema>;

export const ligneRemboursementSchema = z.object({
  id: text(),
  dateSoins: text(),
  beneficiaire: z.object({ numPers: text(), prenom: text(), nom: text() }),
  acteCode: text(),
  acteLibelle: text(),
  domaine: z.enum(codesDomaine),
  professionnel: text(),
  nombre: z.number().int(),
  fraisReels: z.number().int(),
  baseRemboursement: z.number().int(),
  tauxSecu: z.number().int(),
  montantSecu: z.number().int(),
  participationForfaitaire: z.number().int(),
  franchise: z.number().int(),
  montantMutuelle: z.number().int(),
  resteACharge: z.number().int(),
  /** participation + franchise + reste: what the member pays himself. */
  resteAVotreCharge: z.number().int(),
  statut: z.enum(statutsDecompte),
  motifRejet: text().nullable(),
  origine: z.enum(originesDecompte),
  destinataire: z.enum(destinatairesPaiement),
  paiement: z.object({ reference: text(), date: text() }).nullable(),
  nouveau: z.boolean(),
});
export type LigneRemboursement = z.infer<typeof ligneRemboursementSchema>;

export const totauxRemboursementSchema = z.object({
  nombre: z.number().int(),
  fraisReels: z.number().int(),
  montantSecu: z.number().int(),
  participations: z.number().int(),
  montantMutuelle: z.number().int(),
  resteAVotreCharge: z.number().int(),
});
export type TotauxRemboursement = z.infer<typeof totauxRemboursementSchema>;

export const remboursementListResponseSchema = z.object({
  lignes: z.array(ligneRemboursementSchema),
  suivant: text().nullable(),
  /** Totals of every line matching the filters (first page only: later pages keep the first's). */
  totaux: totauxRemboursementSchema.nullable(),
});
export type RemboursementListResponse = z.infer<typeof remboursementListResponseSchema>;

export const explicationSchema = z.object({
  motif: text(),
  montant: z.number().int(),
  texte: text(),
});

export const paiementResumeSchema = z.object({
  reference: text(),
  date: text(),
  destinataire: z.enum(destinatairesPaiement),
  /** The professional paid under tiers payant. */
  professionnel: text().nullable(),
  /** The account credited, masked (FR76 **** **** 7862); null for a professional. */
  compte: text().nullable(),
  montant: z.number().int(),
  nombreLignes: z.number().int(),
});

export const remboursementDetailSchema = z.object({
  ligne: ligneRemboursementSchema,
  explications: z.array(explicationSchema),
  paiement: paiementResumeSchema.nullable(),
  demande: z.object({ numero: text() }).nullable(),
});
export type RemboursementDetail = z.infer<typeof remboursementDetailSchema>;

export const paiementDetailSchema = z.object({
  paiement: paiementResumeSchema,
  lignes: z.array(ligneRemboursementSchema),
  /** A beneficiary sees only his lines of a payment that also paid others. */
  partiel: z.boolean(),
});
export type PaiementDetail = z.infer<typeof paiementDetailSchema>;

export const remboursementOptionsSchema = z.object({
  beneficiaires: z.array(z.object({ numPers: text(), prenom: text(), nom: text(), estMoi: z.boolean() })),
  annees: z.array(z.number().int()),
  nouveaux: z.number().int(),
  alerteNouveauPaiement: z.boolean(),
  categorie: z.enum(['sante', 'prevoyance']),
});
export type RemboursementOptions = z.infer<typeof remboursementOptionsSchema>;

export const alerteBodySchema = z.strictObject({ nouveauPaiement: z.boolean() });

export const prestationsQuerySchema = z.strictObject({
  annee: z.coerce.number().int().min(2000).max(2100),
  beneficiaire: remboursementFiltresSchema.shape.beneficiaire,
});

const sommesSchema = z.object({
  fraisReels: z.number().int(),
  montantSecu: z.number().int(),
  montantMutuelle: z.number().int(),
  resteAVotreCharge: z.number().int(),
});
export const prestationsAnneeSchema = z.object({
  annee: z.number().int(),
  mois: z.array(sommesSchema.extend({ mois: z.number().int() })),
  domaines: z.array(sommesSchema.extend({ domaine: z.enum(codesDomaine), nombre: z.number().int() })),
  totaux: sommesSchema,
});
export type PrestationsAnnee = z.infer<typeof prestationsAnneeSchema>;

export const releveQuerySchema = z.strictObject({
  edition: z.enum(editionsReleve).default('ReleveRemboursement'),
  du: isoDay,
  au: isoDay,
  beneficiaire: remboursementFiltresSchema.shape.beneficiaire,
});

export const remboursementMessages = {
  unknown: 'Ce remboursement est introuvable.',
  unknownPaiement: 'Ce paiement est introuvable.',
  cursor: 'Le curseur de page est invalide.',
  beneficiaire: 'Cette personne ne fait pas partie des bénéficiaires que vous pouvez consulter.',
  periode: 'La date de fin précède la date de début.',
  periodeTropLongue: 'Un relevé couvre au plus trois ans : choisissez une période plus courte.',
  editionCategorie: 'Ce relevé ne concerne pas ce type de contrat.',
  alerteOn: 'Vous recevrez un e-mail à chaque nouveau remboursement.',
  alerteOff: 'Vous ne recevrez plus d’e-mail à chaque nouveau remboursement.',
} as const;
