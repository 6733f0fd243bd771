import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Counters live in the database so that every instance behind a load balancer shares them.
 * One upsert per counted request: a fresh window starts when the previous one has passed.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: sql<Date>`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end`,
        reset_at: sql<Date>`case when rate_limits.reset_at <= now() then now() + ${windowMs} * interval '1 millisecond' else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', sql<number>`greatest(0, extract(epoch from (reset_at - now())) * 1000)::int`.as('ttl')])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: row.ttl };
}

export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    scope = 'global';
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hitRateLimit(db, `${this.scope}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    // The plugin passes its merged route parameters here, not the route options its types announce.
    child(routeOptions: object) {
      const params = routeOptions as { routeInfo?: { method?: unknown; url?: string }; groupId?: string };
      const store = new DatabaseRateLimitStore();
      store.scope = params.groupId ?? `${String(params.routeInfo?.method)}:${params.routeInfo?.url ?? ''}`;
      return store;
    }
  };
}

/** Expired counters are removed now and then so the table stays small. */
export async function purgeRateLimits(db: Db): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('reset_at', '<', sql<Date>`now()`)
    .execute();
}
