import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAllowed } from '@portail/shared/admin/habilitations';
import {
  referentielCodeParamsSchema as codeParams,
  referentielCreationBodySchema,
  referentielEcritureResponseSchema,
  referentielEtatBodySchema,
  referentielImportBodySchema,
  referentielImportResponseSchema,
  referentielMessages as msg,
  referentielModificationBodySchema,
  referentielModificationSchema,
  referentielTableParamsSchema as tableParams,
  referentielValeurSchema,
  type ReferentielRow,
} from '@portail/shared/admin/referentiels';
import { defaultHttpMessage } from '@portail/shared/messages';
import { referentielTables, type ReferentielTable } from '@portail/shared/referentiels';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { existingCodes, findRow, insertRow, nextOrdre, updateRow } from './referentiels-admin-repository.ts';
import { importCsv } from './referentiels-import-write.ts';

/* Creation, edition, (de)activation and CSV import of reference values: each audited in its transaction. */

function invalid(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError(400, 'VALIDATION', defaultHttpMessage(400), errors);
}

/** The parent must be a value of the parent table (active or not: members' data may name it). */
async function checkParent(db: Db, clientId: number, table: ReferentielTable, parent: string | null) {
  const parentTable = referentielTables[table].parent as ReferentielTable | null;
  if (!parentTable || parent === null) return;
  if (!(await existingCodes(db, clientId, parentTable, [parent])).has(parent))
    throw new AppError(400, 'VALIDATION', defaultHttpMessage(400), {
      parent: msg.parentInconnu(parent, referentielTables[parentTable].libelle),
    });
}

/** What changed between two states of a value: the audit log keeps these fields only. */
function changes(before: ReferentielRow, after: ReferentielRow) {
  const keys = (['libelle', 'parent', 'ordre', 'actif', 'donnees'] as const).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export const referentielsWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const audit =
    (trx: Db, request: FastifyRequest, action: string, table: ReferentielTable, row: ReferentielRow) =>
    (change: { before?: unknown; after?: unknown }) =>
      recordAudit(trx, request, {
        resource: 'referentiels',
        action,
        target: `referentiel:${table}:${row.code}`,
        targetLabel: `${referentielTables[table].libelle} — ${row.libelle}`,
        ...change,
      });

  async function existing(request: FastifyRequest, table: ReferentielTable, code: string) {
    const row = await findRow(db, request.client.id, table, code);
    if (!row) throw new AppError(404, 'NOT_FOUND', msg.inconnu);
    return row;
  }

  app.post(
    '/admin/referentiels/:table',
    {
      config: { access: 'staff', habilitation: { resource: 'referentiels', action: 'create' } },
      schema: {
        tags: ['admin'],
        summary: 'Ajoute une valeur à une table (code définitif, libellé, parent, ordre, champs de la table)',
        params: tableParams,
        body: referentielCreationBodySchema,
        response: { 200: referentielEcritureResponseSchema },
      },
    },
    async (request) => {
      const { table } = request.params;
      const checked = referentielValeurSchema(table).safeParse(request.body);
      if (!checked.success) throw invalid(checked.error);
      const { code, ordre, ...valeur } = checked.data;
      const clientId = request.client.id;
      await checkParent(db, clientId, table, valeur.parent);
      const row = await db.transaction().execute(async (trx) => {
        const values = { ...valeur, actif: true, ordre: ordre ?? (await nextOrdre(trx, clientId, table)) };
        const created = await insertRow(trx, clientId, table, code, values);
        if (!created) throw new AppError(409, 'CODE_PRIS', msg.codePris(code), { code: msg.codePris(code) });
        await audit(trx, request, 'referentiel.creer', table, created)({ after: values });
        return created;
      });
      return { message: msg.cree(row.libelle), valeur: row };
    },
  );

  app.put(
    '/admin/referentiels/:table/:code',
    {
      config: { access: 'staff', habilitation: { resource: 'referentiels', action: 'update' } },
      schema: {
        tags: ['admin'],
        summary: 'Modifie une valeur (son code ne change jamais) ; refusée si elle a changé entre-temps',
        params: codeParams,
        body: referentielModificationBodySchema,
        response: { 200: referentielEcritureResponseSchema },
      },
    },
    async (request) => {
      const { table, code } = request.params;
      const { version, ...body } = request.body;
      const checked = referentielModificationSchema(table).safeParse(body);
      if (!checked.success) throw invalid(checked.error);
      const before = await existing(request, table, code);
      await checkParent(db, request.client.id, table, checked.data.parent);
      const row = await db.transaction().execute(async (trx) => {
        const values = { ...checked.data, actif: before.actif };
        const updated = await updateRow(trx, request.client.id, table, code, version, values);
        if (!updated) throw new AppError(409, 'CONFLIT', msg.conflit);
        await audit(trx, request, 'referentiel.modifier', table, updated)(changes(before, updated));
        return updated;
      });
      return { message: msg.modifie(row.libelle), valeur: row };
    },
  );

  for (const etat of ['desactiver', 'reactiver'] as const)
    app.post(
      `/admin/referentiels/:table/:code/${etat}`,
      {
        config: { access: 'staff', habilitation: { resource: 'referentiels', action: 'update' } },
        schema: {
          tags: ['admin'],
          summary:
            etat === 'desactiver'
              ? 'Désactive une valeur : plus proposée aux adhérents, gardée pour leurs données (jamais supprimée)'
              : 'Réactive une valeur désactivée',
          params: codeParams,
          body: referentielEtatBodySchema,
          response: { 200: referentielEcritureResponseSchema },
        },
      },
      async (request) => {
        const { table, code } = request.params;
        const actif = etat === 'reactiver';
        const before = await existing(request, table, code);
        if (before.actif === actif) throw new AppError(409, 'DEJA_FAIT', actif ? msg.dejaActive : msg.dejaInactive);
        const row = await db.transaction().execute(async (trx) => {
          const values = { ...before, actif };
          const updated = await updateRow(trx, request.client.id, table, code, request.body.version, values);
          if (!updated) throw new AppError(409, 'CONFLIT', msg.conflit);
          await audit(trx, request, `referentiel.${etat}`, table, updated)(changes(before, updated));
          return updated;
        });
        return { message: actif ? msg.reactive(row.libelle) : msg.desactive(row.libelle), valeur: row };
      },
    );

  app.post(
    '/admin/referentiels/:table/import',
    {
      config: { access: 'staff', habilitation: { resource: 'referentiels', action: 'update' } },
      // A CSV of 1 MB as JSON, with room for its escapes.
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary:
          'Importe un CSV (colonnes de l’export) : tout ou rien ; chaque ligne en erreur est dite en français, rien n’est changé',
        params: tableParams,
        body: referentielImportBodySchema,
        response: { 200: referentielImportResponseSchema },
      },
    },
    async (request) => {
      const { table } = request.params;
      const canCreate = isAllowed(request.staffRights!, 'referentiels', 'create');
      return importCsv(db, request, table, request.body.csv, canCreate);
    },
  );
};
