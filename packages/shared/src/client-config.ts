import { z } from 'zod';
import { formOptionsSchema } from './forms/form-options.ts';
import { appUrlSchemePattern } from './mobile-redirect.ts';
import { multilineText, text } from './text.ts';

export const fonctionnaliteSchema = z.object({
  isActivated: z.boolean(),
  /** Keyed by numeroContratIndividuel; only the signed-in person's contracts are ever sent. */
  isActivatedPerContract: z.record(text(), z.boolean()),
});
export type Fonctionnalite = z.infer<typeof fonctionnaliteSchema>;

export const createAccountAuthModes = ['individual', 'NIR', 'all', 'oneOfTwo'] as const;

export const consentementConfigSchema = z.object({
  nom: text(),
  libelle: multilineText(),
  /** Bumped by the back office for each new text or « redemander » (decision 030); absent: 1. */
  version: z.number().int().positive().optional(),
});

const linkSchema = z.object({ url: z.url(), label: text() });

/** Everything the SPA may know about the client serving this host (no secrets). */
export const publicClientConfigSchema = z.object({
  code: text(),
  libelle: text(),
  dataCollectActivated: z.boolean(),
  isDonneesROMonegasquesActivated: z.boolean(),
  oidcExternalProvider: z.object({ name: text(), loginUrl: z.url() }).nullable(),
  autresClients: z.array(z.object({ code: text(), libelle: text() })),
  fonctionnalites: z.record(text(), fonctionnaliteSchema),
  configuration: z.object({
    createAccountAuthMode: z.enum(createAccountAuthModes),
    tailleMaxPrenomNom: z.number().int().positive(),
    registerAttemptNumber: z.number().int().positive(),
    registerAttemptNumberAfterMessage: multilineText(),
    isCodePostalVerifiedOnAccountCreation: z.boolean(),
    isRegisterVerifyEmail: z.boolean(),
    registerEmailMessage: multilineText(),
    /** Lifetime of the confirmation and activation links, as the e-mail says it (account-links.ts). */
    accountLinkHours: z.number().int().positive(),
    isRegisterVerifyIban: z.boolean(),
    isRegisterIbanObligatoire: z.boolean(),
    registerIbanMessage: multilineText(),
    consentements: z.array(consentementConfigSchema),
    delaiToasts: z.number().int().positive().nullable(),
    amfSmsActivated: z.boolean(),
    isCheckBirthdayForgotPasswordActivated: z.boolean(),
    passwordRequiredLength: z.number().int().min(8).max(100),
    registerFailureMessage: multilineText(),
    dematerialisation: z.object({ showPopupOnRegister: z.boolean(), showPopupOnActivation: z.boolean() }),
    /** The creditor of premium direct debits, printed on SEPA mandates; null: no mandate (decision 026). */
    sepa: z
      .object({
        /** Checked (key included) where the configuration is stored: client-schemas.ts. */
        ics: text(),
        creancier: text().min(1),
        adresseCreancier: text().min(1),
      })
      .nullable()
      .default(null),
    /** Every form of the request engine with this client's options resolved (forms/catalogue.ts). */
    formulaires: z.record(text(), formOptionsSchema).default({}),
  }),
  branding: z.object({
    logoUrl: text(),
    logoAlt: text(),
    logoLinkUrl: text(),
    backgroundImageUrl: text().nullable(),
    primaryColor: text().regex(/^#[0-9a-fA-F]{6}$/),
    /** primaryColor darkened until text in it reads on white and on the page grey (brand-color.ts). */
    primaryInk: text().regex(/^#[0-9a-fA-F]{6}$/),
    loginText: multilineText(),
    errorPageText: multilineText(),
    charteImages: z.array(text()),
  }),
  mobileApp: z.object({
    enabled: z.boolean(),
    title: text(),
    text: multilineText(),
    appleStoreUrl: z.url().nullable(),
    googleStoreUrl: z.url().nullable(),
    /** The app's own URL schemes, the only ones #/redirect-to-mobile follows besides the stores. */
    urlSchemes: z.array(text().regex(appUrlSchemePattern)).max(5).default([]),
  }),
  socialLinks: z.object({ twitter: linkSchema.nullable(), facebook: linkSchema.nullable() }),
});
export type PublicClientConfig = z.infer<typeof publicClientConfigSchema>;
