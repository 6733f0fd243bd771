import type { FastifyRequest } from 'fastify';
import { identityMessages, passwordMessages } from '@portail/shared/identity-messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AccountRow } from './accounts-repository.ts';
import { clearLoginFailures, loginKeys, loginLock, recordLoginFailure } from './throttle.ts';

/**
 * The signed-in member types the password again: a wrong one counts with the sign-in failures of
 * the account (a stolen session is no oracle), a locked account is refused before checking.
 */
export async function checkCurrentPassword(
  db: Db,
  request: FastifyRequest,
  account: AccountRow,
  password: string,
  field: string,
): Promise<void> {
  const keys = loginKeys(request, account.user_name);
  if (await loginLock(db, keys)) throw new AppError(429, 'TOO_MANY_REQUESTS', identityMessages.accountLocked);
  if (await verifyPassword(account.password_hash, password)) {
    await clearLoginFailures(db, request, account.user_name);
    return;
  }
  await recordLoginFailure(db, keys);
  throw new AppError(400, 'INVALID_PASSWORD', passwordMessages.currentWrong, {
    [field]: passwordMessages.currentWrong,
  });
}
