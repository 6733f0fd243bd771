import { z } from 'zod';
import { codeField, messageField, piecesField } from './form-fields.ts';
import { limitedText } from '../text.ts';

/** « Nous contacter » (forms/contact/v2): a theme, then a sub-theme, a message, attachments. */
export const contactMessages = {
  theme: 'Choisissez le thème de votre demande.',
  sousTheme: 'Choisissez le motif de votre demande.',
  message: 'Écrivez votre message.',
} as const;

/** The character limits of its free texts: the schema's, and the form's counters. */
export const contactLimites = { objet: 120, message: 5000 } as const;

export const contactFormSchema = z.strictObject({
  theme: codeField(contactMessages.theme),
  sousTheme: codeField(contactMessages.sousTheme),
  objet: limitedText(contactLimites.objet, 'L’objet').optional(),
  message: messageField(contactLimites.message, 'Le message', contactMessages.message),
  pieces: piecesField({ required: false }),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
