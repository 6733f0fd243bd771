import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adherentExportLimit,
  adherentExportSchema,
  adherentMessages,
  adherentPageSchema,
  adherentSearchSchema,
  compteEtatLabels,
  type AdherentRow,
} from '@portail/shared/admin/adherents';
import { staffRightsSchema } from '@portail/shared/admin/habilitations-schema';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ExportColumn } from '../../lib/export-columns.ts';
import { exportDay, exportFileResponse, sendExport } from '../../lib/export-response.ts';
import { requireAccount } from '../../plugins/session.ts';
import { criteresOf, traceRead } from '../journal-acces/trace-read.ts';
import { searchAdherents } from './adherents-repository.ts';
import { adminClientOf } from '../../plugins/staff-client-scope.ts';

const adherentExportColumns: ExportColumn<AdherentRow>[] = [
  { header: 'Numéro d’adhérent', type: 'text', value: (r) => r.numPers },
  { header: 'Nom', type: 'text', value: (r) => r.nom },
  { header: 'Prénom', type: 'text', value: (r) => r.prenom },
  { header: 'Date de naissance', type: 'date', value: (r) => r.dateNaissance },
  { header: 'E-mail', type: 'text', value: (r) => r.email ?? '' },
  { header: 'Code postal', type: 'text', value: (r) => r.codePostal ?? '' },
  { header: 'Commune', type: 'text', value: (r) => r.ville ?? '' },
  { header: 'Contrats', type: 'text', value: (r) => r.contrats.join(', ') },
  { header: 'Compte du portail', type: 'text', value: (r) => compteEtatLabels[r.compte] },
];

/** The back office's search of members and its export (issue 14): each names the habilitation it needs (decision 028). */
export const adherentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/adherents',
    {
      config: { access: 'staff', habilitation: { resource: 'adherents', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: 'Recherche des adhérents du client (paginée, triée, filtrée)',
        querystring: adherentSearchSchema,
        response: { 200: adherentPageSchema },
      },
    },
    async (request) => {
      const search = request.query;
      const clientId = await adminClientOf(db, request, search.client);
      const { rows, total } = await searchAdherents(db, clientId, search);
      // A list of members is a bulk read: one entry with how many matched and the criteria (decision 049).
      await traceRead(db, request, { categorie: 'recherche', nombre: total, criteres: criteresOf(search), clientId });
      return { rows, total, page: search.page, pageSize: search.pageSize };
    },
  );

  app.get(
    '/admin/adherents/export',
    {
      config: { access: 'staff', habilitation: { resource: 'adherents', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary:
          'Les adhérents de la recherche en CSV ou, avec ?format=xlsx, en Excel (10 000 au plus : au-delà, la demande est refusée)',
        querystring: adherentExportSchema,
        response: { 200: exportFileResponse() },
      },
    },
    async (request, reply) => {
      // One more than the limit tells whether the search is too wide, without counting it apart.
      const { format, ...criteria } = request.query;
      const search = { ...criteria, page: 1, pageSize: adherentExportLimit + 1 };
      const clientId = await adminClientOf(db, request, search.client);
      const { rows } = await searchAdherents(db, clientId, search);
      if (rows.length > adherentExportLimit)
        throw new AppError(400, 'EXPORT_TOO_LARGE', adherentMessages.exportTooLarge(adherentExportLimit));
      await traceRead(db, request, {
        categorie: 'export',
        nombre: rows.length,
        criteres: criteresOf({ ...criteria, format }),
        clientId,
      });
      return sendExport(reply, {
        format,
        columns: adherentExportColumns,
        rows,
        baseName: `adherents-${exportDay()}`,
        title: 'Adhérents',
      });
    },
  );

  // What the signed-in staff member may do: the back office builds its navigation from it.
  app.get(
    '/identity/staff-rights',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], summary: 'Droits du collaborateur connecté', response: { 200: staffRightsSchema } },
    },
    async (request) => {
      const rights = await app.staffRightsOf(requireAccount(request).accountId);
      return {
        ...rights,
        habilitations: [...rights.habilitations],
        crossClientHabilitations: [...rights.crossClientHabilitations],
      };
    },
  );
};
