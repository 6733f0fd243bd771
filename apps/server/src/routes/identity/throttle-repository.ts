import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Hits of a counter of rate_limits whose window is still open (0 otherwise), without counting one more. */
export async function peekCounters(db: Db, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const row = await db
    .selectFrom('rate_limits')
    .select(sql<number>`coalesce(max(hits), 0)::int`.as('hits'))
    .where('key', 'in', keys)
    .where('reset_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.hits ?? 0;
}

export async function clearCounters(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}
