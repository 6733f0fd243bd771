import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A stored answer is replayed for this long after the first request (decision 044). */
const idempotencyLifetimeMs = 24 * 60 * 60 * 1000;
/** A claim still « in progress » after this long belongs to a request that died with its instance: its outcome is unknown. */
const staleClaimMs = 2 * 60 * 1000;

/** Whose key it is and for which call: a key means nothing outside its account, method and path. */
export interface IdempotencyScope {
  accountId: string;
  key: string;
  method: string;
  path: string;
}

export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

type ClaimOutcome =
  | { outcome: 'claimed' }
  | { outcome: 'mismatch' }
  | { outcome: 'inProgress' }
  | { outcome: 'interrupted' }
  | { outcome: 'replay'; answer: StoredAnswer };

const interval = (ms: number) => sql<Date>`now() - ${ms} * interval '1 millisecond'`;

/**
 * Takes the key for this request in one statement of its own, visible at once to every instance:
 * a new row, or an expired one (24 h), or a stale claim of the same request. Otherwise says what
 * the row holds: another request (mismatch), the first one still running, or its answer.
 */
export async function claimIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  fingerprint: string,
  claimId: string,
): Promise<ClaimOutcome> {
  const pk = { account_id: scope.accountId, key: scope.key, method: scope.method, path: scope.path };
  // A row released or purged between the two statements: claim again (twice at most, then « in progress »).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ ...pk, fingerprint, claim_id: claimId })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'key', 'method', 'path'])
          .doUpdateSet({
            fingerprint,
            claim_id: claimId,
            status_code: null,
            headers: null,
            body: null,
            created_at: sql<Date>`now()`,
          })
          // Only an expired row is taken over. A claim left « in progress » by an instance that died
          // is never run again: its write may have committed before the answer was stored (the
          // cluster test saw it run twice when stale claims were taken over).
          .where('idempotency_keys.created_at', '<', interval(idempotencyLifetimeMs)),
      )
      .returning('claim_id')
      .executeTakeFirst();
    if (claimed) return { outcome: 'claimed' };
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'status_code', 'headers', 'body'])
      .select((eb) => eb('created_at', '<', interval(staleClaimMs)).as('stale'))
      .where('account_id', '=', pk.account_id)
      .where('key', '=', pk.key)
      .where('method', '=', pk.method)
      .where('path', '=', pk.path)
      .executeTakeFirst();
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { outcome: 'mismatch' };
    if (row.status_code === null) return { outcome: row.stale ? 'interrupted' : 'inProgress' };
    return {
      outcome: 'replay',
      answer: {
        statusCode: row.status_code,
        headers: row.headers ?? {},
        body: row.body === null ? null : Buffer.from(row.body),
      },
    };
  }
  return { outcome: 'inProgress' };
}

/** The first request's answer, kept for its retries. */
export async function storeIdempotentAnswer(
  db: Db,
  scope: IdempotencyScope,
  claimId: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, headers: JSON.stringify(answer.headers), body: answer.body })
    .where('account_id', '=', scope.accountId)
    .where('key', '=', scope.key)
    .where('method', '=', scope.method)
    .where('path', '=', scope.path)
    .where('claim_id', '=', claimId)
    .execute();
}

/** The first request failed (5xx) or cannot be replayed: its retry runs anew. */
export async function releaseIdempotencyKey(db: Db, scope: IdempotencyScope, claimId: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('account_id', '=', scope.accountId)
    .where('key', '=', scope.key)
    .where('method', '=', scope.method)
    .where('path', '=', scope.path)
    .where('claim_id', '=', claimId)
    .where('status_code', 'is', null)
    .execute();
}

/** Keys older than their lifetime, removed by housekeeping. */
export async function purgeIdempotencyKeys(db: Db): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', interval(idempotencyLifetimeMs)).execute();
}
