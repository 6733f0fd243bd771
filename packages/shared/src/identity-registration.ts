import { z } from 'zod';
import type { PublicClientConfig } from './client-config.ts';
import { parseFrDate, startOfDay } from './dates.ts';
import { registrationMessages as m } from './identity-messages.ts';
import { passwordSchema } from './password-policy.ts';
import { codePostalPattern, isValidNir } from './validators.ts';
import { multilineText, text, textMessages } from './text.ts';

/* §5 Registration: one schema per rule, a function of the client's configuration, used by the
   registration form, the forgotten-identifier form and POST identity/register alike. */

export type ClientRules = Pick<
  PublicClientConfig['configuration'],
  | 'createAccountAuthMode'
  | 'tailleMaxPrenomNom'
  | 'isCodePostalVerifiedOnAccountCreation'
  | 'isRegisterVerifyIban'
  | 'isRegisterIbanObligatoire'
  | 'passwordRequiredLength'
>;

/** The loosest rules: what the OpenAPI document shows; each request is checked with its client's. */
export const loosestClientRules: ClientRules = {
  createAccountAuthMode: 'oneOfTwo',
  tailleMaxPrenomNom: 200,
  isCodePostalVerifiedOnAccountCreation: false,
  isRegisterVerifyIban: true,
  isRegisterIbanObligatoire: false,
  passwordRequiredLength: 8,
};

/** §5: letters (accents included), apostrophe, hyphen, space. */
export const namePattern = /^[\p{Script=Latin}'’ -]+$/u;
/** §5: text, @, text, dot, text. */
export const emailIdentifierPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const numeroContratPattern = /^[A-Za-z0-9]{1,20}$/;
/** §5: the last 4 characters of the IBAN, upper-case letters or digits. */
export const ibanEndPattern = /^[A-Z0-9]{4}$/;

const boundedText = (max: number) => text({ error: m.requiredFields }).trim().max(max, m.requiredFields);
const optionalText = (max: number) => boundedText(max).optional();
/** The character limit of each name (the client's tailleMaxPrenomNom caps both together). */
const nameMaxLength = 100;
/** A first or last name: required, at most `nameMaxLength` characters, said so when over. */
const nameText = (libelle: string) =>
  text({ error: m.requiredFields })
    .trim()
    .min(1, m.requiredFields)
    .max(nameMaxLength, textMessages.tooLong(libelle, nameMaxLength));

export const emailIdentifierSchema = text({ error: m.requiredFields })
  .trim()
  .min(1, m.requiredFields)
  .max(254, m.emailFormat)
  .regex(emailIdentifierPattern, m.emailFormat);

/** §5 birth date: required, JJ/MM/AAAA, a real day, not after today. */
export const dateNaissanceSchema = text({ error: m.birthDateRequired })
  .trim()
  .min(1, m.birthDateRequired)
  .max(10, m.birthDateInvalid)
  .superRefine((value, ctx) => {
    if (!value) return;
    const date = parseFrDate(value);
    if (!date) ctx.addIssue({ code: 'custom', message: m.birthDateInvalid });
    else if (date > startOfDay(new Date())) ctx.addIssue({ code: 'custom', message: m.birthDateFuture });
  });

const consentementAnswer = z.strictObject({
  nom: text().max(64),
  libelle: multilineText().max(1000),
  accepted: z.boolean(),
});

const identityShape = {
  numeroContrat: optionalText(20),
  nir: optionalText(20).transform((v) => v?.replace(/\s+/g, '').toUpperCase()),
  prenom: nameText('Le prénom').regex(namePattern, m.prenomCharacters),
  nom: nameText('Le nom').regex(namePattern, m.nomCharacters),
  dateNaissance: dateNaissanceSchema,
  codePostal: optionalText(5),
  iban: optionalText(4).transform((v) => v?.toUpperCase()),
};

type IdentityValues = {
  numeroContrat?: string | undefined;
  nir?: string | undefined;
  prenom: string;
  nom: string;
  codePostal?: string | undefined;
  iban?: string | undefined;
};

/** The rules between fields, each reported on its own field with the spec's message. */
function checkIdentity(rules: ClientRules, values: IdentityValues, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const { numeroContrat, nir } = values;
  const mode = rules.createAccountAuthMode;
  if ((mode === 'individual' || mode === 'all') && !numeroContrat) issue('numeroContrat', m.requiredFields);
  if ((mode === 'NIR' || mode === 'all') && !nir) issue('nir', m.requiredFields);
  if (mode === 'oneOfTwo' && !numeroContrat && !nir) {
    issue('numeroContrat', m.oneOfTwo);
    issue('nir', m.oneOfTwo);
  }
  if (numeroContrat && !numeroContratPattern.test(numeroContrat)) issue('numeroContrat', m.numeroContratFormat);
  if (nir && !isValidNir(nir)) issue('nir', m.nirFormat);
  if (typeof values.nom === 'string' && typeof values.prenom === 'string') {
    if (values.nom.length + values.prenom.length > rules.tailleMaxPrenomNom)
      issue('nom', m.namesTooLong(rules.tailleMaxPrenomNom));
  }
  if (rules.isCodePostalVerifiedOnAccountCreation) {
    if (!values.codePostal) issue('codePostal', m.requiredFields);
    else if (!codePostalPattern.test(values.codePostal)) issue('codePostal', m.codePostalFormat);
  }
  if (rules.isRegisterVerifyIban) {
    if (!values.iban && rules.isRegisterIbanObligatoire) issue('iban', m.requiredFields);
    else if (values.iban && !ibanEndPattern.test(values.iban)) issue('iban', m.ibanFormat);
  }
}

function checkPasswords(values: { password?: unknown; confirmPassword?: unknown }, ctx: z.RefinementCtx): void {
  // Both typed: compared as typed, so a short password that differs from its confirmation is both.
  if (typeof values.password !== 'string' || typeof values.confirmPassword !== 'string') return;
  if (values.password !== values.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDiffer });
}

