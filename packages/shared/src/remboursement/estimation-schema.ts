import { z } from 'zod';
import type { Acte } from '../garanties/offre-schema.ts';
import { dateIsoSchema } from '../garanties/valeurs-datees.ts';
import { montantEnCentimes } from '../montant.ts';
import { text } from '../text.ts';

/* The « Estimer un remboursement » request, shared by the form and the route. Amounts are typed in
   euros (« 45,50 » or 45.5) and come out in cents. */

export const montantMaximalEuros = 100_000;

export const estimationMessages = {
  acteObligatoire: 'Choisissez un acte.',
  acteInconnu: 'Acte inconnu : choisissez un acte de votre garantie.',
  fraisObligatoires: 'Le prix payé est obligatoire.',
  montantObligatoire: 'Le montant est obligatoire.',
  montantInvalide: 'Le montant doit être un nombre, par exemple 45,50.',
  montantDecimales: 'Le montant ne peut pas avoir plus de 2 décimales.',
  fraisNuls: 'Le montant des frais doit être supérieur à 0 €.',
  montantNegatif: 'Le montant ne peut pas être négatif.',
  montantAbsurde: 'Le montant ne peut pas dépasser 100 000 €.',
  baseObligatoire: 'Indiquez la base de remboursement figurant sur votre devis.',
  baseSuperieure: 'La base de remboursement ne peut pas dépasser les frais.',
  montureSuperieure: 'Le prix de la monture ne peut pas dépasser celui de l’équipement.',
  nombre: 'Le nombre doit être un entier entre 1 et 365.',
  age: 'L’âge doit être un nombre entier d’années entre 0 et 130.',
} as const;

/** An amount in euros; `obligatoire`: what an empty one says (the field's own words). */
function montantEuros(minimum: { centimes: number; message: string }, obligatoire: string) {
  return montantEnCentimes({
    minimum,
    maximumEuros: montantMaximalEuros,
    messages: { ...estimationMessages, montantObligatoire: obligatoire },
  });
}
const positif = { centimes: 1, message: estimationMessages.fraisNuls };
const positifOuNul = { centimes: 0, message: estimationMessages.montantNegatif };

export const estimationRequestSchema = z
  .strictObject({
    acteCode: text({ error: estimationMessages.acteObligatoire })
      .trim()
      .min(1, estimationMessages.acteObligatoire)
      .max(40, estimationMessages.acteInconnu),
    fraisReels: montantEuros(positif, estimationMessages.fraisObligatoires),
    baseRemboursement: montantEuros(positifOuNul, estimationMessages.baseObligatoire).optional(),
    fraisMonture: montantEuros(positifOuNul, estimationMessages.montantObligatoire).optional(),
    optam: z.boolean().optional(),
    ageBeneficiaire: z
      .number({ error: estimationMessages.age })
      .int(estimationMessages.age)
      .min(0, estimationMessages.age)
      .max(130, estimationMessages.age)
      .optional(),
    nombre: z
      .number({ error: estimationMessages.nombre })
      .int(estimationMessages.nombre)
      .min(1, estimationMessages.nombre)
      .max(365, estimationMessages.nombre)
      .optional(),
    dateSoins: dateIsoSchema.optional(),
  })
  .superRefine((demande, ctx) => {
    if (demande.baseRemboursement !== undefined && demande.baseRemboursement > demande.fraisReels) {
      ctx.addIssue({ code: 'custom', path: ['baseRemboursement'], message: estimationMessages.baseSuperieure });
    }
    if (demande.fraisMonture !== undefined && demande.fraisMonture > demande.fraisReels) {
      ctx.addIssue({ code: 'custom', path: ['fraisMonture'], message: estimationMessages.montureSuperieure });
    }
  });
export type EstimationRequest = z.output<typeof estimationRequestSchema>;
export type EstimationRequestEntree = z.input<typeof estimationRequestSchema>;

/** The request for one offer: the acte must be one of its actes, with the quote's base when it needs one. */
export function estimationRequestSchemaPour(actes: readonly Acte[]) {
  const parCode = new Map(actes.map((acte) => [acte.code, acte]));
  return estimationRequestSchema.superRefine((demande, ctx) => {
    const acte = parCode.get(demande.acteCode);
    if (!acte) ctx.addIssue({ code: 'custom', path: ['acteCode'], message: estimationMessages.acteInconnu });
    else if (acte.secu.base.type === 'devis' && demande.baseRemboursement === undefined) {
      ctx.addIssue({ code: 'custom', path: ['baseRemboursement'], message: estimationMessages.baseObligatoire });
    }
  });
}
