import type { Db } from '../../db/database.ts';
import type { UploadTable } from '../../db/schema.ts';

export type NewUpload = Omit<UploadTable, 'created_at'>;

/** All files of one request are kept together or not at all. */
export async function insertUploads(db: Db, uploads: NewUpload[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('uploads').values(uploads).execute();
  });
}

export async function findUploadsOfAccount(db: Db, accountId: string) {
  return db
    .selectFrom('uploads')
    .select(['remote_name', 'original_name', 'size', 'sha256', 'content_type', 'data'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
}
