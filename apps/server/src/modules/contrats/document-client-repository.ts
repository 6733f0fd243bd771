import type { Db } from '../../db/database.ts';
import type { DocumentClient } from '../../pdf/documents/document-client.ts';
import { type EditionsConfig, storedBrandingSchema, storedConfigurationSchema } from '../clients/client-schemas.ts';
import type { ClientRow } from '../clients/clients-repository.ts';

/** The client as its documents print it: logo and colour (branding), legal mentions (configuration.editions). */
export async function findDocumentClient(db: Db, client: ClientRow): Promise<DocumentClient> {
  const branding = storedBrandingSchema.parse(client.branding);
  const editions = editionsOf(client);
  const logo = await db
    .selectFrom('client_assets')
    .select(['data', 'content_type'])
    .where('client_id', '=', client.id)
    .where('name', '=', branding.logoAsset)
    .executeTakeFirst();
  const contentType = logo?.content_type;
  const usable = contentType === 'image/svg+xml' || contentType === 'image/png' || contentType === 'image/jpeg';
  return {
    libelle: client.libelle,
    primaryColor: /^#[0-9a-fA-F]{6}$/.test(branding.primaryColor ?? '') ? branding.primaryColor! : '#1F3A5F',
    ...(logo && usable ? { logo: { data: Buffer.from(logo.data), contentType } } : {}),
    legalMentions: editions.mentionsLegales,
  };
}

/** A client configured before 024 still issues documents: its name as legal mention, no card numbers. */
export function editionsOf(client: ClientRow): Pick<EditionsConfig, 'mentionsLegales'> & Partial<EditionsConfig> {
  const configuration = storedConfigurationSchema.parse(client.configuration);
  return (
    configuration.editions ?? {
      mentionsLegales: [`${client.libelle}, organisme régi par le Code de la mutualité ou le Code des assurances.`],
    }
  );
}
