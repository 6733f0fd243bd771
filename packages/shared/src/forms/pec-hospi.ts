import { z } from 'zod';
import { limitedText, text } from '../text.ts';
import { emailIdentifierPattern } from '../identity-registration.ts';
import { codeField, dateField, numPersField, piecesField } from './form-fields.ts';

/**
 * « Prise en charge hospitalière » (forms/pec/hospi): the establishment asks the mutuelle to pay
 * its part directly; the answer goes back to it by fax or e-mail.
 */
export const pecMessages = {
  etablissement: 'Indiquez le nom de l’établissement.',
  finessObligatoire: 'Le numéro FINESS de l’établissement est obligatoire.',
  finess: 'Le numéro FINESS comporte 9 caractères : des chiffres (2A ou 2B au début pour la Corse).',
  dateAdmission: 'Indiquez la date d’admission.',
  typeSejour: 'Choisissez le type de séjour.',
  canal: 'Choisissez comment l’établissement recevra la réponse.',
  faxObligatoire: 'Le numéro de fax de l’établissement est obligatoire.',
  fax: 'Le numéro de fax doit comporter 10 chiffres, par exemple 02 40 00 00 00.',
  emailObligatoire: 'L’adresse e-mail de l’établissement est obligatoire.',
  email: 'L’adresse e-mail de l’établissement est incorrecte.',
} as const;

/** The character limit of the establishment's name: the schema's, and the form's counter. */
export const pecLimites = { etablissementNom: 120 } as const;

/** FINESS: 9 characters, digits, the Corsican departments written 2A or 2B. */
export const finessPattern = /^(\d{2}|2A|2B)\d{7}$/;

export const pecHospiFormSchema = z
  .strictObject({
    beneficiaire: numPersField,
    etablissementNom: limitedText(pecLimites.etablissementNom, 'Le nom de l’établissement', {
      error: pecMessages.etablissement,
    }).min(1, pecMessages.etablissement),
    finess: text({ error: pecMessages.finessObligatoire })
      .trim()
      .min(1, pecMessages.finessObligatoire)
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
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const fax = (values.reponseFax ?? '').replace(/[\s.]/g, '');
    const email = values.reponseEmail ?? '';
    if (values.reponseCanal === 'fax' && !/^0\d{9}$/.test(fax))
      issue('reponseFax', fax === '' ? pecMessages.faxObligatoire : pecMessages.fax);
    if (values.reponseCanal === 'email' && !emailIdentifierPattern.test(email))
      issue('reponseEmail', email === '' ? pecMessages.emailObligatoire : pecMessages.email);
  });
export type PecHospiFormInput = z.input<typeof pecHospiFormSchema>;
