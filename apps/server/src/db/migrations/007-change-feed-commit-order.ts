import { type Kysely, sql } from 'kysely';

/*
 * The change feed's export follows commit order, not id order (decision 022): ids are handed out
 * before a transaction commits, so a change with a smaller id can become visible after one with a
 * larger id. Each change keeps the id of the transaction that wrote it; the export reads only
 * transactions older than every one still running, in (transaction, id) order, and its cursor is
 * that pair.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table changements add column txid xid8 not null default pg_current_xact_id()`,
    sql`create index changements_client_txid on changements (client_id, txid, id)`,
    sql`create index changements_txid on changements (txid, id)`,
    sql`alter table export_curseurs add column dernier_txid xid8 not null default '0'`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table export_curseurs drop column dernier_txid`,
    sql`drop index changements_txid`,
    sql`drop index changements_client_txid`,
    sql`alter table changements drop column txid`,
  ])
    await statement.execute(db);
}
