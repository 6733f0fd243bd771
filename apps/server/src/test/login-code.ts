import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { getOrCreateSecret } from '../plugins/secrets-repository.ts';
import { createSecurityCodes } from '../modules/mfa/security-codes.ts';

/** A LOGIN_AMF code written for a pending sign-in (its id: the cookie's hash), as if sent. */
export async function grantLoginCode(db: Db, pendingId: string, code = '654321'): Promise<string> {
  const pending = await db
    .selectFrom('pending_verifications')
    .select('account_id')
    .where('id', '=', pendingId)
    .executeTakeFirstOrThrow();
  const codes = createSecurityCodes(db, await getOrCreateSecret(db, 'security-codes'));
  await db
    .insertInto('security_codes')
    .values({
      account_id: pending.account_id,
      pending_id: pendingId,
      operation: 'LOGIN_AMF',
      send_type: 'MAIL',
      destination: 'test',
      code_hmac: codes.hmacOf(pending.account_id, code),
      expires_at: sql<Date>`now() + interval '10 minutes'`,
    })
    .execute();
  return code;
}
