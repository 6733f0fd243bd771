import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { DocumentClient } from '../../pdf/documents/document-client.ts';
import { pdfLogoContentTypes } from '../../pdf/pdf-document-schema.ts';
import { findAsset, findAssetVersions } from '../clients/clients-repository.ts';

/** The issuing client as the PDF module wants it: name, colour, logo from client_assets, legal line. */
export async function documentClientOf(db: Db, request: FastifyRequest): Promise<DocumentClient> {
  const branding = request.client.branding as { logoAsset?: string; primaryColor?: string };
  const version = (await findAssetVersions(db, request.client.id)).find((a) => a.name === branding.logoAsset);
  const asset = version ? await findAsset(db, version.id) : undefined;
  const logoType = pdfLogoContentTypes.find((type) => type === asset?.content_type);
  const logo = asset && logoType ? { data: Buffer.from(asset.data), contentType: logoType } : undefined;
  return {
    libelle: request.client.libelle,
    primaryColor: branding.primaryColor ?? '#1f4e79',
    ...(logo ? { logo } : {}),
    legalMentions: [
      `${request.client.libelle}, mutuelle soumise aux dispositions du livre II du code de la mutualité.`,
    ],
  };
}
