import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portail/shared/current-user';
import { exportDonneesEtatSchema, exportDonneesMessages } from '@portail/shared/export-donnees';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { fileResponse, sendFile } from '../../lib/file-response.ts';
import { requireAccount } from '../../plugins/session.ts';
import { ownerCodeOperations, type SecurityCodes } from '../mfa/security-codes.ts';
import { etatDe, lienBaseDe } from './export-donnees-etat.ts';
import { findArchive, findDerniereDuCompte, insertDemandeExport } from './export-donnees-repository.ts';

const tags = ['export-donnees'];
const route = '/adherent/donnees/export';

/**
 * « Télécharger mes données » (RGPD art. 15 and 20, decision 052): ask for the archive with a fresh
 * security code, follow its preparation, download it — this account only, for 7 days.
 */
export const exportDonneesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  codes: SecurityCodes;
  publicUrl: string;
  clock: Clock;
}> = async (app, { db, codes, publicUrl, clock }) => {
  app.post(
    route,
    {
      config: { access: 'member', securityCode: true },
      schema: {
        tags,
        summary: 'Demander l’archive de mes données (préparée en arrière-plan, annoncée par e-mail)',
        description:
          'Avec l’en-tête X-SecurityCode d’un code VERIFY_AMF ou VERIFY_SMS_AMF vérifié, dépensé par la demande (403 SECURITY_CODE_REQUIRED sinon). Une seule archive en préparation par personne (409).',
        response: { 202: exportDonneesEtatSchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const account = requireAccount(request);
      const codeId = await codes.requireVerified(request, account.accountId, ownerCodeOperations);
      const now = clock();
      const id = await db.transaction().execute(async (trx) => {
        const created = await insertDemandeExport(trx, {
          clientId: request.client.id,
          personneId: account.personneId!,
          accountId: account.accountId,
          demandePar: 'adherent',
          demandeurAccountId: account.accountId,
          demandeur: account.userName,
          lienBase: lienBaseDe(request, publicUrl),
          now,
        });
        // Refused before the code is spent: the member keeps it for a later try.
        if (!created) throw new AppError(409, 'EXPORT_EN_COURS', exportDonneesMessages.dejaEnPreparation);
        await codes.consume(trx, codeId);
        return created;
      });
      request.log.info({ exportId: id }, 'export des données demandé');
      const row = await findDerniereDuCompte(db, request.client.id, account.accountId);
      return reply.code(202).send(etatDe(row, now));
    },
  );

  app.get(
    route,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'État de ma dernière archive : aucune, en préparation, prête (jusqu’au …), expirée',
        response: { 200: exportDonneesEtatSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      return etatDe(await findDerniereDuCompte(db, request.client.id, account.accountId), clock());
    },
  );

  app.get(
    `${route}/archive`,
    {
      // The archive holds everything: never through « Voir comme l'adhérent » (staff have their own, audited).
      config: { access: 'member', refusedWhileViewing: true },
      schema: {
        tags,
        summary: 'Télécharger ma dernière archive prête (ZIP : donnees.json et les fichiers)',
        description: 'Au compte qui l’a demandée seulement ; en pièce jointe, jamais gardée en cache.',
        response: {
          200: fileResponse('L’archive ZIP', 'application/zip'),
          404: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const account = requireAccount(request);
      const etat = etatDe(await findDerniereDuCompte(db, request.client.id, account.accountId), clock());
      if (etat.statut === 'expiree') throw new AppError(410, 'EXPORT_EXPIRE', exportDonneesMessages.expiree);
      const archive = etat.id ? await findArchive(db, etat.id) : undefined;
      if (!archive?.archive) throw new AppError(404, 'EXPORT_ABSENT', exportDonneesMessages.aucune);
      return sendFile(reply, {
        data: archive.archive,
        contentType: 'application/zip',
        fileName: archive.archive_nom ?? 'mes-donnees.zip',
      });
    },
  );
};
