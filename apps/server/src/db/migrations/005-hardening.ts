import { type Kysely, sql } from 'kysely';

/** Uploads joined to a request are kept with it; the others are removed after a day (decision 019). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('attached_at', 'timestamptz').execute();
  await db.schema
    .createIndex('uploads_pending')
    .on('uploads')
    .columns(['created_at'])
    .where(sql.ref('attached_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uploads_pending').execute();
  await db.schema.alterTable('uploads').dropColumn('attached_at').execute();
}
