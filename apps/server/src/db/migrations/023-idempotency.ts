import { type Kysely, sql } from 'kysely';

/**
 * Idempotency-Key on signed-in writes (issue 24, decision 044): one row per key of an account, method
 * and path. Inserted before the handler runs (the claim every instance sees), then filled with the
 * answer to replay for 24 h; `status_code` null means « in progress ». Purged by housekeeping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('claim_id', 'uuid', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('headers', 'jsonb')
    .addColumn('body', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['account_id', 'key', 'method', 'path'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
