import { z } from 'zod';
import { text } from '../text.ts';
import { emailIdentifierPattern } from '../identity-registration.ts';
import { codeField, dateField, numPersField, piecesField } from './form-fields.ts';

/**
 * « Prise en charge hospitalière » (forms/pec/hospi): the establishment asks the mutuelle to pay
 * its part directly; the answer goes back to it by fax or e-mail.
 */
export const pecMessages = {
  etablissement: 'Indiquez le nom de l’établissement.',
  finess: 'Le numéro FINESS comporte 9 caractères : des chiffres (2A ou 2B au début pour la Corse).',
  dateAdmission: 'Indiquez la date d’admission.',
  typeSejour: 'Choisissez le type de séjour.',
  canal: 'Choisissez comment l’établissement recevra la réponse.',
  fax: 'Le numéro de fax doit comporter 10 chiffres, par exemple 02 40 00 00 00.',
  email: 'L’adresse e-mail de l’établissement est incorrecte.',
} as const;

/** FINESS: 9 characters, digits, the Corsican departments written 2A or 2B. */
export const finessPattern = /^(\d{2}|2A|2B)\d{7}$/;

export const pecHospiFormSchema = z
  .strictObject({
    beneficiaire: numPersField,
    etablissementNom: text({ error: pecMessages.etablissement }).trim().min(1, pecMessages.etablissement).max(120),
    finess: text({ error: pecMessages.finess })
      .trim()
      .transform((v) => v.replace(/\s/g, '').toUpperCase())
      .pipe(text().regex(finessPattern, pecMessages.finess)),
    dateAdmission: dateField(pecMessages.dateAdmission, { daysBefore: 30, daysAfter: 365 }),
    typeSejour: codeField(pecMessages.typeSejour),
    reponseCanal: z.enum(['fax', 'email'], { error: pecMessages.canal }),
    reponseFax: text().trim().optional(),
    reponseEmail: text().trim().optional(),
    pieces: piecesField({ required: true }),
  })
  .superRefine((values, ctx) => {
    if (values.reponseCanal === 'fax' && !/^0\d{9}$/.test((values.reponseFax ?? '').replace(/[\s.]/g, '')))
      ctx.addIssue({ code: 'custom', path: ['reponseFax'], message: pecMessages.fax });
    if (values.reponseCanal === 'email' && !emailIdentifierPattern.test(values.reponseEmail ?? ''))
      ctx.addIssue({ code: 'custom', path: ['reponseEmail'], message: pecMessages.email });
  });
export type PecHospiFormInput = z.input<typeof pecHospiFormSchema>;
