import { z } from 'zod';
import { codeField, messageField, piecesField } from './form-fields.ts';
import { text } from '../text.ts';

/** « Nous contacter » (forms/contact/v2): a theme, then a sub-theme, a message, attachments. */
export const contactMessages = {
  theme: 'Choisissez le thème de votre demande.',
  sousTheme: 'Choisissez le motif de votre demande.',
  message: 'Écrivez votre message.',
} as const;

export const contactFormSchema = z.strictObject({
  theme: codeField(contactMessages.theme),
  sousTheme: codeField(contactMessages.sousTheme),
  objet: text().trim().max(120).optional(),
  message: messageField(5000, contactMessages.message),
  pieces: piecesField({ required: false }),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
