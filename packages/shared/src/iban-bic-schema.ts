import { z } from 'zod';
import { bicError, bicMaxLength, cleanBicInput, cleanIbanInput, ibanError } from './iban-bic.ts';
import { uploadMessages } from './file-types.ts';
import { messages } from './messages.ts';
import { text, textMessages } from './text.ts';

/* §5 bank popup form: titulaire, IBAN and BIC required; the RIB file only in manual mode. */

export const requiredText = text().trim().min(1, messages.requiredFields);

/** The holder's character limit (a name): the schemas', and the forms' counters. */
export const titulaireMaxLength = 70;
export const titulaireTooLong = textMessages.tooLong('Le nom du titulaire', titulaireMaxLength);

export const ibanField = requiredText.transform(cleanIbanInput).superRefine((value, ctx) => {
  const error = ibanError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

export const bicField = requiredText
  .max(bicMaxLength, messages.requiredFields)
  .transform(cleanBicInput)
  .superRefine((value, ctx) => {
    const error = bicError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const uploadedFileSchema = z.object({
  localFileName: text(),
  remoteFileName: text(),
  size: z.number().int().nonnegative(),
  inputName: text(),
});

export function bankPopupSchema(isModeGestionManuel: boolean) {
  return z.object({
    titulaire: requiredText.max(titulaireMaxLength, titulaireTooLong),
    iban: ibanField,
    bic: bicField,
    rib: isModeGestionManuel
      ? z.array(uploadedFileSchema).min(1, uploadMessages.required)
      : z.array(uploadedFileSchema),
  });
}

export type BankPopupValues = z.input<ReturnType<typeof bankPopupSchema>>;
