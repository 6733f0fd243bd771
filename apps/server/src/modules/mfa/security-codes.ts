import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { amfMessages } from '@portail/shared/identity-messages';
import { currentUserFlags, type Role } from '@portail/shared/roles';
import { type AmfOperation, securityCodeHeader, securityCodeResendDelaySeconds } from '@portail/shared/identity-amf';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hmac, randomToken, safeEqual, sha256 } from '../../lib/tokens.ts';
import { consumeCode, findVerifiedCodes } from './security-codes-repository.ts';

/** §3/§4 codes (docs/decisions/010-multi-factor-codes.md). */
export const securityCodePolicy = {
  ttlMs: 10 * 60 * 1000,
  maxAttempts: 5,
  /** A verified code stands for one operation, within this delay (header X-SecurityCode). */
  usableMs: 10 * 60 * 1000,
  resendDelaySeconds: securityCodeResendDelaySeconds,
  /** Codes an hour per member account. */
  sendsPerHour: 10,
  /**
   * Codes an hour per staff account: staff give a code at every sign-in, many times a working day
   * (decision 036). Still counted per account, and per address by the route's own limit.
   */
  staffSendsPerHour: 30,
} as const;

/** The hourly number of codes an account may receive. */
export function sendsPerHourOf(account: { roles: unknown }): number {
  const roles = Array.isArray(account.roles) ? (account.roles as Role[]) : [];
  return currentUserFlags({ roles }).isBackEndUser
    ? securityCodePolicy.staffSendsPerHour
    : securityCodePolicy.sendsPerHour;
}

/** The codes by which the signed-in owner proves himself before a sensitive change (X-SecurityCode). */
export const ownerCodeOperations: readonly AmfOperation[] = ['VERIFY_AMF', 'VERIFY_SMS_AMF'];

/**
 * Operations sent to a new destination (a new mobile, a new e-mail identifier): the owner proves
 * himself first with one of `ownerCodeOperations`, checked at the send and spent at the verify.
 */
export const ownerFirstOperations: ReadonlySet<AmfOperation> = new Set<AmfOperation>([
  'MODIFY_TEL_AMF',
  'VERIFY_MAIL_AMF',
]);

export const pendingCookie = 'portail_pending';
export const pendingTtlMs = 10 * 60 * 1000;

export interface SecurityCodes {
  newCode(): string;
  hmacOf(accountId: string, code: string): string;
  /** The verified code carried by X-SecurityCode for one of these operations, else 403. */
  requireVerified(
    request: FastifyRequest,
    accountId: string,
    operations: readonly AmfOperation[],
    options?: { pendingId?: string | null; destination?: string },
  ): Promise<number>;
  /** Spends it, in the transaction of the operation it allowed. */
  consume(trx: Db, codeId: number): Promise<void>;
}

function codeRequired(): AppError {
  return new AppError(403, 'SECURITY_CODE_REQUIRED', amfMessages.codeRequired);
}

export function createSecurityCodes(db: Db, secret: string): SecurityCodes {
  const hmacOf = (accountId: string, code: string) => hmac(secret, `${accountId}:${code}`);
  return {
    newCode: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
    hmacOf,
    async requireVerified(request, accountId, operations, options = {}) {
      const header = request.headers[securityCodeHeader];
      if (typeof header !== 'string' || !/^\d{6}$/.test(header.trim())) throw codeRequired();
      const expected = hmacOf(accountId, header.trim());
      const rows = await findVerifiedCodes(
        db,
        accountId,
        operations,
        securityCodePolicy.usableMs,
        options.pendingId ?? null,
      );
      const match = rows.find(
        (row) =>
          safeEqual(row.code_hmac, expected) &&
          (!options.destination || row.destination.toLowerCase() === options.destination.trim().toLowerCase()),
      );
      if (!match) throw codeRequired();
      return match.id;
    },
    async consume(trx, codeId) {
      if (!(await consumeCode(trx, codeId))) throw codeRequired();
    },
  };
}

/** The pending sign-in or forgotten-identifier request of this browser: an HttpOnly cookie, not a session. */
export function startPending(reply: FastifyReply, secure: boolean): string {
  const token = randomToken(32);
  reply.setCookie(pendingCookie, token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: pendingTtlMs / 1000,
  });
  return sha256(token);
}

export function pendingIdOf(request: FastifyRequest): string | null {
  const token = request.cookies[pendingCookie];
  return token ? sha256(token) : null;
}

export function endPending(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(pendingCookie, { path: '/api/', httpOnly: true, sameSite: 'lax', secure });
}
