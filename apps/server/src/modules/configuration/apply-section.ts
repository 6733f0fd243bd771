import type { z } from 'zod';
import type { sectionSchemas } from '@portail/shared/admin/configuration-api';
import type { ConfigurationSection } from '@portail/shared/admin/configuration';
import { naturesConservation, reglesConservation } from '@portail/shared/admin/conservation';
import { storedBrandingSchema, storedConfigurationSchema } from '../clients/client-schemas.ts';
import type { OidcProviderRow } from '../identity/oidc-repository.ts';
import { storedFormulaires, type ClientSettings } from './client-settings.ts';

export type SectionData<S extends ConfigurationSection> = z.output<(typeof sectionSchemas)[S]>;

/** The portal's registration at the external provider, as the save writes it (oidc_providers). */
interface ProviderWrite {
  issuer: string;
  oauthClientId: string;
  oauthClientSecret: string | null;
  scope: string;
}

export interface AppliedSection {
  settings: ClientSettings;
  provider: ProviderWrite | null;
}

/** A consent keeps its version while its text does; a new text or « redemander » is the next one. */
function versionedConsentements(
  previous: ClientSettings['configuration']['consentements'],
  edited: SectionData<'consentements'>['consentements'],
) {
  return edited.map(({ nom, libelle, redemander }) => {
    const before = previous.find((c) => c.nom === nom);
    if (!before) return { nom, libelle, version: 1 };
    const version = before.version ?? 1;
    return { nom, libelle, version: redemander || before.libelle !== libelle ? version + 1 : version };
  });
}

/** The settings with one tab's values in place; the stored schemas check the result. */
export function applySection<S extends ConfigurationSection>(
  section: S,
  current: ClientSettings,
  data: SectionData<S>,
  currentProvider: OidcProviderRow | undefined,
): AppliedSection {
  const next: ClientSettings = structuredClone(current);
  let provider: ProviderWrite | null = null;
  const c = next.configuration;
  const b = next.branding;
  switch (section) {
    case 'identite': {
      const { libelle, delaiToasts, ...branding } = data as SectionData<'identite'>;
      Object.assign(next, { libelle });
      Object.assign(b, branding);
      c.delaiToasts = delaiToasts;
      break;
    }
    case 'connexion': {
      const { oidc, ...options } = data as SectionData<'connexion'>;
      Object.assign(c, options);
      next.oidcExternalProvider = oidc && { name: oidc.name, loginUrl: oidc.loginUrl };
      if (oidc)
        provider = {
          issuer: oidc.issuer,
          oauthClientId: oidc.clientId,
          // Write only: an empty secret keeps the one already registered.
          oauthClientSecret: oidc.clientSecret || currentProvider?.oauth_client_secret || null,
          scope: oidc.scope,
        };
      break;
    }
    case 'consentements':
      c.consentements = versionedConsentements(
        current.configuration.consentements,
        (data as SectionData<'consentements'>).consentements,
      );
      break;
    case 'fonctionnalites': {
      const { fonctionnalites, consultationsNominatives, ...flags } = data as SectionData<'fonctionnalites'>;
      next.fonctionnalites = { ...current.fonctionnalites, ...fonctionnalites };
      c.consultationsNominatives = consultationsNominatives;
      Object.assign(next, flags);
      break;
    }
    case 'formulaires':
      c.formulaires = storedFormulaires((data as SectionData<'formulaires'>).formulaires);
      break;
    case 'liens': {
      const { mobileApp, socialLinks } = data as SectionData<'liens'>;
      Object.assign(b, { mobileApp, socialLinks });
      break;
    }
    case 'sepa':
      c.sepa = (data as SectionData<'sepa'>).sepa;
      break;
    case 'conservation': {
      // Only what differs from the defaults is stored, so a new default reaches clients who kept it.
      const durees = (data as SectionData<'conservation'>).conservation;
      next.conservation = Object.fromEntries(
        naturesConservation
          .filter((nature) => durees[nature] !== reglesConservation[nature].defaut)
          .map((nature) => [nature, durees[nature]]),
      );
      break;
    }
  }
  next.configuration = storedConfigurationSchema.parse(c);
  next.branding = storedBrandingSchema.parse(b);
  return { settings: next, provider };
}
