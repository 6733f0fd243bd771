import '@portail/shared/zod-fr';
import { z } from 'zod';
import { formatEuros } from '@portail/shared/format';
import {
  codesDomaine,
  destinatairesPaiement,
  ecartArithmetique,
  originesDecompte,
  statutsDecompte,
} from '@portail/shared/remboursements';
import { text } from '@portail/shared/text';
import { identifiant, isoDate, texte, todayIso } from './import-fields.ts';

/**
 * The reimbursement records of the import (docs/import-format.schema.json describes the same
 * fields): `paiement` (one bank transfer) and `decompte` (one line of a statement). Amounts are
 * integer cents. Messages start in lower case: the report prefixes « Ligne N, champ : ».
 */

/** The management system's stable key of a line or of a payment. */
const cleImport = text()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]{0,79}$/, {
    error: (issue) =>
      `clé invalide (${String(issue.input)}) : 1 à 80 lettres, chiffres, « . », « _ », « : », « / » ou « - »`,
  });

const maxCentimes = 100_000_000;
const centimes = z
  .number()
  .int('nombre entier de centimes attendu (30 € s’écrit 3000)')
  .min(0, 'montant négatif')
  .max(maxCentimes, 'montant supérieur à 1 000 000 €');

const datePassee = (nom: string) =>
  isoDate().refine((value) => value <= todayIso(), {
    error: (issue) => `la ${nom} est dans le futur (${String(issue.input)})`,
  });

export const paiementObjectSchema = z.strictObject({
  type: z.literal('paiement'),
  reference: cleImport,
  numeroContratIndividuel: identifiant,
  datePaiement: datePassee('date de paiement'),
  destinataire: z.enum(destinatairesPaiement),
  professionnel: texte(200).optional(),
  montant: centimes,
});

export const paiementSchema = paiementObjectSchema.superRefine((p, ctx) => {
  if (p.destinataire === 'professionnel' && p.professionnel === undefined)
    ctx.addIssue({ code: 'custom', path: ['professionnel'], message: 'obligatoire pour un paiement au professionnel' });
  if (p.destinataire === 'adherent' && p.professionnel !== undefined)
    ctx.addIssue({ code: 'custom', path: ['professionnel'], message: 'sans objet pour un paiement à l’adhérent' });
});

export const decompteObjectSchema = z.strictObject({
  type: z.literal('decompte'),
  cle: cleImport,
  numeroContratIndividuel: identifiant,
  numPers: identifiant,
  dateSoins: datePassee('date des soins'),
  acte: z.strictObject({
    code: text()
      .trim()
      .regex(/^[A-Z0-9_]{1,40}$/, 'code en majuscules, chiffres et « _ » (40 caractères au plus)'),
    libelle: texte(200),
  }),
  domaine: z.enum(codesDomaine),
  professionnel: texte(200),
  nombre: z.number().int().min(1).max(999).default(1),
  fraisReels: centimes,
  baseRemboursement: centimes,
  tauxSecu: z.number().int().min(0).max(100),
  montantSecu: centimes,
  participationForfaitaire: centimes.default(0),
  franchise: centimes.default(0),
  montantMutuelle: centimes,
  resteACharge: centimes,
  acteNonCouvert: z.boolean().default(false),
  forfaitEpuise: centimes.default(0),
  origine: z.enum(originesDecompte),
  destinataire: z.enum(destinatairesPaiement),
  statut: z.enum(statutsDecompte),
  motifRejet: texte(300).optional(),
  paiement: cleImport.optional(),
  numeroDemande: text()
    .regex(/^D\d{8}$/, 'numéro de demande attendu : D suivi de 8 chiffres')
    .optional(),
});

const euros = (c: number) => formatEuros(c);

const montants = [
  'fraisReels',
  'baseRemboursement',
  'montantSecu',
  'participationForfaitaire',
  'franchise',
  'montantMutuelle',
  'resteACharge',
] as const;

export const decompteSchema = decompteObjectSchema.superRefine((d, ctx) => {
  // An amount already refused (negative, not a whole number) says enough.
  if (montants.some((m) => !Number.isInteger(d[m]) || d[m] < 0)) return;
  const ecart = ecartArithmetique(d);
  if (ecart !== 0)
    ctx.addIssue({
      code: 'custom',
      path: ['fraisReels'],
      message: `les montants ne s’additionnent pas : frais réels ${euros(d.fraisReels)} ≠ Sécurité sociale ${euros(d.montantSecu)} + participation forfaitaire ${euros(d.participationForfaitaire)} + franchise ${euros(d.franchise)} + mutuelle ${euros(d.montantMutuelle)} + reste à charge ${euros(d.resteACharge)} (écart ${euros(ecart)})`,
    });
  if (d.baseRemboursement > d.fraisReels)
    ctx.addIssue({ code: 'custom', path: ['baseRemboursement'], message: 'la base dépasse les frais réels' });
  const secuAvantRetenues = d.montantSecu + d.participationForfaitaire + d.franchise;
  if (secuAvantRetenues > d.baseRemboursement && d.baseRemboursement > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['montantSecu'],
      message: `la part Sécurité sociale avant retenues (${euros(secuAvantRetenues)}) dépasse la base (${euros(d.baseRemboursement)})`,
    });
  if (d.statut === 'paye' && d.paiement === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['paiement'],
      message: 'obligatoire pour une ligne payée (référence du paiement)',
    });
  if (d.statut !== 'paye' && d.paiement !== undefined)
    ctx.addIssue({ code: 'custom', path: ['paiement'], message: 'seule une ligne payée a un paiement' });
  if (d.statut === 'rejete' && d.motifRejet === undefined)
    ctx.addIssue({ code: 'custom', path: ['motifRejet'], message: 'obligatoire pour une ligne rejetée' });
  if (d.statut !== 'rejete' && d.motifRejet !== undefined)
    ctx.addIssue({ code: 'custom', path: ['motifRejet'], message: 'seule une ligne rejetée a un motif' });
  if (d.statut === 'rejete' && d.montantMutuelle > 0)
    ctx.addIssue({ code: 'custom', path: ['montantMutuelle'], message: 'une ligne rejetée ne rembourse rien' });
  if ((d.destinataire === 'professionnel') !== (d.origine === 'tiersPayant'))
    ctx.addIssue({
      code: 'custom',
      path: ['destinataire'],
      message: 'le professionnel n’est payé qu’en tiers payant (origine tiersPayant), l’adhérent sinon',
    });
});

export type PaiementRecord = z.output<typeof paiementSchema>;
export type DecompteRecord = z.output<typeof decompteSchema>;
