import { z } from 'zod';
import { centimesSchema, valeursDateesSchema } from './valeurs-datees.ts';
import { text } from '../text.ts';

/*
 * An offer's guarantee tree (§3: Domaine, Acte, Prestation). Levels are written as brochures write
 * them, « remboursement Sécurité sociale inclus »: 200 % BR means the SS part plus the mutuelle part
 * reach 200 % of the SS base. Amounts are integer cents.
 */

const codeSchema = text().regex(/^[A-Z0-9_]{2,40}$/, 'Le code doit contenir de 2 à 40 majuscules, chiffres ou « _ ».');
const libelleSchema = text().trim().min(1, 'Le libellé est obligatoire.').max(120, 'Libellé trop long.');
const pourcentSchema = z.number().min(0, 'Le taux ne peut pas être négatif.').max(1000, 'Taux invraisemblable.');
const nombreSchema = z.number().int().min(1).max(365);

export const unitesForfait = ['an', 'acte', 'seance', 'jour', 'equipement', 'aideAuditive'] as const;
export type UniteForfait = (typeof unitesForfait)[number];

const forfaitChamps = {
  montant: centimesSchema,
  unite: z.enum(unitesForfait),
  /** How many séances / actes a year the forfait pays for (« 4 séances par an »). */
  maxParAn: nombreSchema.optional(),
  /** For equipment: one every N years (« tous les 2 ans »). */
  periodeAnnees: z.number().int().min(1).max(10).optional(),
  /** Optics: the part of the forfait the frame may take (« dont monture 100 € maximum »). */
  dontMonture: centimesSchema.optional(),
};

/** Who the level applies to: brochures split adults and children (optics). */
const communPrestation = {
  libelle: libelleSchema.optional(),
  ageMinimum: z.number().int().min(0).max(130).optional(),
  ageMaximum: z.number().int().min(0).max(130).optional(),
};

export const prestationSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pourcentageBR'), taux: pourcentSchema, ...communPrestation }),
  z.strictObject({ type: z.literal('optam'), optam: pourcentSchema, nonOptam: pourcentSchema, ...communPrestation }),
  z.strictObject({ type: z.literal('forfait'), ...forfaitChamps, ...communPrestation }),
  z.strictObject({
    type: z.literal('pourcentageBRPlusForfait'),
    taux: pourcentSchema,
    forfait: z.strictObject(forfaitChamps),
    ...communPrestation,
  }),
  z.strictObject({ type: z.literal('fraisReels'), ...communPrestation }),
  z.strictObject({ type: z.literal('centPourCentSante'), ...communPrestation }),
  z.strictObject({ type: z.literal('nonCouvert'), ...communPrestation }),
]);
export type Prestation = z.infer<typeof prestationSchema>;
export type TypePrestation = Prestation['type'];

export const typesVerre = ['simple', 'complexe', 'tresComplexe'] as const;
export type TypeVerre = (typeof typesVerre)[number];

/** How the SS base of an acte is known. */
export const baseSecuSchema = z.discriminatedUnion('type', [
  /** A tariff (consultation G, détartrage…), per unit; `nonOptam` for secteur 2 doctors without OPTAM. */
  z.strictObject({ type: z.literal('fixe'), montants: valeursDateesSchema, nonOptam: centimesSchema.optional() }),
  /** The base is the price charged (medicines, biology, hospital stay). */
  z.strictObject({ type: z.literal('frais') }),
  /** The base is on the quote (surgery, imaging, optics, prostheses): the member enters it. */
  z.strictObject({ type: z.literal('devis') }),
  /** Not reimbursed by the Sécurité sociale (osteopathy, forfait journalier). */
  z.strictObject({ type: z.literal('aucune') }),
]);
export type BaseSecu = z.infer<typeof baseSecuSchema>;

export const paniers = ['centPourCentSante', 'optiqueClasseB', 'aideAuditiveClasseII'] as const;

/** What the Sécurité sociale does for an acte: the data the estimate needs. */
export const secuActeSchema = z.strictObject({
  taux: z.number().min(0).max(100),
  base: baseSecuSchema,
  participationForfaitaire: z.boolean().default(false),
  franchise: z.enum(['boite', 'acteParamedical', 'transport']).nullable().default(null),
  /** A doctor's fee: the OPTAM / non-OPTAM split and the contrat-responsable cap apply. */
  medecin: z.boolean().default(false),
  /** From 120 € the ticket modérateur becomes the flat participation on heavy acts. */
  acteLourd: z.boolean().default(false),
  panier: z.enum(paniers).optional(),
  /** 100 % Santé: price (or fee) limit per unit. */
  prixLimiteDeVente: valeursDateesSchema.optional(),
  /** Optics classe B: the two lenses, which set the contrat-responsable ceiling. */
  verres: z.tuple([z.enum(typesVerre), z.enum(typesVerre)]).optional(),
});
export type SecuActe = z.infer<typeof secuActeSchema>;

export const acteSchema = z.strictObject({
  code: codeSchema,
  libelle: libelleSchema,
  motsCles: z.array(text().min(1)).optional(),
  secu: secuActeSchema,
  prestations: z.array(prestationSchema).default([]),
  tags: z.array(libelleSchema).optional(),
  mettreEnValeur: z.boolean().optional(),
});
export type Acte = z.infer<typeof acteSchema>;
type ActeEntree = z.input<typeof acteSchema>;

export interface Domaine {
  code: string;
  libelle: string;
  actes: Acte[];
  subDomaines: Domaine[];
  options: string[];
  tags: string[];
  mettreEnValeur: boolean;
}
export interface DomaineEntree {
  code: string;
  libelle: string;
  actes?: ActeEntree[];
  subDomaines?: DomaineEntree[];
  options?: string[];
  tags?: string[];
  mettreEnValeur?: boolean;
}

export const domaineSchema: z.ZodType<Domaine, DomaineEntree> = z.lazy(() =>
  z.strictObject({
    code: codeSchema,
    libelle: libelleSchema,
    actes: z.array(acteSchema).default([]),
    subDomaines: z.array(domaineSchema).default([]),
    options: z.array(codeSchema).default([]),
    tags: z.array(libelleSchema).default([]),
    mettreEnValeur: z.boolean().default(false),
  }),
);

/** A reinforcement (AjoutRenforts): subscribing to it replaces the prestations of the listed actes. */
export const renfortSchema = z.strictObject({
  code: codeSchema,
  libelle: libelleSchema,
  description: text().max(500).optional(),
  actes: z.array(z.strictObject({ code: codeSchema, prestations: z.array(prestationSchema).min(1) })).min(1),
});
export type Renfort = z.infer<typeof renfortSchema>;

export const offreSchema = z.strictObject({
  code: codeSchema,
  libelle: libelleSchema,
  description: text().max(1000).optional(),
  domaines: z.array(domaineSchema).min(1, 'Une offre contient au moins un domaine.'),
  renforts: z.array(renfortSchema).default([]),
});
export type Offre = z.infer<typeof offreSchema>;
export type OffreEntree = z.input<typeof offreSchema>;
