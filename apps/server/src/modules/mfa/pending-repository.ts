import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type PendingKind = 'login' | 'forgot-username';

export async function insertPending(
  db: Db,
  pending: { id: string; kind: PendingKind; accountId: string; callbackUrl: string | null; ttlMs: number },
): Promise<void> {
  // Expired requests go as new ones come: the table stays as small as the traffic of 10 minutes.
  await db
    .deleteFrom('pending_verifications')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('pending_verifications')
    .values({
      id: pending.id,
      kind: pending.kind,
      account_id: pending.accountId,
      callback_url: pending.callbackUrl,
      expires_at: sql<Date>`now() + ${pending.ttlMs} * interval '1 millisecond'`,
    })
    .execute();
}

export async function findPending(db: Db, id: string, kind: PendingKind) {
  return db
    .selectFrom('pending_verifications')
    .select(['id', 'account_id', 'callback_url'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

export async function deletePending(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pending_verifications').where('id', '=', id).execute();
}
