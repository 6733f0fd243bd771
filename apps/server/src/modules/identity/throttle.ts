import type { FastifyRequest } from 'fastify';
import { identityMessages } from '@portail/shared/identity-messages';
import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { clearCounters, decrementCounters, incrementCounters } from './throttle-repository.ts';

/*
 * Attempts are reserved before the check they guard (a password, an identity match), in one
 * statement on every counter, and given back on success: N requests sent at once are counted as N.
 * Counters live in rate_limits, shared by every instance, keyed by what was typed (an unknown
 * identifier is throttled like a known one) — docs/decisions/009-sign-in-throttling.md.
 */

export interface Counter {
  key: string;
  limit: number;
  windowMs: number;
}

/** The counter past its limit after this reservation, with the time left in its window. */
interface Reservation {
  over: { key: string; retryAfterSeconds: number } | null;
  /** Highest count among the counters, this attempt included. */
  highest: number;
  /** Until the longest of the counters' windows ends. */
  retryAfterSeconds: number;
}

async function reserveAttempt(db: Db, counters: readonly Counter[]): Promise<Reservation> {
  const rows = await incrementCounters(db, counters);
  let over: Reservation['over'] = null;
  let highest = 0;
  let retryAfterSeconds = 0;
  for (const counter of counters) {
    const row = rows.find((r) => r.key === counter.key);
    if (!row) continue;
    highest = Math.max(highest, row.hits);
    retryAfterSeconds = Math.max(retryAfterSeconds, row.ttlMs / 1000);
    if (!over && row.hits > counter.limit) over = { key: counter.key, retryAfterSeconds: row.ttlMs / 1000 };
  }
  return { over, highest, retryAfterSeconds };
}

export const loginThrottle = {
  windowMs: 15 * 60 * 1000,
  /** 10 failures per 15 minutes: at most 40 an hour per account, under ASVS 2.2.1's 100. */
  perAccount: 10,
  /** 50 failures per 15 minutes from one address: credential stuffing, without locking out a shared NAT. */
  perAddress: 50,
} as const;

const registerWindowMs = 24 * 60 * 60 * 1000;

/** The failures counter of an identifier (the back office reads it: « Verrouillé », « Débloquer »). */
export function loginAccountKey(clientId: number, userName: string): string {
  return `login:user:${clientId}:${sha256(userName.trim().toLowerCase())}`;
}

function loginKeys(request: FastifyRequest, userName: string) {
  return {
    account: loginAccountKey(request.client.id, userName),
    address: `login:ip:${request.ip}`,
  };
}

/**
 * Before a password is checked: one attempt reserved for the identifier and for the address; past
 * either limit, 429 without checking (even the right password).
 */
export async function reservePasswordAttempt(db: Db, request: FastifyRequest, userName: string): Promise<void> {
  const keys = loginKeys(request, userName);
  const { over } = await reserveAttempt(db, [
    { key: keys.account, limit: loginThrottle.perAccount, windowMs: loginThrottle.windowMs },
    { key: keys.address, limit: loginThrottle.perAddress, windowMs: loginThrottle.windowMs },
  ]);
  if (!over) return;
  const message = over.key === keys.account ? identityMessages.accountLocked : identityMessages.tooManyAttempts;
  throw tooManyRequests('TOO_MANY_REQUESTS', message, over.retryAfterSeconds);
}

/**
 * A proved password: the identifier's failures are forgotten (as Keycloak does), the address gets
 * its attempt back. A reset by e-mail clears the identifier only.
 */
export async function releasePasswordAttempt(db: Db, request: FastifyRequest, userName: string): Promise<void> {
  const keys = loginKeys(request, userName);
  await clearCounters(db, [keys.account]);
  await decrementCounters(db, [keys.address]);
}

export async function clearLoginFailures(db: Db, request: FastifyRequest, userName: string): Promise<void> {
  await clearCounters(db, [loginKeys(request, userName).account]);
}

/** Registration and forgotten-identifier matches: per client + address, and per identity typed. */
export function registerCounters(
  request: FastifyRequest,
  identity: { numeroContrat?: string | undefined; nir?: string | undefined; email?: string | undefined },
  limit: number,
): Counter[] {
  const id = request.client.id;
  const keys = [`register:ip:${id}:${request.ip}`];
  for (const [kind, value] of Object.entries(identity))
    if (value) keys.push(`register:${kind}:${id}:${sha256(value.trim().toLowerCase())}`);
  return keys.map((key) => ({ key, limit, windowMs: registerWindowMs }));
}

/**
 * One identity match reserved on every counter; past the client's number of failures the match is
 * not even tried (429 with the client's message). `lastAllowed`: a failure now reaches the limit,
 * and already answers with that message (§4); `succeeded` gives the attempt back.
 */
export async function reserveIdentityMatch(
  db: Db,
  counters: readonly Counter[],
  exceeded: (retryAfterSeconds: number) => Error,
): Promise<{ lastAllowed: boolean; retryAfterSeconds: number; succeeded(): Promise<void> }> {
  const { over, highest, retryAfterSeconds } = await reserveAttempt(db, counters);
  if (over) throw exceeded(over.retryAfterSeconds);
  return {
    lastAllowed: highest >= Math.min(...counters.map((c) => c.limit)),
    retryAfterSeconds,
    succeeded: () =>
      decrementCounters(
        db,
        counters.map((c) => c.key),
      ),
  };
}
