import { type Kysely, sql } from 'kysely';

/**
 * Mail headers (issue 22, decision 038):
 * - outbox.message_uuid: the Message-ID's left part, drawn once when the row is written, so a retry
 *   or a resend after a crash carries the same Message-ID (receivers deduplicate) while two
 *   databases or two instances never produce the same one (`outbox-N` repeated between them);
 *   rows already queued get one here (the default is evaluated per row);
 * - outbox.message_domain: its right part, the host name of the links of the mail (PUBLIC_URL or
 *   the client's own host);
 * - outbox.list_unsubscribe: the absolute one-click unsubscribe URL of a bulk (notification) mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table outbox add column message_uuid uuid not null default gen_random_uuid()`,
    sql`alter table outbox add column message_domain text`,
    sql`alter table outbox add column list_unsubscribe text`,
  ])
    await statement.execute(db);
}
