import { z } from 'zod';
import { adresseText } from '../profil/adresse.ts';
import { dateField, messageField, piecesField } from './form-fields.ts';

/** « Changement de situation familiale » (forms/situation-familiale): the event, its date, the proof. */
export const situationFamilialeMessages = {
  evenement: 'Choisissez le changement de situation.',
  date: 'Indiquez la date de l’événement.',
  enfantPrenom: 'Indiquez le prénom de l’enfant.',
  enfantNom: 'Indiquez le nom de l’enfant.',
} as const;

/** The character limits of its free texts: the schema's, and the form's counters. */
export const situationFamilialeLimites = { enfantPrenom: 50, enfantNom: 50, commentaire: 2000 } as const;

export const evenementsFamiliaux = [
  { code: 'mariage', libelle: 'Mariage' },
  { code: 'pacs', libelle: 'PACS' },
  { code: 'divorce', libelle: 'Divorce ou fin de PACS' },
  { code: 'naissance', libelle: 'Naissance ou adoption' },
] as const;

export function libelleEvenementFamilial(code: unknown): string {
  return evenementsFamiliaux.find((e) => e.code === code)?.libelle ?? String(code);
}

export const situationFamilialeFormSchema = z
  .strictObject({
    evenement: z.enum(['mariage', 'pacs', 'divorce', 'naissance'], { error: situationFamilialeMessages.evenement }),
    dateEvenement: dateField(situationFamilialeMessages.date, { daysBefore: 2 * 365, daysAfter: 0 }),
    enfantPrenom: adresseText(situationFamilialeLimites.enfantPrenom, 'Le prénom de l’enfant').optional(),
    enfantNom: adresseText(situationFamilialeLimites.enfantNom, 'Le nom de l’enfant').optional(),
    commentaire: messageField(situationFamilialeLimites.commentaire, 'Le commentaire'),
    pieces: piecesField({ required: true }),
  })
  .superRefine((values, ctx) => {
    if (values.evenement !== 'naissance') return;
    if (!values.enfantPrenom)
      ctx.addIssue({ code: 'custom', path: ['enfantPrenom'], message: situationFamilialeMessages.enfantPrenom });
    if (!values.enfantNom)
      ctx.addIssue({ code: 'custom', path: ['enfantNom'], message: situationFamilialeMessages.enfantNom });
  });
export type SituationFamilialeFormInput = z.input<typeof situationFamilialeFormSchema>;
