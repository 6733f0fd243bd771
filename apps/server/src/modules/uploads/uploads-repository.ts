import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UploadTable } from '../../db/schema.ts';

export type NewUpload = Omit<Insertable<UploadTable>, 'created_at' | 'attached_at'>;

/**
 * All files of one request are kept together or not at all, and only within the account's quota of
 * files not yet joined to a request. The account row is locked, so two uploads at once are counted
 * one after the other.
 */
export async function insertUploadsWithinQuota(
  db: Db,
  accountId: string,
  uploads: NewUpload[],
  quota: { pendingBytes: number; pendingFiles: number },
): Promise<'stored' | 'quota'> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
    const pending = await trx
      .selectFrom('uploads')
      .select([sql<number>`count(*)::int`.as('files'), sql<number>`coalesce(sum(size), 0)::bigint`.as('bytes')])
      .where('account_id', '=', accountId)
      .where('attached_at', 'is', null)
      .executeTakeFirstOrThrow();
    const bytes = uploads.reduce((sum, u) => sum + u.size, 0);
    if (pending.files + uploads.length > quota.pendingFiles || Number(pending.bytes) + bytes > quota.pendingBytes)
      return 'quota';
    await trx.insertInto('uploads').values(uploads).execute();
    return 'stored';
  });
}

/** Files never joined to a request are removed once their retention has passed. */
export async function deleteExpiredUploads(db: Db, retentionMs: number): Promise<number> {
  const result = await db
    .deleteFrom('uploads')
    .where('attached_at', 'is', null)
    .where('created_at', '<', sql<Date>`now() - ${retentionMs} * interval '1 millisecond'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
