import { z } from 'zod';
import {
  dateNaissanceSchema,
  emailIdentifierSchema,
  type ClientRules,
  checkPasswords,
} from './identity-registration.ts';
import { passwordMessages, registrationMessages as m } from './identity-messages.ts';
import { passwordSchema } from './password-policy.ts';
import { multilineText, text } from './text.ts';

/* Forms of the account lifecycle other than registration (§3 Activation, Forgot / Reset password,
   and the calls of §7 whose payload the spec does not show). */

type PasswordRules = Pick<ClientRules, 'passwordRequiredLength'>;

/** A link's proof: the random code of the e-mail and the account it was sent for. */
export const linkCodeSchema = text().trim().min(16).max(200);
export const userIdSchema = z.uuid();

/** §7 check-token: purpose Confirmation (confirm-email, activate-user) or ResetPassword. */
export const checkTokenSchema = z.strictObject({
  purpose: z.enum(['Confirmation', 'ResetPassword']),
  code: linkCodeSchema,
  userId: userIdSchema,
});
export type CheckTokenBody = z.infer<typeof checkTokenSchema>;

/** §7 confirm-email */
export const confirmEmailSchema = z.strictObject({ code: linkCodeSchema, userId: userIdSchema });

/** §7 relance-activation (query) */
export const relanceActivationQuerySchema = z.strictObject({ userId: userIdSchema });

const consentementAnswer = z.strictObject({
  nom: text().max(64),
  libelle: multilineText().max(1000),
  accepted: z.boolean(),
});

/**
 * §3 Activation: password, confirmPassword, CGU, consentements, code, userId. CGU is required
 * only for an account created by staff (check-token tells the page, the server knows).
 */
export function activationSchema(rules: PasswordRules, options: { requiresCgu: boolean } = { requiresCgu: false }) {
  return z
    .strictObject({
      password: passwordSchema(rules.passwordRequiredLength),
      confirmPassword: text().max(200),
      CGU: z.boolean().default(false),
      consentements: z.array(consentementAnswer).max(20).default([]),
      dematerialization: z.boolean().optional(),
      code: linkCodeSchema,
      userId: userIdSchema,
    })
    .superRefine((values, ctx) => {
      checkPasswords(values, ctx);
      if (options.requiresCgu && values.CGU !== true)
        ctx.addIssue({ code: 'custom', path: ['CGU'], message: m.cguRequired });
    });
}
export type ActivationInput = z.input<ReturnType<typeof activationSchema>>;

/** §3 Forgot password: identifier always, birth date only with isCheckBirthdayForgotPasswordActivated (§5). */
export function forgotPasswordSchema(options: { isCheckBirthdayForgotPasswordActivated: boolean }) {
  return z.strictObject({
    userName: text().trim().min(1, m.requiredFields).max(254, m.emailFormat),
    dateNaissance: options.isCheckBirthdayForgotPasswordActivated ? dateNaissanceSchema : text().max(10).optional(),
  });
}
export type ForgotPasswordInput = z.input<ReturnType<typeof forgotPasswordSchema>>;

/** §3 Reset password: password, confirmPassword, code, userId. */
export function resetPasswordSchema(rules: PasswordRules) {
  return z
    .strictObject({
      password: passwordSchema(rules.passwordRequiredLength),
      confirmPassword: text().max(200),
      code: linkCodeSchema,
      userId: userIdSchema,
    })
    .superRefine(checkPasswords);
}
export type ResetPasswordInput = z.input<ReturnType<typeof resetPasswordSchema>>;

/** §7 change-password (payload not shown): the current password, the new one twice. */
export function changePasswordSchema(rules: PasswordRules) {
  return z
    .strictObject({
      currentPassword: text().min(1, m.requiredFields).max(200),
      password: passwordSchema(rules.passwordRequiredLength),
      confirmPassword: text().max(200),
    })
    .superRefine((values, ctx) => {
      checkPasswords(values, ctx);
      if (values.password === values.currentPassword)
        ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMessages.sameAsCurrent });
    });
}
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>;

/** §7 check-password (payload not shown): the signed-in member's current password. */
export const checkPasswordSchema = z.strictObject({ password: text().min(1, m.requiredFields).max(200) });

/** §7 forms/changementidentifiant/form: the new identifier, proved by a VERIFY_MAIL_AMF code sent to it. */
export const changeIdentifierSchema = z.strictObject({
  newUserName: emailIdentifierSchema,
  password: text().min(1, m.requiredFields).max(200),
});
export type ChangeIdentifierInput = z.input<typeof changeIdentifierSchema>;

/** §7 forms/suppressioncompte: the password again, and an explicit confirmation. */
export const deleteAccountSchema = z.strictObject({
  password: text().min(1, m.requiredFields).max(200),
  confirmation: z.literal(true, m.requiredFields),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** §7 identity/client/create (staff): an account for a member (numPers) or for staff (roles). */
export const staffCreateAccountSchema = z
  .strictObject({
    email: emailIdentifierSchema,
    numPers: text().trim().min(1).max(40).optional(),
    nom: text().trim().min(1).max(100).optional(),
    prenom: text().trim().min(1).max(100).optional(),
    roles: z
      .array(z.enum(['User', 'Beneficiaire', 'adh_benef', 'Gestionnaire', 'Admin', 'admin_digital', 'autres_admins']))
      .max(7)
      .optional(),
  })
  .superRefine((values, ctx) => {
    if (!values.numPers && (!values.nom || !values.prenom || !values.roles?.length))
      ctx.addIssue({ code: 'custom', path: ['numPers'], message: m.requiredFields });
  });
export type StaffCreateAccountInput = z.input<typeof staffCreateAccountSchema>;
