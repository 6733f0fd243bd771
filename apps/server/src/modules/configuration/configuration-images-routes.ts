import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configurationClientSchema } from '@portail/shared/admin/configuration-api';
import {
  configurationImageKinds,
  configurationImageLimits,
  type ConfigurationImageKind,
} from '@portail/shared/admin/configuration-images';
import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import { formatMo } from '@portail/shared/format';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { sha256 } from '../../lib/tokens.ts';
import { checkClientImage, type ClientImage } from './client-image.ts';
import { settingsOf, type ClientSettings } from './client-settings.ts';
import {
  deleteClientAsset,
  findClientById,
  findClientImages,
  updateClientSettings,
} from './configuration-repository.ts';
import { upsertClientAsset } from '../clients/clients-repository.ts';
import { readConfiguration } from './configuration-view.ts';

const largest = Math.max(...Object.values(configurationImageLimits).map((l) => l.maxBytes));
/** Room for the multipart boundaries and headers around the file itself. */
const multipartOverhead = 64 * 1024;
const assetNames: Record<ConfigurationImageKind, string> = { logo: 'logo', fond: 'background' };
const versionQuery = z.object({ version: z.coerce.number().int().positive() });
const access = { access: 'staff', habilitation: { resource: 'configuration', action: 'update' } } as const;

function tooLarge(kind: ConfigurationImageKind, reply?: FastifyReply): AppError {
  const { what, maxBytes } = configurationImageLimits[kind];
  const message = m.image.tooLarge(what, formatMo(maxBytes));
  // The rest of an oversized body is not read: the connection closes after the answer.
  reply?.header('connection', 'close');
  return new AppError(413, 'IMAGE_TOO_LARGE', message, { fichier: message });
}

/** The file of the request, its size checked as it arrives: a 50 Mo upload is refused at its first 2 Mo. */
async function readImageFile(request: FastifyRequest, reply: FastifyReply, kind: ConfigurationImageKind) {
  const { maxBytes } = configurationImageLimits[kind];
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + multipartOverhead) throw tooLarge(kind, reply);
  const noFile = new AppError(400, 'NO_FILE', m.image.noFile, { fichier: m.image.noFile });
  if (!request.isMultipart()) throw noFile;
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw noFile;
    const data = await file.toBuffer();
    if (data.length === 0) throw noFile;
    return data;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind, reply);
    throw error;
  }
}

/** Logo and background: uploaded checked by content, stored in client_assets, audited with their digest. */
export const configurationImagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: largest, files: 1, fields: 2, parts: 3 } });

  /** One change of image, from the version read, with its audit entry, in one transaction. */
  async function change(
    request: FastifyRequest,
    kind: ConfigurationImageKind,
    version: number,
    image: ClientImage | null,
  ) {
    const clientId = request.client.id;
    const [row, assets] = await Promise.all([findClientById(db, clientId), findClientImages(db, clientId)]);
    if (row.version !== version) throw new AppError(409, 'STALE_VERSION', m.stale);
    const settings: ClientSettings = settingsOf(row);
    const current = kind === 'logo' ? settings.branding.logoAsset : settings.branding.backgroundAsset;
    const name = current ?? assetNames[kind];
    const before = assets.find((a) => a.name === current);
    const describe = (a: { content_type: string; sha256: string; taille: number } | undefined) =>
      a ? { type: a.content_type, taille: Number(a.taille), sha256: a.sha256 } : null;
    const digest = image && sha256(image.data);
    if (kind === 'logo') settings.branding.logoAsset = name;
    else settings.branding.backgroundAsset = image ? name : null;
    await db.transaction().execute(async (trx) => {
      if ((await updateClientSettings(trx, clientId, version, settings)) === undefined)
        throw new AppError(409, 'STALE_VERSION', m.stale);
      if (image) await upsertClientAsset(trx, clientId, { name, ...image, sha256: digest! });
      else await deleteClientAsset(trx, clientId, name);
      await recordAudit(trx, request, {
        resource: 'configuration',
        action: 'configuration.image',
        target: `client:${row.code}`,
        targetLabel: `${settings.libelle} — ${configurationImageLimits[kind].what}`,
        before: { [kind]: describe(before) },
        after: {
          [kind]: image
            ? describe({ content_type: image.contentType, taille: image.data.length, sha256: digest! })
            : null,
        },
      });
    });
    app.forgetClientRows();
    return readConfiguration(db, clientId);
  }

  app.post(
    '/admin/configuration/images/:image',
    {
      config: access,
      schema: {
        tags: ['admin'],
        summary: 'Nouveau logo ou nouvelle image de fond (multipart, un fichier ; contrôlé par son contenu)',
        description:
          'PNG, JPEG ou SVG pour le logo (2 Mo, 2 000 pixels de côté), plus WebP pour le fond (5 Mo, 5 000 pixels). Le SVG est nettoyé. 409 si la version est dépassée.',
        consumes: ['multipart/form-data'],
        params: z.object({ image: z.enum(configurationImageKinds) }),
        querystring: versionQuery,
        response: { 200: configurationClientSchema },
      },
    },
    async (request, reply) => {
      const kind = request.params.image;
      const image = checkClientImage(kind, await readImageFile(request, reply, kind));
      return change(request, kind, request.query.version, image);
    },
  );

  app.delete(
    '/admin/configuration/images/fond',
    {
      config: access,
      schema: {
        tags: ['admin'],
        summary: 'Retire l’image de fond (la page d’accueil garde sa couleur)',
        querystring: versionQuery,
        response: { 200: configurationClientSchema },
      },
    },
    async (request) => change(request, 'fond', request.query.version, null),
  );
};
