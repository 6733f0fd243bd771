import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { getOrCreateSecret } from '../plugins/secrets-repository.ts';
import { codeSentTo } from '../modules/identity/identity-test-kit.ts';
import { createSecurityCodes } from '../modules/mfa/security-codes.ts';
import type { Browser } from './test-app.ts';

/** The member's own way: a VERIFY_AMF code sent by mail, read from the outbox, verified; its header. */
export async function verifiedSecurityCode(db: Db, browser: Browser, email: string): Promise<Record<string, string>> {
  const sent = await browser.post('/api/identity/amf/send', { operation: 'VERIFY_AMF', sendType: 'MAIL' });
  expect(sent.statusCode, sent.body).toBe(200);
  const securityCode = await codeSentTo(db, email);
  const verified = await browser.post('/api/identity/amf/verify', { operation: 'VERIFY_AMF', securityCode });
  expect(verified.statusCode, verified.body).toBe(200);
  return { 'x-securitycode': securityCode };
}

/**
 * A code written straight into the table, verified `verifiedAgoMinutes` ago: lets a test hold
 * several codes without waiting for the 30-second resend delay.
 */
export async function grantSecurityCode(
  db: Db,
  accountId: string,
  { code = '123456', operation = 'VERIFY_AMF', verifiedAgoMinutes = 0 } = {},
): Promise<Record<string, string>> {
  const codes = createSecurityCodes(db, await getOrCreateSecret(db, 'security-codes'));
  await db
    .insertInto('security_codes')
    .values({
      account_id: accountId,
      pending_id: null,
      operation,
      send_type: 'MAIL',
      destination: 'test',
      code_hmac: codes.hmacOf(accountId, code),
      expires_at: sql<Date>`now() + interval '10 minutes'`,
      verified_at: sql<Date>`now() - ${verifiedAgoMinutes} * interval '1 minute'`,
      // Sent long enough ago not to hold back a real code of the same operation (resend delay).
      created_at: sql<Date>`now() - ${verifiedAgoMinutes + 1} * interval '1 minute'`,
    })
    .execute();
  return { 'x-securitycode': code };
}
