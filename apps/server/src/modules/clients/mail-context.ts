import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { findAssetVersions } from './clients-repository.ts';
import { assetUrl } from './public-config.ts';
import type { MailContext } from '../../mail/mail-layout.ts';

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

async function contextFor(
  db: Db,
  client: { id: number; libelle: string; branding: unknown },
  publicBase: string,
): Promise<MailContext> {
  const logoName = (client.branding as { logoAsset?: string }).logoAsset;
  const assets = await findAssetVersions(db, client.id);
  const logo = assets.find((asset) => asset.name === logoName);
  return { clientName: client.libelle, logoUrl: logo ? `${publicBase}${assetUrl(logo)}` : null, publicBase };
}

/**
 * Read before the change's transaction opens (PGlite has one connection). Carries the request's
 * id: the messages written with this context keep it in the outbox (decision 046).
 */
export async function buildMailContext(db: Db, request: FastifyRequest, publicUrl: string): Promise<MailContext> {
  return { ...(await contextFor(db, request.client, publicBaseFor(request, publicUrl))), requestId: request.id };
}

/** Mails sent outside a request (the imports' alerts): the client's name and logo, links to PUBLIC_URL. */
export async function buildClientMailContext(db: Db, clientId: number, publicUrl: string): Promise<MailContext> {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'libelle', 'branding'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  return contextFor(db, client, publicUrl.replace(/\/$/, ''));
}
