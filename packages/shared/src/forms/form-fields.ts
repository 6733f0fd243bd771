import { z } from 'zod';
import { formatFrDate, parseFrDate } from '../dates.ts';
import { uploadMessages } from '../file-types.ts';
import { uploadedFileSchema } from '../iban-bic-schema.ts';
import { messages } from '../messages.ts';
import { multilineText, text, textMessages } from '../text.ts';

/* Fields shared by the forms of the request engine (§7 forms/*): one rule each, with its message. */

export const formFieldMessages = {
  dateInvalid: 'La date saisie est invalide : elle doit exister et être au format JJ/MM/AAAA.',
  dateFuture: 'La date ne peut pas être postérieure à aujourd’hui.',
  dateTooOld: (limit: string) => `La date ne peut pas être antérieure au ${limit}.`,
  dateTooFar: (limit: string) => `La date ne peut pas être postérieure au ${limit}.`,
  beneficiaire: 'Choisissez la personne concernée.',
} as const;

/** A required choice among codes of reference data (checked against the table by the server). */
export function codeField(requiredMessage: string) {
  return text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(60, requiredMessage)
    .regex(/^[a-z0-9][a-z0-9-]*$/, requiredMessage);
}

/** The person concerned, by member number (checked against the contract by the server). */
export const numPersField = text({ error: formFieldMessages.beneficiaire })
  .trim()
  .min(1, formFieldMessages.beneficiaire)
  .max(40, formFieldMessages.beneficiaire);

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function shiftDays(from: Date, days: number): Date {
  return new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
}

/**
 * A day typed JJ/MM/AAAA (the date picker's format), kept as YYYY-MM-DD, within
 * [today − daysBefore, today + daysAfter].
 */
export function dateField(
  requiredMessage: string,
  { daysBefore, daysAfter }: { daysBefore: number; daysAfter: number },
) {
  return text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const date = parseFrDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: formFieldMessages.dateInvalid });
        return z.NEVER;
      }
      const today = new Date();
      const min = shiftDays(today, -daysBefore);
      const max = shiftDays(today, daysAfter);
      if (isoDay(date) > isoDay(max)) {
        ctx.addIssue({
          code: 'custom',
          message: daysAfter === 0 ? formFieldMessages.dateFuture : formFieldMessages.dateTooFar(formatFrDate(max)),
        });
        return z.NEVER;
      }
      if (isoDay(date) < isoDay(min)) {
        ctx.addIssue({ code: 'custom', message: formFieldMessages.dateTooOld(formatFrDate(min)) });
        return z.NEVER;
      }
      return isoDay(date);
    });
}

/**
 * A free text of at most `max` characters, its message naming the field (`libelle`, « Le
 * commentaire »); required when given its `requiredMessage`.
 */
export function messageField(max: number, libelle: string, requiredMessage?: string) {
  const field = multilineText({ error: requiredMessage ?? messages.requiredFields })
    .trim()
    .max(max, textMessages.tooLong(libelle, max));
  return requiredMessage ? field.min(1, requiredMessage) : field;
}

/** Attachments: remote names returned by the upload endpoint (§7), checked by the server. */
export function piecesField({ required }: { required: boolean }) {
  const list = z.array(uploadedFileSchema).max(20);
  return required ? list.min(1, uploadMessages.required) : list.default([]);
}
