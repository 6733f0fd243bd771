import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Any number unlikely to clash with another advisory lock of the application. */
const seedLockKey = 7_340_021;

/**
 * Runs work on one connection holding an advisory lock, so two instances starting together on one
 * PostgreSQL do not both seed (the second then finds the clients and stops).
 */
export async function withSeedLock(db: Db, work: (connection: Db) => Promise<void>): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${seedLockKey})`.execute(connection);
    try {
      await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${seedLockKey})`.execute(connection);
    }
  });
}

export async function hasClients(db: Db): Promise<boolean> {
  const row = await db.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function findClientIdsByCode(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('clients').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

export async function findPersonneId(db: Db, clientId: number, numPers: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('personnes')
    .select('id')
    .where('client_id', '=', clientId)
    .where('num_pers', '=', numPers)
    .executeTakeFirst();
  return row?.id;
}

/** The reference tables that already hold values for a client (a table is seeded once, then staff own it). */
export async function seededReferentielTables(db: Db, clientId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('referentiel_entries')
    .select('table_name')
    .distinct()
    .where('client_id', '=', clientId)
    .execute();
  return new Set(rows.map((r) => r.table_name));
}

export async function hasOffres(db: Db, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('offres')
    .select('code')
    .where('client_id', '=', clientId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A client's retention durations (decision 051), unless staff already set some: a restart keeps theirs. */
export async function seedConservation(db: Db, clientCode: string, durees: Record<string, number>): Promise<void> {
  await db
    .updateTable('clients')
    .set({ conservation: JSON.stringify(durees) })
    .where('code', '=', clientCode)
    .where(sql<boolean>`conservation = '{}'::jsonb`)
    .execute();
}
