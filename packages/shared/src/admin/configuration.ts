import { z } from 'zod';
import { consentementConfigSchema, createAccountAuthModes, publicClientConfigSchema } from '../client-config.ts';
import { featureCodes } from '../feature-rules.ts';
import { appUrlSchemePattern } from '../mobile-redirect.ts';
import { icsSchema } from '../profil/ics.ts';
import { multilineText, text } from '../text.ts';
import { configurationMessages as m } from './configuration-messages.ts';

/*
 * The client configuration as the back office edits it (issue 14, decision 030), one section per
 * tab. Each section has a view (the stored shapes of client-config.ts, what GET answers) and an
 * edit schema (the view with the editor's rules and French messages), used by the form and the route.
 */

export const configurationSections = [
  'identite',
  'connexion',
  'consentements',
  'fonctionnalites',
  'formulaires',
  'liens',
  'sepa',
  'conservation',
] as const;
export type ConfigurationSection = (typeof configurationSections)[number];

const cfg = publicClientConfigSchema.shape.configuration.shape;
const brand = publicClientConfigSchema.shape.branding.shape;
const mobile = publicClientConfigSchema.shape.mobileApp.shape;

export const requiredText = (max: number) =>
  text()
    .trim()
    .min(1, { error: m.required })
    .max(max, { error: m.tooLong(max) });
const longText = (max: number, min = 1) =>
  multilineText()
    .trim()
    .min(min, { error: m.required })
    .max(max, { error: m.tooLong(max) });
const integer = (min: number, max: number) =>
  z
    .number({ error: m.between(min, max) })
    .int({ error: m.between(min, max) })
    .min(min, { error: m.between(min, max) })
    .max(max, { error: m.between(min, max) });
export const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: m.url });
const storeUrl = (origin: string, error: string) => httpsUrl.refine((url) => url.startsWith(`${origin}/`), { error });

export const identiteViewSchema = z.object({
  libelle: text(),
  logoAlt: brand.logoAlt,
  logoLinkUrl: brand.logoLinkUrl,
  primaryColor: brand.primaryColor,
  loginText: brand.loginText,
  errorPageText: brand.errorPageText,
  delaiToasts: cfg.delaiToasts,
});
export const identiteSchema = identiteViewSchema.extend({
  libelle: requiredText(80),
  logoAlt: requiredText(120),
  logoLinkUrl: httpsUrl,
  primaryColor: text().regex(/^#[0-9a-fA-F]{6}$/, { error: m.color }),
  loginText: longText(600, 0),
  errorPageText: longText(600),
  delaiToasts: integer(2, 60).nullable(),
});

const loopbackHttp = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/;
/** The provider's issuer: https, or http on this machine only (tests, local demos; oidc-service.ts). */
const issuerUrl = z
  .url({ protocol: /^https?$/, error: m.issuer })
  .refine((value) => value.startsWith('https://') || loopbackHttp.test(value), { error: m.issuer });

/** The external OpenID provider: its public half (name, login page) and the portal's registration there. */
export const oidcViewSchema = z.object({
  name: text(),
  loginUrl: text(),
  issuer: text(),
  clientId: text(),
  scope: text(),
  /** The client secret is never sent back; staff see whether one is kept. */
  secretConfigured: z.boolean(),
});
export const oidcSchema = z.object({
  name: requiredText(80),
  loginUrl: httpsUrl,
  issuer: issuerUrl,
  clientId: requiredText(200),
  scope: requiredText(200).regex(/(^|\s)openid(\s|$)/, { error: m.scopeOpenid }),
  /** Write only: a new secret replaces the kept one; empty or absent keeps it. */
  clientSecret: text()
    .max(500, { error: m.tooLong(500) })
    .optional(),
});

const connexionShape = {
  createAccountAuthMode: z.enum(createAccountAuthModes),
  isCodePostalVerifiedOnAccountCreation: z.boolean(),
  isRegisterVerifyEmail: z.boolean(),
  isRegisterVerifyIban: z.boolean(),
  isRegisterIbanObligatoire: z.boolean(),
  amfSmsActivated: z.boolean(),
  isCheckBirthdayForgotPasswordActivated: z.boolean(),
  dematerialisation: cfg.dematerialisation,
};
export const connexionViewSchema = z.object({
  ...connexionShape,
  tailleMaxPrenomNom: cfg.tailleMaxPrenomNom,
  registerAttemptNumber: cfg.registerAttemptNumber,
  registerAttemptNumberAfterMessage: cfg.registerAttemptNumberAfterMessage,
  registerFailureMessage: cfg.registerFailureMessage,
  registerEmailMessage: cfg.registerEmailMessage,
  registerIbanMessage: cfg.registerIbanMessage,
  passwordRequiredLength: cfg.passwordRequiredLength,
  oidc: oidcViewSchema.nullable(),
});
export const connexionSchema = z
  .object({
    ...connexionShape,
    tailleMaxPrenomNom: integer(20, 200),
    registerAttemptNumber: integer(1, 20),
    registerAttemptNumberAfterMessage: longText(600),
    registerFailureMessage: longText(600),
    registerEmailMessage: longText(600),
    registerIbanMessage: longText(600),
    passwordRequiredLength: integer(8, 100),
    oidc: oidcSchema.nullable(),
  })
  .refine((c) => c.isRegisterVerifyIban || !c.isRegisterIbanObligatoire, {
    path: ['isRegisterIbanObligatoire'],
    error: m.ibanObligatoire,
  });

export const consentementNomPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const consentementsViewSchema = z.object({
  consentements: z.array(consentementConfigSchema.required({ version: true })),
});
export const consentementsSchema = z.object({
  consentements: z
    .array(
      z.object({
        nom: text().trim().regex(consentementNomPattern, { error: m.consentementNom }),
        libelle: longText(1000, 10).min(10, { error: m.consentementTexte }),
        /** Shown to staff; the server decides the next one. */
        version: z.number().int().positive().optional(),
        /** Ask every member again, the text unchanged (a changed text always does). */
        redemander: z.boolean().default(false),
      }),
    )
    .max(10, { error: 'Dix consentements au plus.' })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((c, index) => {
        if (seen.has(c.nom)) ctx.addIssue({ code: 'custom', path: [index, 'nom'], message: m.consentementDouble });
        seen.add(c.nom);
      });
    }),
});

