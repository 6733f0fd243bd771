import type { ConfigurationClient, ImageInfo } from '@portail/shared/admin/configuration-api';
import type { Db } from '../../db/database.ts';
import { assetUrl } from '../clients/public-config.ts';
import { findOidcProvider } from '../identity/oidc-repository.ts';
import { settingsOf, sectionsOf } from './client-settings.ts';
import { findClientById, findClientImages, listContratsParticuliers } from './configuration-repository.ts';

/** The whole editable configuration of a client, read afresh from the database (never the 10 s cache). */
export async function readConfiguration(db: Db, clientId: number): Promise<ConfigurationClient> {
  const [row, provider, images, contrats] = await Promise.all([
    findClientById(db, clientId),
    findOidcProvider(db, clientId),
    findClientImages(db, clientId),
    listContratsParticuliers(db, clientId),
  ]);
  const settings = settingsOf(row);
  const image = (name: string | null): ImageInfo | null => {
    const asset = images.find((a) => a.name === name);
    return asset ? { url: assetUrl(asset), contentType: asset.content_type, taille: Number(asset.taille) } : null;
  };
  return {
    version: row.version,
    code: row.code,
    ...sectionsOf(settings, provider),
    images: { logo: image(settings.branding.logoAsset), fond: image(settings.branding.backgroundAsset) },
    contratsParticuliers: contrats.map(({ id: _id, ...contrat }) => contrat),
  };
}
