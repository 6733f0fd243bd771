import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createTestDatabase, testDbKind } from './test/test-database.ts';

/*
 * Issue 24: with TRUST_PROXY=true any client chose its own address by sending X-Forwarded-For, and
 * the per-address limits (contact form, sign-in) counted nothing. Only the configured load
 * balancer's header is believed now; the address is what the logs and the rate limits see.
 */
describe(`X-Forwarded-For believed from the configured load balancer only (${testDbKind})`, () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const seen = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { reqId: string; req?: { ip: string } };
        if (entry.req) seen.set(entry.reqId, entry.req.ip);
      }
    });
    app = await buildApp({
      config: { secureCookies: false, webDist: undefined, logLevel: 'info', trustProxy: ['10.0.0.5', '10.0.1.0/24'] },
      db: database.db,
      logger: { stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function addressSeen(remoteAddress: string, forwardedFor: string): Promise<string | undefined> {
    const answer = await app.inject({
      url: '/api/health/live',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    await new Promise((resolve) => setImmediate(resolve));
    return seen.get(String(answer.headers['x-request-id']));
  }

  it('from the load balancer (an address or a network listed), the client’s address', async () => {
    expect(await addressSeen('10.0.0.5', '198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen('10.0.1.42', '198.51.100.8')).toBe('198.51.100.8');
  });

  it('from anyone else, the header is ignored: a new value per request changes nothing', async () => {
    const addresses = new Set<string | undefined>();
    for (let i = 0; i < 5; i += 1) addresses.add(await addressSeen('203.0.113.9', `192.0.2.${i}`));
    expect([...addresses]).toEqual(['203.0.113.9']);
  });

  it('through the load balancer, a forged first hop is not believed either', async () => {
    expect(await addressSeen('10.0.0.5', '192.0.2.66, 198.51.100.7')).toBe('198.51.100.7');
  });
});
