import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ficheMessages } from '@portail/shared/admin/fiche';
import { errorBodySchema } from '@portail/shared/current-user';
import {
  exportDonneesEtatSchema,
  exportDonneesGestionnaireBodySchema,
  exportDonneesMessages,
} from '@portail/shared/export-donnees';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { fileResponse, sendFile } from '../../lib/file-response.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { requireAccount } from '../../plugins/session.ts';
import { findAdherent } from '../adherents/fiche-repository.ts';
import { traceRead } from '../journal-acces/trace-read.ts';
import { etatDe, lienBaseDe } from './export-donnees-etat.ts';
import { findArchive, findDerniereDeLaPersonne, insertDemandeExport } from './export-donnees-repository.ts';

const tags = ['admin'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const route = '/admin/adherents/:id/donnees/export';
/** Acting on a member's request about his data: the member service's right on accounts (decision 052). */
const habilitation = { resource: 'comptes', action: 'update' } as const;

/** The same archive as « Télécharger mes données », prepared by staff for a member who asked by post. */
export const exportDonneesAdminRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string; clock: Clock }> = async (
  app,
  { db, publicUrl, clock },
) => {
  async function adherentOf(request: FastifyRequest, id: number) {
    const adherent = await findAdherent(db, request.client.id, id);
    if (!adherent) throw new AppError(404, 'NOT_FOUND', ficheMessages.unknown);
    return adherent;
  }
  const label = (a: { prenom: string; nom: string; num_pers: string }) => `${a.prenom} ${a.nom} (${a.num_pers})`;

  app.post(
    route,
    {
      config: { access: 'staff', habilitation },
      schema: {
        tags,
        summary:
          'Préparer l’archive des données d’un adhérent (demande reçue par courrier), inscrite au journal d’audit',
        params: idParams,
        body: exportDonneesGestionnaireBodySchema,
        response: { 202: exportDonneesEtatSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const staff = requireAccount(request);
      const a = await adherentOf(request, request.params.id);
      const now = clock();
      await db.transaction().execute(async (trx) => {
        const id = await insertDemandeExport(trx, {
          clientId: request.client.id,
          personneId: a.id,
          accountId: a.account_id,
          demandePar: 'gestionnaire',
          demandeurAccountId: staff.accountId,
          demandeur: staff.userName,
          lienBase: lienBaseDe(request, publicUrl),
          now,
        });
        if (!id) throw new AppError(409, 'EXPORT_EN_COURS', exportDonneesMessages.dejaEnPreparationGestionnaire);
        await recordAudit(trx, request, {
          resource: 'comptes',
          action: 'adherent.preparer_archive_donnees',
          target: `adherent:${a.id}`,
          targetLabel: label(a),
          reason: request.body.motif,
          after: { archive: id },
        });
      });
      return reply.code(202).send(etatDe(await findDerniereDeLaPersonne(db, request.client.id, a.id), now, true));
    },
  );

  app.get(
    route,
    {
      config: { access: 'staff', habilitation },
      schema: {
        tags,
        summary: 'État de la dernière archive des données de l’adhérent',
        params: idParams,
        response: { 200: exportDonneesEtatSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const a = await adherentOf(request, request.params.id);
      return etatDe(await findDerniereDeLaPersonne(db, request.client.id, a.id), clock(), true);
    },
  );

  app.get(
    `${route}/archive`,
    {
      config: { access: 'staff', habilitation },
      schema: {
        tags,
        summary: 'Télécharger la dernière archive prête de l’adhérent (ZIP), inscrit au journal d’audit',
        params: idParams,
        response: {
          200: fileResponse('L’archive ZIP', 'application/zip'),
          404: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const a = await adherentOf(request, request.params.id);
      const etat = etatDe(await findDerniereDeLaPersonne(db, request.client.id, a.id), clock(), true);
      if (etat.statut === 'expiree') throw new AppError(410, 'EXPORT_EXPIRE', exportDonneesMessages.expiree);
      const archive = etat.id ? await findArchive(db, etat.id) : undefined;
      if (!archive?.archive) throw new AppError(404, 'EXPORT_ABSENT', exportDonneesMessages.inconnue);
      // Everything the portal holds on him leaves with this download: a read of his file (decision 049)
      // that he sees in « Consultations de mon dossier », and written down like a change.
      await traceRead(db, request, { categorie: 'archive', personneId: a.id, objet: etat.id });
      await recordAudit(db, request, {
        resource: 'comptes',
        action: 'adherent.telecharger_archive_donnees',
        target: `adherent:${a.id}`,
        targetLabel: label(a),
        after: { archive: etat.id },
      });
      return sendFile(reply, {
        data: archive.archive,
        contentType: 'application/zip',
        fileName: `donnees-${a.num_pers}-${archive.archive_nom ?? 'archive.zip'}`,
      });
    },
  );
};
