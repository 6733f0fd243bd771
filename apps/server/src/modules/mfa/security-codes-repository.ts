import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface NewSecurityCode {
  accountId: string;
  pendingId: string | null;
  operation: string;
  sendType: 'SMS' | 'MAIL';
  destination: string;
  codeHmac: string;
  ttlMs: number;
}

/** A new code replaces the ones of the same operation not yet verified. */
export async function insertSecurityCode(trx: Db, code: NewSecurityCode): Promise<Date> {
  await trx
    .updateTable('security_codes')
    .set({ expires_at: sql<Date>`now()` })
    .where('account_id', '=', code.accountId)
    .where('operation', '=', code.operation)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  const row = await trx
    .insertInto('security_codes')
    .values({
      account_id: code.accountId,
      pending_id: code.pendingId,
      operation: code.operation,
      send_type: code.sendType,
      destination: code.destination,
      code_hmac: code.codeHmac,
      expires_at: sql<Date>`now() + ${code.ttlMs} * interval '1 millisecond'`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return new Date(row.expires_at);
}

/** Seconds since the last code of this operation was sent to this account (null: none in the last hour). */
export async function secondsSinceLastCode(db: Db, accountId: string, operation: string): Promise<number | null> {
  const row = await db
    .selectFrom('security_codes')
    .select(sql<number>`extract(epoch from (now() - max(created_at)))::float`.as('seconds'))
    .where('account_id', '=', accountId)
    .where('operation', '=', operation)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirst();
  return row?.seconds ?? null;
}

/** The code waiting for its verification (latest of the operation, unexpired, not verified). */
export async function findPendingCode(db: Db, accountId: string, operation: string, pendingId: string | null) {
  let query = db
    .selectFrom('security_codes')
    .select(['id', 'code_hmac', 'attempts', 'destination', 'send_type'])
    .where('account_id', '=', accountId)
    .where('operation', '=', operation)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (pendingId) query = query.where('pending_id', '=', pendingId);
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Counts one try, atomically; undefined when the code already had its five. */
export async function countAttempt(db: Db, codeId: number, maxAttempts: number) {
  return db
    .updateTable('security_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', codeId)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
}

export async function markVerified(trx: Db, codeId: number, consumed: boolean): Promise<boolean> {
  const row = await trx
    .updateTable('security_codes')
    .set({ verified_at: sql<Date>`now()`, ...(consumed ? { consumed_at: sql<Date>`now()` } : {}) })
    .where('id', '=', codeId)
    .where('verified_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Verified codes still usable through X-SecurityCode: not consumed, verified less than ttl ago. */
export async function findVerifiedCodes(
  db: Db,
  accountId: string,
  operations: readonly string[],
  usableMs: number,
  pendingId: string | null,
) {
  let query = db
    .selectFrom('security_codes')
    .select(['id', 'code_hmac', 'destination', 'operation'])
    .where('account_id', '=', accountId)
    .where('operation', 'in', operations)
    .where('verified_at', 'is not', null)
    .where('consumed_at', 'is', null)
    .where('verified_at', '>', sql<Date>`now() - ${usableMs} * interval '1 millisecond'`);
  if (pendingId) query = query.where('pending_id', '=', pendingId);
  return query.orderBy('id', 'desc').limit(5).execute();
}

export async function consumeCode(trx: Db, codeId: number): Promise<boolean> {
  const row = await trx
    .updateTable('security_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
