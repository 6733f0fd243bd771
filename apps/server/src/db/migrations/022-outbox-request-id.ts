import { type Kysely, sql } from 'kysely';

/**
 * outbox.request_id (issue 24): the X-Request-Id of the request whose transaction queued the
 * message, so that a mail in a receiver's hands or in the send logs leads back to the request, on
 * whichever instance served it. Null for messages queued by background work (notifications).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox add column request_id text`.execute(db);
}
