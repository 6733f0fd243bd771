import { sql } from 'kysely';
import type { ReferentielRow, ReferentielSearch } from '@portail/shared/admin/referentiels';
import type { ReferentielTable } from '@portail/shared/referentiels';
import type { Db } from '../../db/database.ts';
import { motifRecherche, sansAccentsSql } from '../../lib/recherche.ts';

/* The back office's reads and writes of reference data (decision 031); a client's rows only. */

const rowColumns = ['code', 'libelle', 'parent_code as parent', 'ordre', 'actif', 'donnees', 'version'] as const;

const sortExpressions = {
  ordre: [sql`ordre`, sql`lower(libelle)`],
  code: [sql`code`],
  libelle: [sql`lower(libelle)`, sql`code`],
  parent: [sql`parent_code`, sql`ordre`],
} as const;

/** Values and active values of each table of the client. */
export async function countByTable(db: Db, clientId: number): Promise<Map<string, { total: number; actives: number }>> {
  const rows = await db
    .selectFrom('referentiel_entries')
    .select(['table_name', sql<string>`count(*)`.as('total'), sql<string>`count(*) filter (where actif)`.as('actives')])
    .where('client_id', '=', clientId)
    .groupBy('table_name')
    .execute();
  return new Map(rows.map((r) => [r.table_name, { total: Number(r.total), actives: Number(r.actives) }]));
}

/** A page of a table: searched in codes and labels (accents aside), filtered by state and parent. */
export async function searchRows(
  db: Db,
  clientId: number,
  table: ReferentielTable,
  search: ReferentielSearch,
  limit: number,
  offset: number,
): Promise<{ rows: ReferentielRow[]; total: number }> {
  let query = db.selectFrom('referentiel_entries').where('client_id', '=', clientId).where('table_name', '=', table);
  if (search.q) {
    const words = `%${motifRecherche(search.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(code)`, 'like', words),
        eb(sansAccentsSql(sql.ref('libelle')), 'like', sansAccentsSql(sql.val(words))),
      ]),
    );
  }
  if (search.actif) query = query.where('actif', '=', search.actif === 'oui');
  if (search.parent) query = query.where('parent_code', '=', search.parent);
  const direction = search.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy = sql.join(
    [...sortExpressions[search.sort], sql`code`].map((expression) => sql`${expression} ${direction}`),
  );
  const rows = await query
    .select([...rowColumns, sql<string>`count(*) over ()`.as('total')])
    .orderBy(sql`${orderBy}`)
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}

export async function findRow(
  db: Db,
  clientId: number,
  table: string,
  code: string,
): Promise<ReferentielRow | undefined> {
  return db
    .selectFrom('referentiel_entries')
    .select(rowColumns)
    .where('client_id', '=', clientId)
    .where('table_name', '=', table)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Every value of a table by code (the import compares the file with them). */
export async function rowsByCode(db: Db, clientId: number, table: string): Promise<Map<string, ReferentielRow>> {
  const rows = await db
    .selectFrom('referentiel_entries')
    .select(rowColumns)
    .where('client_id', '=', clientId)
    .where('table_name', '=', table)
    .execute();
  return new Map(rows.map((r) => [r.code, r]));
}

/** The place after the last value: where a new value goes when no order is given. */
export async function nextOrdre(db: Db, clientId: number, table: string): Promise<number> {
  const row = await db
    .selectFrom('referentiel_entries')
    .select(sql<number>`coalesce(max(ordre) + 1, 0)`.as('next'))
    .where('client_id', '=', clientId)
    .where('table_name', '=', table)
    .executeTakeFirstOrThrow();
  return Math.min(Number(row.next), 9999);
}

export interface RowValues {
  libelle: string;
  parent: string | null;
  ordre: number;
  actif: boolean;
  donnees: Record<string, string>;
}

/** A new value; undefined when the code is already taken (by a concurrent creation too). */
export async function insertRow(
  db: Db,
  clientId: number,
  table: string,
  code: string,
  values: RowValues,
): Promise<ReferentielRow | undefined> {
  return db
    .insertInto('referentiel_entries')
    .values({
      client_id: clientId,
      table_name: table,
      code,
      libelle: values.libelle,
      parent_code: values.parent,
      ordre: values.ordre,
      actif: values.actif,
      donnees: JSON.stringify(values.donnees),
    })
    .onConflict((oc) => oc.doNothing())
    .returning(rowColumns)
    .executeTakeFirst();
}

/** Rewrites a value if it is still at `version`; undefined when someone changed it meanwhile. */
export async function updateRow(
  db: Db,
  clientId: number,
  table: string,
  code: string,
  version: number,
  values: RowValues,
): Promise<ReferentielRow | undefined> {
  return db
    .updateTable('referentiel_entries')
    .set({
      libelle: values.libelle,
      parent_code: values.parent,
      ordre: values.ordre,
      actif: values.actif,
      donnees: JSON.stringify(values.donnees),
      version: sql`version + 1`,
    })
    .where('client_id', '=', clientId)
    .where('table_name', '=', table)
    .where('code', '=', code)
    .where('version', '=', version)
    .returning(rowColumns)
    .executeTakeFirst();
}

/** The codes of `codes` that exist in `table` (any state): the parents a value may name. */
export async function existingCodes(db: Db, clientId: number, table: string, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('referentiel_entries')
    .select('code')
    .where('client_id', '=', clientId)
    .where('table_name', '=', table)
    .where('code', 'in', codes)
    .execute();
  return new Set(rows.map((r) => r.code));
}