/**
 * Zod skips an object's refinements once one of its fields failed, so the rules between fields (and
 * the CGU) were reported only after the other errors were fixed. These run whenever the body is an
 * object, on the fields that parsed: a field that failed is seen as absent, and keeps its own
 * error, the first (decision 036). The checks therefore test what they read; the body as sent is
 * given too, for the rules that compare what was typed (the password and its confirmation).
 */
function refineAcrossFields<S extends z.ZodType<object>>(
  schema: S,
  check: (values: z.output<S>, ctx: z.RefinementCtx<z.output<S>>, sent: z.output<S>) => void,
): S {
  type T = z.output<S>;
  const refinement = (values: T, ctx: z.RefinementCtx<T>) => {
    const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
    const parsed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, failed.has(key) ? undefined : value]),
    ) as T;
    const addIssue: typeof ctx.addIssue = (issue) => {
      if (typeof issue === 'string' || !failed.has(issue.path?.[0])) ctx.addIssue(issue);
    };
    check(parsed, { ...ctx, addIssue }, values);
  };
  const params = {
    when: (payload: { value: unknown }) =>
      typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
  };
  return schema.superRefine(refinement, params);
}

/** Who the person is (§3 Registration user, identity part): also the pre-check of a forgotten identifier. */
export function identitySchema(rules: ClientRules) {
  return refineAcrossFields(z.strictObject(identityShape), (values, ctx) => checkIdentity(rules, values, ctx));
}

/** §6 consentementCGUCreationCompteAutreActe: whether account creation and activation ask the CGU and consents. */
export const cguFeature = 'consentementCGUCreationCompteAutreActe';

/**
 * §3 Registration user, every rule of §5 Registration. CGU acceptance is required only when the
 * client asks for it at account creation (feature consentementCGUCreationCompteAutreActe).
 */
export function registrationSchema(rules: ClientRules, { asksCgu = true }: { asksCgu?: boolean } = {}) {
  return refineAcrossFields(
    z.strictObject({
      ...identityShape,
      email: emailIdentifierSchema,
      password: passwordSchema(rules.passwordRequiredLength),
      confirmPassword: text().max(200),
      cgu: z.boolean().default(false),
      consentements: z.array(consentementAnswer).max(20).default([]),
      dematerialization: z.boolean().default(true),
    }),
    (values, ctx, sent) => {
      checkIdentity(rules, values, ctx);
      checkPasswords(sent, ctx);
      if (asksCgu && values.cgu !== true) ctx.addIssue({ code: 'custom', path: ['cgu'], message: m.cguRequired });
    },
  );
}
export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;
export type RegistrationValues = z.output<ReturnType<typeof registrationSchema>>;

/** §2 forgot-username: the registration form in re-registration mode ("Nouvel identifiant"). */
export function forgotUsernameSchema(rules: ClientRules) {
  return refineAcrossFields(
    z.strictObject({
      ...identityShape,
      email: emailIdentifierSchema,
      password: passwordSchema(rules.passwordRequiredLength),
      confirmPassword: text().max(200),
    }),
    (values, ctx, sent) => {
      checkIdentity(rules, values, ctx);
      checkPasswords(sent, ctx);
    },
  );
}
export type ForgotUsernameInput = z.input<ReturnType<typeof forgotUsernameSchema>>;

export { checkPasswords };