export const fonctionnalitesSchema = z.object({
  fonctionnalites: z.record(z.enum(featureCodes), z.boolean()),
  dataCollectActivated: z.boolean(),
  isDonneesROMonegasquesActivated: z.boolean(),
  /** « Consultations de mon dossier » names the staff member who read (decision 049); off: « Un conseiller ». */
  consultationsNominatives: z.boolean(),
});

const socialLinkSchema = z.object({ url: httpsUrl, label: requiredText(120) });
export const liensViewSchema = z.object({
  mobileApp: publicClientConfigSchema.shape.mobileApp,
  socialLinks: publicClientConfigSchema.shape.socialLinks,
});
export const liensSchema = z.object({
  mobileApp: z
    .object({
      enabled: mobile.enabled,
      title: text()
        .trim()
        .max(80, { error: m.tooLong(80) }),
      text: multilineText()
        .trim()
        .max(300, { error: m.tooLong(300) }),
      appleStoreUrl: storeUrl('https://apps.apple.com', m.appleStore).nullable(),
      googleStoreUrl: storeUrl('https://play.google.com', m.googleStore).nullable(),
      urlSchemes: z.array(text().regex(appUrlSchemePattern, { error: m.urlScheme })).max(5),
    })
    .refine((app) => !app.enabled || app.appleStoreUrl !== null || app.googleStoreUrl !== null, {
      path: ['appleStoreUrl'],
      error: m.storeRequired,
    }),
  socialLinks: z.object({ twitter: socialLinkSchema.nullable(), facebook: socialLinkSchema.nullable() }),
});

export const sepaViewSchema = z.object({ sepa: cfg.sepa });
export const sepaSchema = z.object({
  sepa: z
    .object({
      ics: icsSchema(),
      creancier: requiredText(70),
      adresseCreancier: requiredText(140),
    })
    .nullable(),
});

/** Optimistic concurrency: every save names the version it was made from (409 when stale). */
export const versionSchema = z.object({ version: z.number().int().positive() });
