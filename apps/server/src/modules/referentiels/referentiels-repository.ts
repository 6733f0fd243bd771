import { sql } from 'kysely';
import { referentielTables, type ReferentielEntry, type ReferentielTable } from '@portail/shared/referentiels';
import type { Db } from '../../db/database.ts';

/**
 * The active entries of a table for a client, in their order: what members are offered. A child
 * of a deactivated parent is not offered either (a motive of a theme no longer proposed).
 */
export async function findEntries(db: Db, clientId: number, table: ReferentielTable): Promise<ReferentielEntry[]> {
  const definition = referentielTables[table];
  const parent = definition.parent as string | null;
  let query = db
    .selectFrom('referentiel_entries as e')
    .select(['e.code', 'e.libelle', 'e.parent_code', 'e.donnees'])
    .where('e.client_id', '=', clientId)
    .where('e.table_name', '=', table)
    .where('e.actif', '=', true);
  if (parent)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('referentiel_entries as p')
          .select(sql`1`.as('one'))
          .whereRef('p.client_id', '=', 'e.client_id')
          .where('p.table_name', '=', parent)
          .whereRef('p.code', '=', 'e.parent_code')
          .where('p.actif', '=', true),
      ),
    );
  const rows = await query.orderBy('e.ordre').orderBy('e.libelle').execute();
  return rows.map((r) => ({
    code: r.code,
    libelle: r.libelle,
    parent: r.parent_code,
    ...(definition.champs.length > 0 ? { donnees: r.donnees } : {}),
  }));
}

/** Code → label of an active entry, for the checks and summaries of the forms. */
export async function entryLabels(
  db: Db,
  clientId: number,
  table: ReferentielTable,
): Promise<Map<string, ReferentielEntry>> {
  return new Map((await findEntries(db, clientId, table)).map((e) => [e.code, e]));
}

/** Every entry, deactivated ones too, by code: what members' existing data is shown with. */
export async function displayEntries(
  db: Db,
  clientId: number,
  table: ReferentielTable,
): Promise<Map<string, { libelle: string; donnees: Record<string, string> }>> {
  const rows = await db
    .selectFrom('referentiel_entries')
    .select(['code', 'libelle', 'donnees'])
    .where('client_id', '=', clientId)
    .where('table_name', '=', table)
    .orderBy('ordre')
    .orderBy('code')
    .execute();
  return new Map(rows.map((r) => [r.code, { libelle: r.libelle, donnees: r.donnees }]));
}

export interface NewEntry {
  table: ReferentielTable;
  code: string;
  libelle: string;
  parent?: string | null;
  ordre: number;
  actif?: boolean;
  donnees?: Record<string, string>;
}

/** Seed: entries written or rewritten by (client, table, code). */
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
        actif: e.actif ?? true,
        donnees: JSON.stringify(e.donnees ?? {}),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['client_id', 'table_name', 'code']).doUpdateSet((eb) => ({
        libelle: eb.ref('excluded.libelle'),
        parent_code: eb.ref('excluded.parent_code'),
        ordre: eb.ref('excluded.ordre'),
        actif: eb.ref('excluded.actif'),
        donnees: eb.ref('excluded.donnees'),
      })),
    )
    .execute();
}
