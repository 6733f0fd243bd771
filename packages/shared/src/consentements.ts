import { z } from 'zod';
import { multilineText, text } from './text.ts';

export const consentementMessages = {
  /** §8 success toast. */
  accepted: 'Nous avons bien pris en compte votre consentement.',
  unknown: 'Ce consentement n’est pas proposé par votre mutuelle.',
  refuse: 'Refuser',
  accepte: 'Accepter',
} as const;

/** §9 « Consent and CMS cookie lifetime: 365 days »: an answer stands this long, then is asked again (decision 018). */
export const consentementLifetimeDays = 365;

/** §3 consent answer. */
export const consentementAnswerSchema = z.strictObject({
  nomConsentement: text()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, consentementMessages.unknown),
  isAccepted: z.boolean(),
});
export type ConsentementAnswer = z.infer<typeof consentementAnswerSchema>;

/** A consent still to answer (§3 Consent without isAccepted). */
export const consentementSchema = z.object({ nom: text(), libelle: multilineText() });
export type Consentement = z.infer<typeof consentementSchema>;

export const pendingConsentementsResponseSchema = z.object({ consentements: z.array(consentementSchema) });

export const consentementAnswerResponseSchema = z.object({ message: multilineText() });

/** The member's current answer to a consent, with the text it was given for. */
export const consentementReponseSchema = z.object({
  nom: text(),
  libelle: multilineText(),
  /** Version of the text answered (SHA-256 of the libellé). */
  version: text(),
  isAccepted: z.boolean(),
  answeredAt: text(),
  /** False when the client has since changed or withdrawn the text: the member will be asked again. */
  isCurrentVersion: z.boolean(),
});
export type ConsentementReponse = z.infer<typeof consentementReponseSchema>;

export const consentementHistoriqueResponseSchema = z.object({ consentements: z.array(consentementReponseSchema) });
