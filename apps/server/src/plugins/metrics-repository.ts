import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface OutboxBacklog {
  channel: string;
  /** Messages neither sent nor discarded, due or waiting for their next attempt. */
  depth: number;
  /** now() − created_at of the oldest of them already due (next_attempt_at passed); null when none is. */
  oldestDueSeconds: number | null;
}

/**
 * The outbox's backlog per channel, read at each scrape. Only unsent, undiscarded rows are read,
 * through the partial index outbox_due (004): a handful in a healthy portal.
 */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog[]> {
  return db
    .selectFrom('outbox')
    .select((eb) => [
      'channel',
      eb.fn.countAll<number>().as('depth'),
      sql<
        number | null
      >`greatest(extract(epoch from now() - min(created_at) filter (where next_attempt_at <= now())), 0)::float8`.as(
        'oldestDueSeconds',
      ),
    ])
    .where('sent_at', 'is', null)
    .where('discarded_at', 'is', null)
    .groupBy('channel')
    .execute();
}

export interface DueNotifications {
  /** Notifications scheduled for a time already past that no scheduler has taken yet. */
  due: number;
  /** now() − programmee_le of the oldest of them; null when none. */
  oldestLagSeconds: number | null;
}

/** Read through the partial index notifications_a_traiter (020). */
export async function dueNotifications(db: Db): Promise<DueNotifications> {
  return db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number>().as('due'),
      sql<number | null>`greatest(extract(epoch from now() - min(programmee_le)), 0)::float8`.as('oldestLagSeconds'),
    ])
    .where('statut', '=', 'programmee')
    .where('programmee_le', '<=', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
}
