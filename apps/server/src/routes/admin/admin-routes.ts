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
import { toCsv, type CsvColumn } from '../../lib/csv.ts';
import { fileResponse, sendFile } from '../../lib/file-response.ts';
import { requireAccount } from '../../plugins/session.ts';
import { searchAdherents } from './adherents-repository.ts';
import { configurationRoutes } from '../configuration/configuration-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { adminClientOf } from './client-scope.ts';
import { ficheRoutes } from './fiche-routes.ts';
import { habilitationsRoutes } from './habilitations-routes.ts';
import { inboxRoutes } from './inbox-routes.ts';

const adherentCsvColumns: CsvColumn<AdherentRow>[] = [
  { header: 'Numéro d’adhérent', value: (r) => r.numPers },
  { header: 'Nom', value: (r) => r.nom },
  { header: 'Prénom', value: (r) => r.prenom },
  { header: 'Date de naissance', value: (r) => r.dateNaissance.split('-').reverse().join('/') },
  { header: 'E-mail', value: (r) => r.email ?? '' },
  { header: 'Code postal', value: (r) => r.codePostal ?? '' },
  { header: 'Commune', value: (r) => r.ville ?? '' },
  { header: 'Contrats', value: (r) => r.contrats.join(', ') },
  { header: 'Compte du portail', value: (r) => compteEtatLabels[r.compte] },
];

/** The back office's routes (issue 14): each names the habilitation it needs (decision 028). */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string; secureCookies: boolean }> = async (
  app,
  { db, publicUrl, secureCookies },
) => {
  await app.register(auditRoutes, { db });
  await app.register(configurationRoutes, { db });
  await app.register(ficheRoutes, { db, publicUrl, secureCookies });
  await app.register(habilitationsRoutes, { db });
  await app.register(inboxRoutes, { db, publicUrl });

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
      const { rows, total } = await searchAdherents(db, await adminClientOf(db, request, search.client), search);
      return { rows, total, page: search.page, pageSize: search.pageSize };
    },
  );

  app.get(
    '/admin/adherents/export',
    {
      config: { access: 'staff', habilitation: { resource: 'adherents', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: 'Les adhérents de la recherche en CSV (10 000 au plus : au-delà, la demande est refusée)',
        querystring: adherentExportSchema,
        response: { 200: fileResponse('Le fichier CSV (« ; », UTF-8 avec BOM)', 'text/csv') },
      },
    },
    async (request, reply) => {
      // One more than the limit tells whether the search is too wide, without counting it apart.
      const search = { ...request.query, page: 1, pageSize: adherentExportLimit + 1 };
      const { rows } = await searchAdherents(db, await adminClientOf(db, request, search.client), search);
      if (rows.length > adherentExportLimit)
        throw new AppError(400, 'EXPORT_TOO_LARGE', adherentMessages.exportTooLarge(adherentExportLimit));
      return sendFile(reply, {
        data: toCsv(adherentCsvColumns, rows),
        contentType: 'text/csv; charset=utf-8',
        fileName: `adherents-${new Date().toISOString().slice(0, 10)}.csv`,
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
