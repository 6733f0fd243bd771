import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type OutboxChannel = 'mail' | 'sms';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  /** Past this moment the message is useless (an expired code or link): dropped, not sent late. */
  discardAfter?: Date | undefined;
  /** From the rendered mail (renderMail): the Message-ID's domain and the List-Unsubscribe URL. */
  messageDomain?: string | undefined;
  listUnsubscribe?: string | undefined;
  /** The request that queued it, from the mail's context (buildMailContext): logged by the worker with the message. */
  requestId?: string | undefined;
}

export interface OutgoingSms {
  to: string;
  text: string;
  template: string;
  discardAfter?: Date | undefined;
  requestId?: string | undefined;
}

/** Called with the transaction of the change, so the message exists exactly when the change does. */
export async function enqueueMail(trx: Db, mail: OutgoingMail): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      channel: 'mail',
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html,
      template: mail.template,
      discard_after: mail.discardAfter ?? null,
      message_domain: mail.messageDomain ?? null,
      list_unsubscribe: mail.listUnsubscribe ?? null,
      request_id: mail.requestId ?? null,
    })
    .execute();
}

export async function enqueueSms(trx: Db, sms: OutgoingSms): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      channel: 'sms',
      recipient: sms.to,
      subject: null,
      body_text: sms.text,
      body_html: null,
      template: sms.template,
      discard_after: sms.discardAfter ?? null,
      request_id: sms.requestId ?? null,
    })
    .execute();
}

export interface ClaimedMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  attempts: number;
  /** The Message-ID's parts, fixed when queued: the same on every attempt (decision 038). */
  message_uuid: string;
  message_domain: string | null;
  list_unsubscribe: string | null;
  request_id: string | null;
}

/**
 * Takes due messages for this instance: `for update skip locked` lets instances sharing one
 * PostgreSQL pass each other by, and the lease (locked_until) keeps a message taken while it is
 * being sent, so no other instance sends it too.
 */
export async function claimDueMessages(
  db: Db,
  channels: OutboxChannel[],
  limit: number,
  leaseMs: number,
): Promise<ClaimedMessage[]> {
  if (channels.length === 0) return [];
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('discarded_at', 'is', null)
    .where('channel', 'in', channels)
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable('outbox')
    .set({
      locked_until: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', 'in', due)
    .returning([
      'id',
      'channel',
      'recipient',
      'subject',
      'body_text',
      'body_html',
      'attempts',
      'message_uuid',
      'message_domain',
      'list_unsubscribe',
      'request_id',
    ])
    .execute();
}

/** The holder is still sending these: their lease runs another leaseMs (only while it is theirs). */
export async function renewLeases(db: Db, ids: number[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ locked_until: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'` })
    .where('id', 'in', ids)
    .where('sent_at', 'is', null)
    .where('locked_until', 'is not', null)
    .execute();
}

/**
 * A stopping instance hands back the messages it took and did not try: free at once for another
 * instance, and the attempt the claim counted is given back.
 */
export async function releaseClaims(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ locked_until: null, attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('id', 'in', ids)
    .where('sent_at', 'is', null)
    .execute();
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sent_at: sql<Date>`now()`, locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: number, error: string, retryInMs: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      last_error: error.slice(0, 500),
      locked_until: null,
      next_attempt_at: sql<Date>`now() + ${retryInMs} * interval '1 millisecond'`,
    })
    .where('id', '=', id)
    .execute();
}

/** Codes and links that expired while undelivered are dropped rather than sent late. */
export async function discardExpired(db: Db): Promise<number> {
  const rows = await db
    .updateTable('outbox')
    .set({ discarded_at: sql<Date>`now()` })
    .where('sent_at', 'is', null)
    .where('discarded_at', 'is', null)
    .where('discard_after', '<', sql<Date>`now()`)
    .returning('id')
    .execute();
  return rows.length;
}

/** The dev mailbox: newest first. */
export async function listRecentMessages(db: Db, limit = 100) {
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body_text', 'body_html', 'created_at', 'sent_at', 'template'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findMessage(db: Db, id: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body_text', 'body_html', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
