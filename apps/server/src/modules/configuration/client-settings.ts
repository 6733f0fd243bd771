import type { ConfigurationClient } from '@portail/shared/admin/configuration-api';
import { dureesConservation, type NatureConservation } from '@portail/shared/admin/conservation';
import { featureCodes } from '@portail/shared/feature-rules';
import { formOptionsFor, formTypes, formRules } from '@portail/shared/forms/form-rules';
import type { FormOptions } from '@portail/shared/forms/form-options';
import type { ClientRow } from '../clients/clients-repository.ts';
import {
  storedBrandingSchema,
  storedConfigurationSchema,
  type StoredBranding,
  type StoredConfiguration,
} from '../clients/client-schemas.ts';
import type { OidcProviderRow } from '../identity/oidc-repository.ts';

/** A client's settings as its row stores them (JSON columns parsed with the stored schemas). */
export interface ClientSettings {
  libelle: string;
  dataCollectActivated: boolean;
  isDonneesROMonegasquesActivated: boolean;
  oidcExternalProvider: { name: string; loginUrl: string } | null;
  fonctionnalites: Record<string, boolean>;
  configuration: StoredConfiguration;
  branding: StoredBranding;
  /** 028: the durations this client set, by kind; the defaults elsewhere (decision 051). */
  conservation: Partial<Record<NatureConservation, number>>;
}

type Row = Pick<
  ClientRow,
  | 'libelle'
  | 'data_collect_activated'
  | 'is_donnees_ro_monegasques_activated'
  | 'oidc_external_provider'
  | 'fonctionnalites'
  | 'configuration'
  | 'branding'
  | 'conservation'
>;

export function settingsOf(row: Row): ClientSettings {
  return {
    libelle: row.libelle,
    dataCollectActivated: row.data_collect_activated,
    isDonneesROMonegasquesActivated: row.is_donnees_ro_monegasques_activated,
    oidcExternalProvider: row.oidc_external_provider,
    fonctionnalites: row.fonctionnalites,
    configuration: storedConfigurationSchema.parse(row.configuration),
    branding: storedBrandingSchema.parse(row.branding),
    conservation: row.conservation,
  };
}

export type Sections = Omit<ConfigurationClient, 'version' | 'code' | 'images' | 'contratsParticuliers'>;

/** The settings as the back office's tabs show them: defaults resolved, the OIDC secret left out. */
export function sectionsOf(s: ClientSettings, provider: OidcProviderRow | undefined): Sections {
  const c = s.configuration;
  const b = s.branding;
  return {
    identite: {
      libelle: s.libelle,
      logoAlt: b.logoAlt,
      logoLinkUrl: b.logoLinkUrl,
      primaryColor: b.primaryColor,
      loginText: b.loginText,
      errorPageText: b.errorPageText,
      delaiToasts: c.delaiToasts,
    },
    connexion: {
      createAccountAuthMode: c.createAccountAuthMode,
      tailleMaxPrenomNom: c.tailleMaxPrenomNom,
      registerAttemptNumber: c.registerAttemptNumber,
      registerAttemptNumberAfterMessage: c.registerAttemptNumberAfterMessage,
      registerFailureMessage: c.registerFailureMessage,
      isCodePostalVerifiedOnAccountCreation: c.isCodePostalVerifiedOnAccountCreation,
      isRegisterVerifyEmail: c.isRegisterVerifyEmail,
      registerEmailMessage: c.registerEmailMessage,
      isRegisterVerifyIban: c.isRegisterVerifyIban,
      isRegisterIbanObligatoire: c.isRegisterIbanObligatoire,
      registerIbanMessage: c.registerIbanMessage,
      passwordRequiredLength: c.passwordRequiredLength,
      amfSmsActivated: c.amfSmsActivated,
      isCheckBirthdayForgotPasswordActivated: c.isCheckBirthdayForgotPasswordActivated,
      dematerialisation: c.dematerialisation,
      oidc: s.oidcExternalProvider && {
        ...s.oidcExternalProvider,
        issuer: provider?.issuer ?? '',
        clientId: provider?.oauth_client_id ?? '',
        scope: provider?.scope ?? 'openid email',
        secretConfigured: Boolean(provider?.oauth_client_secret),
      },
    },
    consentements: {
      consentements: c.consentements.map(({ nom, libelle, version }) => ({ nom, libelle, version: version ?? 1 })),
    },
    fonctionnalites: {
      // A switch the client never set is on (§6): every one is shown, with its effect.
      fonctionnalites: Object.fromEntries(
        featureCodes.map((code) => [code, s.fonctionnalites[code] ?? true]),
      ) as Record<(typeof featureCodes)[number], boolean>,
      dataCollectActivated: s.dataCollectActivated,
      isDonneesROMonegasquesActivated: s.isDonneesROMonegasquesActivated,
      consultationsNominatives: c.consultationsNominatives,
    },
    formulaires: {
      formulaires: Object.fromEntries(formTypes.map((type) => [type, formOptionsFor(type, c.formulaires)])) as Record<
        (typeof formTypes)[number],
        FormOptions
      >,
    },
    liens: { mobileApp: b.mobileApp, socialLinks: b.socialLinks },
    sepa: { sepa: c.sepa },
    conservation: { conservation: dureesConservation(s.conservation) },
  };
}

/** Only what differs from each form's defaults is stored, so a new default reaches clients who kept it. */
export function storedFormulaires(formulaires: Record<string, FormOptions>): StoredConfiguration['formulaires'] {
  const stored: Record<string, Partial<FormOptions>> = {};
  for (const type of formTypes) {
    const options = formulaires[type];
    if (!options) continue;
    const defaults: FormOptions = formRules[type].defaults;
    const changed = Object.fromEntries(
      Object.entries(options).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(defaults[key as keyof FormOptions]),
      ),
    );
    if (Object.keys(changed).length) stored[type] = changed;
  }
  return stored;
}
