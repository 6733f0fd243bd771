import { z } from 'zod';
import { montantEnCentimes } from '../montant.ts';
import { limitedText } from '../text.ts';
import { codeField, dateField, messageField, numPersField, piecesField } from './form-fields.ts';

/**
 * « Demande de remboursement » (forms/demande-remboursement): care that the NOEMIE link did not
 * bring, with its invoices. The Sécurité sociale pays within two years of the care (CSS L. 332-1).
 */
export const remboursementMessages = {
  dateSoins: 'Indiquez la date des soins.',
  natureSoins: 'Choisissez la nature des soins.',
  montantObligatoire: 'Le montant payé est obligatoire.',
  montantInvalide: 'Le montant doit être un nombre, par exemple 45,50.',
  montantDecimales: 'Le montant ne peut pas avoir plus de 2 décimales.',
  montantNul: 'Le montant payé doit être supérieur à 0 €.',
  montantAbsurde: 'Le montant ne peut pas dépasser 100 000 €.',
} as const;

/** The character limits of its free texts: the schema's, and the form's counters. */
export const remboursementLimites = { professionnel: 120, commentaire: 2000 } as const;

export const demandeRemboursementFormSchema = z.strictObject({
  beneficiaire: numPersField,
  dateSoins: dateField(remboursementMessages.dateSoins, { daysBefore: 2 * 365, daysAfter: 0 }),
  natureSoins: codeField(remboursementMessages.natureSoins),
  professionnel: limitedText(remboursementLimites.professionnel, 'Le nom du professionnel de santé').optional(),
  montantPaye: montantEnCentimes({
    minimum: { centimes: 1, message: remboursementMessages.montantNul },
    maximumEuros: 100_000,
    messages: remboursementMessages,
  }),
  commentaire: messageField(remboursementLimites.commentaire, 'Le commentaire').optional(),
  pieces: piecesField({ required: true }),
});
export type DemandeRemboursementFormInput = z.input<typeof demandeRemboursementFormSchema>;
