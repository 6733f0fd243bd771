import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditActionLabel,
  auditExportSchema,
  auditPageSchema,
  auditSearchSchema,
  type AuditRow,
} from '@portail/shared/admin/audit';
import { adminResourceLabels, type AdminResource } from '@portail/shared/admin/habilitations';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ExportColumn } from '../../lib/export-columns.ts';
import { exportDay, exportFileResponse, sendExport } from '../../lib/export-response.ts';
import { searchAudit } from './audit-repository.ts';
import { adminClientOf } from '../../plugins/staff-client-scope.ts';

/** Entries an export carries at most: beyond, auditors narrow the period first. */
const auditExportLimit = 50_000;

/** The date is shown in Paris time, in both formats. */
const auditExportColumns: ExportColumn<AuditRow>[] = [
  { header: 'Date', type: 'datetime', value: (r) => r.at },
  { header: 'Auteur', type: 'text', value: (r) => r.actor },
  { header: 'Adresse IP', type: 'text', value: (r) => r.ip ?? '' },
  { header: 'Domaine', type: 'text', value: (r) => adminResourceLabels[r.resource as AdminResource] ?? r.resource },
  { header: 'Action', type: 'text', value: (r) => auditActionLabel(r.action) },
  { header: 'Objet', type: 'text', value: (r) => r.targetLabel ?? r.target },
  { header: 'Référence', type: 'text', value: (r) => r.target },
  { header: 'Motif', type: 'text', value: (r) => r.reason ?? '' },
  { header: 'Avant', type: 'text', value: (r) => (r.before === null ? '' : JSON.stringify(r.before)) },
  { header: 'Après', type: 'text', value: (r) => (r.after === null ? '' : JSON.stringify(r.after)) },
];

/** The audit log (decision 029): read and exported by those the habilitation « audit » allows; never written here. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'staff', habilitation: { resource: 'audit', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: 'Journal d’audit du back office (paginé, filtré ; le plus récent d’abord)',
        querystring: auditSearchSchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const search = request.query;
      const clientId = await adminClientOf(db, request, undefined);
      const { rows, total } = await searchAudit(
        db,
        clientId,
        search,
        search.pageSize,
        (search.page - 1) * search.pageSize,
      );
      if (rows.length === 0 && search.page > 1) {
        const counted = await searchAudit(db, clientId, search, 1, 0);
        return { rows, total: counted.total, page: search.page, pageSize: search.pageSize };
      }
      return { rows, total, page: search.page, pageSize: search.pageSize };
    },
  );

  app.get(
    '/admin/audit/export',
    {
      config: { access: 'staff', habilitation: { resource: 'audit', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: `Le journal d’audit de la recherche en CSV ou Excel (?format=xlsx) (${auditExportLimit.toLocaleString('fr-FR')} entrées au plus)`,
        querystring: auditExportSchema,
        response: { 200: exportFileResponse() },
      },
    },
    async (request, reply) => {
      const clientId = await adminClientOf(db, request, undefined);
      const { format, ...search } = request.query;
      const { rows } = await searchAudit(db, clientId, search, auditExportLimit + 1, 0);
      if (rows.length > auditExportLimit)
        throw new AppError(
          400,
          'EXPORT_TOO_LARGE',
          `Plus de ${auditExportLimit.toLocaleString('fr-FR')} entrées répondent à cette recherche : réduisez la période avant d’exporter.`,
        );
      return sendExport(reply, {
        format,
        columns: auditExportColumns,
        rows,
        baseName: `journal-audit-${exportDay()}`,
        title: 'Journal d’audit',
      });
    },
  );
};
