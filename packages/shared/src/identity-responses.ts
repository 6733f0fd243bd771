import { z } from 'zod';
import { currentUserSchema } from './current-user.ts';
import { amfSendTypes } from './identity-amf.ts';
import { multilineText, text } from './text.ts';

/* Response bodies of the identity API (docs/identity-api.md), shared by the server's route
   schemas (OpenAPI) and the pages. Errors keep the common shape {message, code, errors?}. */

export const messageResponseSchema = z.object({ message: multilineText() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST identity/login when the account is protected: no session yet, a LOGIN_AMF code is due. */
export const loginPendingResponseSchema = z.object({
  amfRequired: z.literal(true),
  operation: z.literal('LOGIN_AMF'),
  sendType: z.enum(amfSendTypes),
  email: text().nullable(),
  telephone: text().nullable(),
});
export type LoginPendingResponse = z.infer<typeof loginPendingResponseSchema>;

export const loginResponseSchema = currentUserSchema;

/** POST identity/register: the same answer whether an account was made or the address already had one. */
export const registerResponseSchema = z.object({
  message: multilineText(),
  email: text(),
  isEmailConfirmationRequired: z.boolean(),
  showDematerialisationPopup: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST identity/check-token: what the page needs before showing its form. */
export const checkTokenResponseSchema = z.object({
  isValid: z.literal(true),
  isCreatedByAdmin: z.boolean(),
  /** CGU acceptance and consents are asked at activation (staff-made account, feature on). */
  asksCgu: z.boolean(),
  /** Consents to ask (activation of an account created by staff). */
  consentements: z.array(z.object({ nom: text(), libelle: multilineText() })),
  showDematerialisationPopup: z.boolean(),
});
export type CheckTokenResponse = z.infer<typeof checkTokenResponseSchema>;

/** Error of confirm-email (§7: "error response carries isAccountConfirmed"). */
export const confirmEmailErrorSchema = z.object({
  message: multilineText(),
  code: z.literal('InvalidToken'),
  isAccountConfirmed: z.boolean(),
});

/** POST identity/pre-forgot-username (§7), only once the identity matched; values masked. */
export const preForgotUsernameResponseSchema = z.object({
  isUserAmfAuthorized: z.boolean(),
  sendType: z.enum(amfSendTypes),
  currentUserName: text(),
  telephone: text().nullable(),
});
export type PreForgotUsernameResponse = z.infer<typeof preForgotUsernameResponseSchema>;

export const forgotUsernameResponseSchema = z.object({
  message: multilineText(),
  userName: text(),
  isEmailConfirmationRequired: z.boolean(),
});

export const changeIdentifierResponseSchema = z.object({ message: multilineText(), userName: text() });

export const staffCreateResponseSchema = z.object({
  userId: text(),
  userName: text(),
  activationExpiresAt: text(),
});

/** GET identity/sso-token: a signed JWT (EdDSA) for partner applications, valid 60 s. */
export const ssoTokenResponseSchema = z.object({
  token: text(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
  jwksUrl: text(),
});
export type SsoTokenResponse = z.infer<typeof ssoTokenResponseSchema>;

export const logoutResponseSchema = z.object({ logoutUrl: text() });
