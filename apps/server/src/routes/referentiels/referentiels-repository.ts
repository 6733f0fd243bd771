import type { ReferentielEntry, ReferentielTable } from '@portail/shared/referentiels';
import type { Db } from '../../db/database.ts';

/** The active entries of a table for a client, in their order. */
export async function findEntries(db: Db, clientId: number, table: ReferentielTable): Promise<ReferentielEntry[]> {
  const rows = await db
    .selectFrom('referentiel_entries')
    .select(['code', 'libelle', 'parent_code'])
    .where('client_id', '=', clientId)
    .where('table_name', '=', table)
    .where('actif', '=', true)
    .orderBy('ordre')
    .orderBy('libelle')
    .execute();
  return rows.map((r) => ({ code: r.code, libelle: r.libelle, parent: r.parent_code }));
}

/** Code → label of an active entry, for the checks and summaries of the forms. */
export async function entryLabels(
  db: Db,
  clientId: number,
  table: ReferentielTable,
): Promise<Map<string, ReferentielEntry>> {
  return new Map((await findEntries(db, clientId, table)).map((e) => [e.code, e]));
}

export interface NewEntry {
  table: ReferentielTable;
  code: string;
  libelle: string;
  parent?: string | null;
  ordre: number;
}

/** Seed and import: entries written or rewritten by (client, table, code). */
export async function upsertEntries(db: Db, clientId: number, entries: readonly NewEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('referentiel_entries')
    .values(
      entries.map((e) => ({
        client_id: clientId,
        table_name: e.table,
        code: e.code,
        libelle: e.libelle,
        parent_code: e.parent ?? null,
        ordre: e.ordre,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['client_id', 'table_name', 'code']).doUpdateSet((eb) => ({
        libelle: eb.ref('excluded.libelle'),
        parent_code: eb.ref('excluded.parent_code'),
        ordre: eb.ref('excluded.ordre'),
      })),
    )
    .execute();
}
