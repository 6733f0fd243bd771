import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { Browser, registerTestDatabase, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/* Helpers of the identity API tests: an app that trusts X-Forwarded-For (one address per test),
   the outbox read as a mailbox, links and codes taken from the messages. */

const publicUrl = 'http://localhost:8080';

export async function createIdentityTestApp(
  options: { devMailbox?: boolean; smtpUrl?: string; oidcAllowLoopback?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase('demo');
  const app = await buildApp({
    config: { secureCookies: false, webDist: undefined, logLevel: 'silent', trustProxy: true, publicUrl, ...options },
    db: database.db,
    logger: false,
  });
  await app.ready();
  registerTestDatabase(app, database.db);
  return { app, database, close: async () => (await app.close(), await database.close()) };
}

let addressCounter = 0;
/** A browser from its own IP address, so per-address counters of one test do not leak into another. */
export function newBrowser(app: FastifyInstance, host = 'localhost'): AddressedBrowser {
  addressCounter += 1;
  return new AddressedBrowser(app, host, `203.0.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`);
}

export class AddressedBrowser extends Browser {
  constructor(
    app: FastifyInstance,
    host: string,
    readonly ip: string,
  ) {
    super(app, host);
  }
  override request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    return super.request(method, url, { ...options, headers: { 'x-forwarded-for': this.ip, ...options.headers } });
  }
}

export interface Message {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  template: string | null;
}

export async function messagesTo(db: Db, recipient: string): Promise<Message[]> {
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body_text', 'body_html', 'template'])
    .where(sql<string>`lower(recipient)`, '=', recipient.toLowerCase())
    .orderBy('id', 'desc')
    .execute();
}

export async function outboxCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The code and userId of the last link of this kind sent to this address. */
export async function linkSentTo(db: Db, recipient: string, route: string): Promise<{ code: string; userId: string }> {
  for (const message of await messagesTo(db, recipient)) {
    const match = new RegExp(`/#/${route}\\?code=([^&\\s]+)&userId=([0-9a-f-]+)`).exec(message.body_text);
    if (match) return { code: decodeURIComponent(match[1]!), userId: match[2]! };
  }
  throw new Error(`aucun lien ${route} envoyé à ${recipient}`);
}

/** The six digits of the last code sent to this address or phone. */
export async function codeSentTo(db: Db, recipient: string): Promise<string> {
  for (const message of await messagesTo(db, recipient)) {
    const match = /\b(\d{6})\b/.exec(message.body_text);
    if (match) return match[1]!;
  }
  throw new Error(`aucun code envoyé à ${recipient}`);
}

export function expectError(response: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
  if (message !== undefined) expect(response.json().message).toBe(message);
}

/** Makes every link or code of the account look issued long ago (a controlled clock in the database). */
export async function ageTokens(db: Db, accountId: string, interval: string): Promise<void> {
  await sql`update account_tokens set expires_at = expires_at - ${interval}::interval, created_at = created_at - ${interval}::interval where account_id = ${accountId}`.execute(
    db,
  );
}

export async function ageCodes(db: Db, accountId: string, interval: string): Promise<void> {
  await sql`update security_codes set expires_at = expires_at - ${interval}::interval, created_at = created_at - ${interval}::interval, verified_at = verified_at - ${interval}::interval where account_id = ${accountId}`.execute(
    db,
  );
}

export async function accountIdOf(db: Db, userName: string): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Median duration of a request, in ms. */
export async function medianMs(run: () => Promise<unknown>, times = 7): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor(times / 2)]!;
}
