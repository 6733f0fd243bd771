import type { FastifyRequest } from 'fastify';
import { passwordMessages } from '@portail/shared/identity-messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AccountRow } from './accounts-repository.ts';
import { releasePasswordAttempt, reservePasswordAttempt } from './throttle.ts';

/**
 * The signed-in member types the password again: a wrong one counts with the sign-in failures of
 * the account (a stolen session is no oracle), reserved before the check like a sign-in's.
 */
export async function checkCurrentPassword(
  db: Db,
  request: FastifyRequest,
  account: AccountRow,
  password: string,
  field: string,
): Promise<void> {
  await reservePasswordAttempt(db, request, account.user_name);
  if (await verifyPassword(account.password_hash, password)) {
    await releasePasswordAttempt(db, request, account.user_name);
    return;
  }
  throw new AppError(400, 'INVALID_PASSWORD', passwordMessages.currentWrong, {
    [field]: passwordMessages.currentWrong,
  });
}
