import { z } from 'zod';
import { accountLinkHours, resetPasswordLinkMinutes } from '@portail/shared/account-links';
import { identityMessages } from '@portail/shared/identity-messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { findValidToken, insertToken, revokeTokens, type TokenPurpose } from './tokens-repository.ts';

/** Lifetimes of the links sent by e-mail (docs/decisions/008-account-links-and-registration.md). */
export const tokenTtlMs: Record<TokenPurpose, number> = {
  Confirmation: accountLinkHours * 60 * 60 * 1000,
  Activation: accountLinkHours * 60 * 60 * 1000,
  ResetPassword: resetPasswordLinkMinutes * 60 * 1000,
};

/** 256 random bits in the link, only their SHA-256 in the database; older links of that kind revoked. */
export async function issueLinkToken(
  trx: Db,
  accountId: string,
  purpose: TokenPurpose,
): Promise<{ code: string; expiresAt: Date }> {
  await revokeTokens(trx, accountId, purpose === 'ResetPassword' ? ['ResetPassword'] : ['Confirmation', 'Activation']);
  const code = randomToken(32);
  const expiresAt = await insertToken(trx, { accountId, purpose, sha256: sha256(code), ttlMs: tokenTtlMs[purpose] });
  return { code, expiresAt };
}

export function invalidTokenError(): AppError {
  return new AppError(400, 'InvalidToken', identityMessages.invalidLink);
}

const uuid = z.uuid();

/** The token of this link, or the InvalidToken refusal (forged, replayed, expired, another account's). */
export async function requireValidToken(db: Db, userId: string, code: string, purposes: TokenPurpose[]) {
  if (!uuid.safeParse(userId).success) throw invalidTokenError();
  const token = await findValidToken(db, userId, purposes, sha256(code));
  if (!token) throw invalidTokenError();
  return token;
}
