import type { PublicClientConfig } from './client-config.ts';

/* Plain rules, no zod: used by the shell on every page. */

export const featureCodes = [
  'consentementCGUCreationCompteAutreActe',
  'creationCompteAutreActe',
  'forgotUsernameAutreActe',
  // Member-area sections (decision 022): shown unless the client or the contract turns them off.
  'espaceContrats',
  'espaceRemboursements',
  'espaceDocuments',
  'espaceDemandes',
  'espaceProfil',
] as const;
export type FeatureCode = (typeof featureCodes)[number];

/**
 * §6: a feature is visible unless the client deactivated it or it is off for the current contract.
 * A comma-separated list is visible when any listed feature is.
 */
export function isFeatureVisible(
  fonctionnalites: PublicClientConfig['fonctionnalites'],
  features: string,
  numeroContrat: string | null,
): boolean {
  return features
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .some((code) => {
      const feature = fonctionnalites[code];
      if (!feature) return true;
      if (!feature.isActivated) return false;
      if (numeroContrat === null) return true;
      return feature.isActivatedPerContract[numeroContrat] ?? true;
    });
}

/** §9: the configured toast delay is in seconds; the default is 5000 ms. */
export function toastDelayMs(delaiToasts: number | null | undefined): number {
  return delaiToasts ? delaiToasts * 1000 : 5000;
}
