import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadAuthorizedTypes, uploadLimits, uploadMessages, uploadQuota } from '@portail/shared/file-types';
import { formatMo } from '@portail/shared/format';
import { configFromEnv } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { requireAccount } from '../../plugins/session.ts';
import { readCheckedFiles } from './upload-checks.ts';
import { insertUploadsWithinQuota } from './uploads-repository.ts';
import { text } from '@portail/shared/text';

const uploadConfigSchema = z.object({
  demo: z.boolean(),
  maxFileSize: z.number(),
  totalQueueSize: z.number(),
  queueLimit: z.number(),
  authorizedTypes: z.array(z.object({ extension: text(), mime: text() })),
});

/** §7 file upload: multipart POST, signed in, the reply's fileNames[0] is the stored file's name. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Db; demo?: boolean }> = async (app, { db, demo }) => {
  const isDemo = demo ?? configFromEnv().demoData;
  await app.register(fastifyMultipart, {
    limits: { fileSize: uploadLimits.maxFileSize, files: uploadLimits.queueLimit, fields: 10, parts: 20 },
  });

  app.get(
    '/uploads/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'Limites de téléversement, et si le portail tourne en mode démonstration',
        response: { 200: uploadConfigSchema },
      },
    },
    async () => ({ demo: isDemo, ...uploadLimits, authorizedTypes: [...uploadAuthorizedTypes] }),
  );

  app.post(
    '/uploads',
    {
      config: {
        access: 'signedIn',
        rateLimit: {
          max: 40,
          timeWindow: 10 * 60 * 1000,
          keyGenerator: (request) => request.account?.accountId ?? request.ip,
        },
      },
      schema: {
        tags: ['uploads'],
        summary: 'Téléversement multipart : taille, extension et type réel (octets de tête) contrôlés',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ fileNames: z.array(text()) }) },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      const files = await readCheckedFiles(request);
      const rows = files.map((file) => ({
        remote_name: `${randomUUID()}.${file.extension}`,
        account_id: account.accountId,
        original_name: file.originalName,
        size: file.data.length,
        sha256: sha256(file.data),
        content_type: file.contentType,
        data: file.data,
      }));
      if ((await insertUploadsWithinQuota(db, account.accountId, rows, uploadQuota)) === 'quota')
        throw new AppError(
          413,
          'UPLOAD_QUOTA',
          uploadMessages.quotaReached(formatMo(uploadQuota.pendingBytes), uploadQuota.pendingFiles),
        );
      return { fileNames: rows.map((r) => r.remote_name) };
    },
  );
};
