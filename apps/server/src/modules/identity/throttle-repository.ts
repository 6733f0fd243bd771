import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface CounterWindow {
  key: string;
  windowMs: number;
}

/**
 * One statement counts one more attempt on every key (a fresh window starts where the previous one
 * has passed) and returns the new counts: concurrent requests can no longer all read "under the
 * limit" before any of them writes.
 */
export async function incrementCounters(
  db: Db,
  counters: readonly CounterWindow[],
): Promise<{ key: string; hits: number; ttlMs: number }[]> {
  if (counters.length === 0) return [];
  return db
    .insertInto('rate_limits')
    .values(
      counters.map(({ key, windowMs }) => ({
        key,
        hits: 1,
        reset_at: sql<Date>`now() + ${windowMs} * interval '1 millisecond'`,
      })),
    )
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end`,
        reset_at: sql<Date>`case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning([
      'key',
      'hits',
      sql<number>`greatest(0, extract(epoch from (reset_at - now())) * 1000)::int`.as('ttlMs'),
    ])
    .execute();
}

/** Gives back one attempt on each key whose window is still open (a success is not a failure). */
export async function decrementCounters(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`greatest(hits - 1, 0)` })
    .where('key', 'in', keys)
    .where('reset_at', '>', sql<Date>`now()`)
    .execute();
}

export async function clearCounters(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}
