import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { findAssetVersions } from '../routes/clients/clients-repository.ts';
import { assetUrl } from '../routes/clients/public-config.ts';
import type { MailContext } from './mail-layout.ts';

/**
 * Links go to PUBLIC_URL, or to the request's host name when it is one of the client's own hosts
 * (littoral.localhost…). Never to any other Host header: a forged one must not get into a reset link.
 */
export function publicBaseFor(request: FastifyRequest, publicUrl: string): string {
  const base = new URL(publicUrl);
  const hostname = request.hostname.toLowerCase().replace(/:\d+$/, '');
  if (hostname !== base.hostname && request.client.hosts.includes(hostname)) base.hostname = hostname;
  return base.toString().replace(/\/$/, '');
}

/** Read before the change's transaction opens (PGlite has one connection). */
export async function buildMailContext(db: Db, request: FastifyRequest, publicUrl: string): Promise<MailContext> {
  const publicBase = publicBaseFor(request, publicUrl);
  const logoName = (request.client.branding as { logoAsset?: string }).logoAsset;
  const assets = await findAssetVersions(db, request.client.id);
  const logo = assets.find((asset) => asset.name === logoName);
  return {
    clientName: request.client.libelle,
    logoUrl: logo ? `${publicBase}${assetUrl(logo)}` : null,
    publicBase,
  };
}
