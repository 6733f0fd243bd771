import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AccountTokenTable } from '../../db/schema.ts';

export type TokenPurpose = AccountTokenTable['purpose'];

export async function insertToken(
  trx: Db,
  token: { accountId: string; purpose: TokenPurpose; sha256: string; ttlMs: number },
): Promise<Date> {
  const row = await trx
    .insertInto('account_tokens')
    .values({
      account_id: token.accountId,
      purpose: token.purpose,
      token_sha256: token.sha256,
      expires_at: sql<Date>`now() + ${token.ttlMs} * interval '1 millisecond'`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return new Date(row.expires_at);
}

/** Older links of the same kind stop working when a new one is sent or one is used. */
export async function revokeTokens(trx: Db, accountId: string, purposes: TokenPurpose[]): Promise<void> {
  await trx
    .updateTable('account_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

/** A token that is this account's, of one of these purposes, unused and unexpired (database clock). */
export async function findValidToken(db: Db, accountId: string, purposes: TokenPurpose[], sha256: string) {
  return db
    .selectFrom('account_tokens')
    .select(['id', 'purpose'])
    .where('token_sha256', '=', sha256)
    .where('account_id', '=', accountId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Marks the token used if nobody did first: false means a concurrent request won, the link is spent. */
export async function consumeToken(trx: Db, tokenId: number): Promise<boolean> {
  const row = await trx
    .updateTable('account_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
