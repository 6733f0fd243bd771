import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  referentielCsvHeaders,
  referentielExportSchema,
  referentielPageSchema,
  referentielSearchSchema,
  referentielTableParamsSchema as tableParams,
  referentielTablesResponseSchema,
  type ReferentielRow,
} from '@portail/shared/admin/referentiels';
import { referentielTableNames, referentielTables, type ReferentielTable } from '@portail/shared/referentiels';
import type { Db } from '../../db/database.ts';
import type { ExportColumn } from '../../lib/export-columns.ts';
import { exportDay, exportFileResponse, sendExport } from '../../lib/export-response.ts';
import { countByTable, searchRows } from './referentiels-admin-repository.ts';
import { referentielsWriteRoutes } from './referentiels-admin-writes.ts';

/** The columns of the export, which the import reads back (referentielCsvHeaders). */
function exportColumns(table: ReferentielTable): ExportColumn<ReferentielRow>[] {
  const definition = referentielTables[table];
  const headers = referentielCsvHeaders(table);
  const columns: Omit<ExportColumn<ReferentielRow>, 'header'>[] = [
    { type: 'text', value: (r) => r.code },
    { type: 'text', value: (r) => r.libelle },
    ...(definition.parent ? [{ type: 'text' as const, value: (r: ReferentielRow) => r.parent ?? '' }] : []),
    { type: 'number', value: (r) => r.ordre },
    { type: 'boolean', value: (r) => r.actif },
    ...definition.champs.map((c) => ({ type: 'text' as const, value: (r: ReferentielRow) => r.donnees[c.nom] ?? '' })),
  ];
  return headers.map((header, i) => ({ header, ...columns[i]! }) as ExportColumn<ReferentielRow>);
}

/** The reference-data editor of the back office (issue 14, decision 031); the client's tables only. */
export const referentielsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: 'staff', habilitation: { resource: 'referentiels', action: 'read' } } as const;

  app.get(
    '/admin/referentiels',
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: 'Les tables de référence du client, avec leur nombre de valeurs',
        response: { 200: referentielTablesResponseSchema },
      },
    },
    async (request) => {
      const counts = await countByTable(db, request.client.id);
      return {
        tables: referentielTableNames.map((table) => {
          const definition = referentielTables[table];
          return {
            table,
            libelle: definition.libelle,
            usage: definition.usage,
            parent: definition.parent,
            ...(counts.get(table) ?? { total: 0, actives: 0 }),
          };
        }),
      };
    },
  );

  app.get(
    '/admin/referentiels/:table',
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: 'Les valeurs d’une table (paginées, triées, cherchées dans les codes et libellés)',
        params: tableParams,
        querystring: referentielSearchSchema,
        response: { 200: referentielPageSchema },
      },
    },
    async (request) => {
      const search = request.query;
      const { table } = request.params;
      const page = (offset: number, limit: number) => searchRows(db, request.client.id, table, search, limit, offset);
      const { rows, total } = await page((search.page - 1) * search.pageSize, search.pageSize);
      // Past the last page: no rows, but the total, so the grid goes back to the last page.
      const counted = rows.length === 0 && search.page > 1 ? (await page(0, 1)).total : total;
      return { rows, total: counted, page: search.page, pageSize: search.pageSize };
    },
  );

  app.get(
    '/admin/referentiels/:table/export',
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: 'Les valeurs de la recherche en CSV (les colonnes que l’import relit) ou Excel (?format=xlsx)',
        params: tableParams,
        querystring: referentielExportSchema,
        response: { 200: exportFileResponse() },
      },
    },
    async (request, reply) => {
      const { table } = request.params;
      const { format, ...search } = request.query;
      const { rows } = await searchRows(db, request.client.id, table, search, 100_000, 0);
      return sendExport(reply, {
        format,
        columns: exportColumns(table),
        rows,
        baseName: `referentiel-${table}-${exportDay()}`,
        title: referentielTables[table].libelle,
      });
    },
  );

  await app.register(referentielsWriteRoutes, { db });
};
