import { z } from 'zod';
import { montantEnCentimes } from '../montant.ts';
import { text } from '../text.ts';
import { codeField, dateField, messageField, numPersField, piecesField } from './form-fields.ts';

/**
 * « Demande de remboursement » (forms/demande-remboursement): care that the NOEMIE link did not
 * bring, with its invoices. The Sécurité sociale pays within two years of the care (CSS L. 332-1).
 */
export const remboursementMessages = {
  dateSoins: 'Indiquez la date des soins.',
  natureSoins: 'Choisissez la nature des soins.',
  montantInvalide: 'Le montant doit être un nombre, par exemple 45,50.',
  montantDecimales: 'Le montant ne peut pas avoir plus de 2 décimales.',
  montantNul: 'Le montant payé doit être supérieur à 0 €.',
  montantAbsurde: 'Le montant ne peut pas dépasser 100 000 €.',
} as const;

export const demandeRemboursementFormSchema = z.strictObject({
  beneficiaire: numPersField,
  dateSoins: dateField(remboursementMessages.dateSoins, { daysBefore: 2 * 365, daysAfter: 0 }),
  natureSoins: codeField(remboursementMessages.natureSoins),
  professionnel: text().trim().max(120).optional(),
  montantPaye: montantEnCentimes({
    minimum: { centimes: 1, message: remboursementMessages.montantNul },
    maximumEuros: 100_000,
    messages: remboursementMessages,
  }),
  commentaire: messageField(2000).optional(),
  pieces: piecesField({ required: true }),
});
export type DemandeRemboursementFormInput = z.input<typeof demandeRemboursementFormSchema>;
