import { accountLinkHours } from '@portail/shared/account-links';
import { brandColors } from '@portail/shared/brand-color';
import type { PublicClientConfig } from '@portail/shared/client-config';
import { formOptionsFor, formTypes } from '@portail/shared/forms/form-rules';
import type { Db } from '../../db/database.ts';
import type { SessionAccount } from '../../plugins/sessions-repository.ts';
import { storedBrandingSchema, storedConfigurationSchema } from './client-schemas.ts';
import {
  type ClientRow,
  findAssetVersions,
  findContratFeatureOverrides,
  listOtherClients,
} from './clients-repository.ts';

export function assetUrl(asset: { id: number; sha256: string }): string {
  return `/api/clients/assets/${asset.id}?v=${asset.sha256.slice(0, 12)}`;
}

/** The client configuration as the SPA sees it: asset names become URLs, per-contract flags only for this person. */
export async function buildPublicConfig(
  db: Db,
  client: ClientRow,
  account: SessionAccount | null,
): Promise<PublicClientConfig> {
  const branding = storedBrandingSchema.parse(client.branding);
  // The documents' settings (editions) are the server's: legal texts and card numbers stay there.
  const {
    editions: _editions,
    consultationsNominatives: _consultationsNominatives,
    ...configuration
  } = storedConfigurationSchema.parse(client.configuration);
  const [assets, others, overrides] = await Promise.all([
    findAssetVersions(db, client.id),
    listOtherClients(db, client.id),
    account?.personneId ? findContratFeatureOverrides(db, client.id, account.personneId) : Promise.resolve([]),
  ]);
  const urlOf = (name: string | null) => {
    const asset = assets.find((a) => a.name === name);
    return asset ? assetUrl(asset) : null;
  };
  const fonctionnalites: PublicClientConfig['fonctionnalites'] = {};
  // A switch the client never set is on (§6); it is listed when one of the person's contracts sets it.
  const codes = new Set([
    ...Object.keys(client.fonctionnalites),
    ...overrides.flatMap((c) => [...Object.keys(c.fonctionnalites), ...Object.keys(c.fonctionnalites_back_office)]),
  ]);
  for (const code of codes) {
    const isActivated = client.fonctionnalites[code] ?? true;
    const isActivatedPerContract: Record<string, boolean> = {};
    for (const contrat of overrides) {
      // Staff's switch for this contract takes precedence over the import's (decision 030).
      const override = contrat.fonctionnalites_back_office[code] ?? contrat.fonctionnalites[code];
      if (override !== undefined) isActivatedPerContract[contrat.numero] = override;
    }
    fonctionnalites[code] = { isActivated, isActivatedPerContract };
  }
  const { logoAsset, backgroundAsset, charteAssets, mobileApp, socialLinks, ...texts } = branding;
  return {
    code: client.code,
    libelle: client.libelle,
    dataCollectActivated: client.data_collect_activated,
    isDonneesROMonegasquesActivated: client.is_donnees_ro_monegasques_activated,
    oidcExternalProvider: client.oidc_external_provider,
    autresClients: others,
    fonctionnalites,
    configuration: {
      ...configuration,
      accountLinkHours,
      formulaires: Object.fromEntries(formTypes.map((type) => [type, formOptionsFor(type, configuration.formulaires)])),
    },
    branding: {
      ...texts,
      primaryInk: brandColors(texts.primaryColor).primaryInk,
      logoUrl: urlOf(logoAsset) ?? '',
      backgroundImageUrl: urlOf(backgroundAsset),
      charteImages: charteAssets.map(urlOf).filter((u): u is string => u !== null),
    },
    mobileApp,
    socialLinks,
  };
}
