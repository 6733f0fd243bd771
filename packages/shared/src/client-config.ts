import { z } from 'zod';

export const fonctionnaliteSchema = z.object({
  isActivated: z.boolean(),
  /** Keyed by numeroContratIndividuel; only the signed-in person's contracts are ever sent. */
  isActivatedPerContract: z.record(z.string(), z.boolean()),
});
export type Fonctionnalite = z.infer<typeof fonctionnaliteSchema>;

export const createAccountAuthModes = ['individual', 'NIR', 'all', 'oneOfTwo'] as const;

export const consentementConfigSchema = z.object({ nom: z.string(), libelle: z.string() });

const linkSchema = z.object({ url: z.url(), label: z.string() });

/** Everything the SPA may know about the client serving this host (no secrets). */
export const publicClientConfigSchema = z.object({
  code: z.string(),
  libelle: z.string(),
  dataCollectActivated: z.boolean(),
  isDonneesROMonegasquesActivated: z.boolean(),
  oidcExternalProvider: z.object({ name: z.string(), loginUrl: z.url() }).nullable(),
  autresClients: z.array(z.object({ code: z.string(), libelle: z.string() })),
  fonctionnalites: z.record(z.string(), fonctionnaliteSchema),
  configuration: z.object({
    createAccountAuthMode: z.enum(createAccountAuthModes),
    tailleMaxPrenomNom: z.number().int().positive(),
    registerAttemptNumber: z.number().int().positive(),
    registerAttemptNumberAfterMessage: z.string(),
    isCodePostalVerifiedOnAccountCreation: z.boolean(),
    isRegisterVerifyEmail: z.boolean(),
    registerEmailMessage: z.string(),
    isRegisterVerifyIban: z.boolean(),
    isRegisterIbanObligatoire: z.boolean(),
    registerIbanMessage: z.string(),
    consentements: z.array(consentementConfigSchema),
    delaiToasts: z.number().int().positive().nullable(),
    amfSmsActivated: z.boolean(),
    isCheckBirthdayForgotPasswordActivated: z.boolean(),
    passwordRequiredLength: z.number().int().min(8).max(100),
    registerFailureMessage: z.string(),
    dematerialisation: z.object({ showPopupOnRegister: z.boolean(), showPopupOnActivation: z.boolean() }),
  }),
  branding: z.object({
    logoUrl: z.string(),
    logoAlt: z.string(),
    logoLinkUrl: z.string(),
    backgroundImageUrl: z.string().nullable(),
    primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    loginText: z.string(),
    errorPageText: z.string(),
    charteImages: z.array(z.string()),
  }),
  mobileApp: z.object({
    enabled: z.boolean(),
    title: z.string(),
    text: z.string(),
    appleStoreUrl: z.url().nullable(),
    googleStoreUrl: z.url().nullable(),
  }),
  socialLinks: z.object({ twitter: linkSchema.nullable(), facebook: linkSchema.nullable() }),
});
export type PublicClientConfig = z.infer<typeof publicClientConfigSchema>;
