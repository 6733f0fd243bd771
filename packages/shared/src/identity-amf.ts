import { z } from 'zod';
import { currentUserSchema } from './current-user.ts';
import { amfMessages } from './identity-messages.ts';
import { multilineText, text } from './text.ts';

/* §3 Security code, §4 Multi-factor, §7 Multi-factor: operations, send types and payloads. */

export const amfOperations = [
  'ACTIVATE_AMF',
  'ACTIVATE_BIOMETRIE',
  'DESACTIVATE_AMF',
  'DESACTIVATE_BIOMETRIE',
  'LOGIN_AMF',
  'MODIFY_TEL_AMF',
  'VERIFY_AMF',
  'VERIFY_MAIL_AMF',
  'VERIFY_SMS_AMF',
  'VERIFY_UNAUTHENTICATED_AMF',
] as const;
export type AmfOperation = (typeof amfOperations)[number];

export const amfSendTypes = ['MAIL', 'SMS'] as const;
export type AmfSendType = (typeof amfSendTypes)[number];

/** Header carrying the last verified code (§7: every request carries X-SecurityCode). */
export const securityCodeHeader = 'x-securitycode';

/** A new code of the same operation may be asked for this long after the previous one (decision 010). */
export const securityCodeResendDelaySeconds = 30;

/** §5 Security code: 6 single numeric digits. */
export const securityCodeSchema = text()
  .trim()
  .regex(/^\d{6}$/, amfMessages.codeFormat);

/** A French mobile number: 10 digits starting 06 or 07, or +33 6 / +33 7; spaces, dots and dashes ignored. */
export function normalizeMobile(value: string): string {
  const compact = value.replace(/[\s.-]/g, '');
  return compact.startsWith('+33') ? `0${compact.slice(3)}` : compact;
}

export function isAllowedMobile(value: string): boolean {
  return /^0[67]\d{8}$/.test(normalizeMobile(value));
}

export const newAmfTelSchema = text()
  .trim()
  .min(1, amfMessages.phoneRequired)
  .max(20, amfMessages.phoneFormat)
  .refine((v) => /^\d{10}$/.test(normalizeMobile(v)), amfMessages.phoneFormat);

/** §7 Send the code: sendType, operation, username (the new address for VERIFY_MAIL_AMF), newAmfTel. */
export const amfSendSchema = z.strictObject({
  operation: z.enum(amfOperations),
  sendType: z.enum(amfSendTypes).default('MAIL'),
  username: text().trim().max(254).optional(),
  newAmfTel: newAmfTelSchema.optional(),
});
export type AmfSendBody = z.input<typeof amfSendSchema>;

export const amfSendResponseSchema = z.object({
  /** Where the code went in the end (MAIL after the phone-not-allowed fallback). */
  sendType: z.enum(amfSendTypes),
  /** Text to show in the modal. */
  content: multilineText(),
  telephoneForbidden: z.boolean(),
  /** Set when the server ended the sign-in or session: follow it after 3 s (§8). */
  logoutUrl: text().nullable(),
});
export type AmfSendResponse = z.infer<typeof amfSendResponseSchema>;

/** §7 Verify: securityCode, operation, newAmfTel, username. */
export const amfVerifySchema = z.strictObject({
  securityCode: securityCodeSchema,
  operation: z.enum(amfOperations),
  newAmfTel: newAmfTelSchema.optional(),
  username: text().trim().max(254).optional(),
});
export type AmfVerifyBody = z.input<typeof amfVerifySchema>;

export const amfVerifyResponseSchema = z.object({
  message: multilineText(),
  /** LOGIN_AMF only: the session now exists. */
  currentUser: currentUserSchema.optional(),
  /** LOGIN_AMF only: where to go (the callbackUrl of the sign-in, checked). */
  redirectUrl: text().optional(),
});
export type AmfVerifyResponse = z.infer<typeof amfVerifyResponseSchema>;

/** §7 Fetch encrypted contact data: masked e-mail and telephone. */
export const amfContactResponseSchema = z.object({
  email: text().nullable(),
  telephone: text().nullable(),
});

/** The account's protection, read again after ACTIVATE_AMF or MODIFY_TEL_AMF (§7 "a refresh"). */
export const amfStatusResponseSchema = z.object({
  isAmfActivated: z.boolean(),
  isBiometrieActivated: z.boolean(),
  /** Masked protection phone. */
  telephone: text().nullable(),
  /** The client offers SMS protection (configuration amfSmsActivated). */
  amfSmsActivated: z.boolean(),
});
export type AmfStatusResponse = z.infer<typeof amfStatusResponseSchema>;
