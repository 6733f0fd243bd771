import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { sha256 } from '../../lib/tokens.ts';
import { hitRateLimit } from '../../plugins/rate-limit-store.ts';
import { clearCounters, peekCounters } from './throttle-repository.ts';

/*
 * Counters shared by every instance (rate_limits). Failures only are counted, keyed by the
 * identifier as typed (lower-cased) rather than by account, so an unknown identifier is throttled
 * exactly like a known one (docs/decisions/009-sign-in-throttling.md).
 */

export const loginThrottle = {
  windowMs: 15 * 60 * 1000,
  /** 10 failures per 15 minutes: at most 40 an hour per account, under ASVS 2.2.1's 100. */
  perAccount: 10,
  /** 50 failures per 15 minutes from one address: credential stuffing, without locking out a shared NAT. */
  perAddress: 50,
} as const;

export const registerWindowMs = 24 * 60 * 60 * 1000;

export function loginKeys(request: FastifyRequest, userName: string) {
  return {
    account: `login:user:${request.client.id}:${sha256(userName.trim().toLowerCase())}`,
    address: `login:ip:${request.ip}`,
  };
}

export type LoginLock = 'account' | 'address' | null;

export async function loginLock(db: Db, keys: { account: string; address: string }): Promise<LoginLock> {
  if ((await peekCounters(db, [keys.account])) >= loginThrottle.perAccount) return 'account';
  if ((await peekCounters(db, [keys.address])) >= loginThrottle.perAddress) return 'address';
  return null;
}

export async function recordLoginFailure(db: Db, keys: { account: string; address: string }): Promise<void> {
  await hitRateLimit(db, keys.account, loginThrottle.windowMs);
  await hitRateLimit(db, keys.address, loginThrottle.windowMs);
}

/** A successful proof of the password (or a reset by e-mail) clears the identifier's failures, as Keycloak does. */
export async function clearLoginFailures(db: Db, request: FastifyRequest, userName: string): Promise<void> {
  await clearCounters(db, [loginKeys(request, userName).account]);
}

/** Registration and forgotten-identifier pre-checks: per client + address, and per identity typed. */
export function registerKeys(
  request: FastifyRequest,
  identity: { numeroContrat?: string | undefined; nir?: string | undefined; email?: string | undefined },
): string[] {
  const id = request.client.id;
  const keys = [`register:ip:${id}:${request.ip}`];
  for (const [kind, value] of Object.entries(identity))
    if (value) keys.push(`register:${kind}:${id}:${sha256(value.trim().toLowerCase())}`);
  return keys;
}

export async function registerAttemptsLeft(db: Db, keys: string[], limit: number): Promise<boolean> {
  return (await peekCounters(db, keys)) < limit;
}

/** Counts one failure on every key; true when the limit is now reached. */
export async function recordRegisterFailure(db: Db, keys: string[], limit: number): Promise<boolean> {
  let highest = 0;
  for (const key of keys) highest = Math.max(highest, (await hitRateLimit(db, key, registerWindowMs)).current);
  return highest >= limit;
}
