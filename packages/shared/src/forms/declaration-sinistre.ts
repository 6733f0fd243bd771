import { z } from 'zod';
import { codeField, dateField, messageField, numPersField, piecesField } from './form-fields.ts';

/** « Déclaration de sinistre » (forms/declarationsinistre), for prévoyance contracts. */
export const sinistreMessages = {
  nature: 'Choisissez la nature du sinistre.',
  dateSinistre: 'Indiquez la date du sinistre.',
  description: 'Décrivez les circonstances.',
} as const;

/** The character limit of the circumstances: the schema's, and the form's counter. */
export const sinistreLimites = { description: 3000 } as const;

export const declarationSinistreFormSchema = z.strictObject({
  assure: numPersField,
  nature: codeField(sinistreMessages.nature),
  dateSinistre: dateField(sinistreMessages.dateSinistre, { daysBefore: 2 * 365, daysAfter: 0 }),
  description: messageField(sinistreLimites.description, 'Le récit des circonstances', sinistreMessages.description),
  pieces: piecesField({ required: true }),
});
export type DeclarationSinistreFormInput = z.input<typeof declarationSinistreFormSchema>;
