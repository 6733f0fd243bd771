import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createTestDatabase, testDbKind } from './test/test-database.ts';
import type { FastifyInstance } from 'fastify';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/* Issue 24: request ids unique across instances, the caller's kept, each returned and logged. */
describe(`X-Request-Id (${testDbKind})`, () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: { reqId?: string; msg?: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    app = await buildApp({
      config: { secureCookies: false, webDist: undefined, logLevel: 'info' },
      db: database.db,
      logger: { stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('without one, each request gets a new UUID, returned and logged', async () => {
    const first = await app.inject('/api/health');
    const second = await app.inject('/api/health');
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    expect(ids[0]).toMatch(uuid);
    expect(ids[1]).toMatch(uuid);
    expect(ids[0]).not.toBe(ids[1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((l) => l.reqId === ids[0]).map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('keeps the caller’s (a load balancer’s) id, on errors too', async () => {
    const kept = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'haproxy-7f3a:12' } });
    expect(kept.headers['x-request-id']).toBe('haproxy-7f3a:12');
    const missing = await app.inject({ url: '/api/nulle-part', headers: { 'x-request-id': 'lb-404' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('lb-404');
  });

  it.each([
    ['too long', 'x'.repeat(129)],
    ['with spaces', 'un identifiant'],
    ['with a forged log line', 'a\\n{"level":60}'],
    ['empty', ''],
  ])('replaces an id %s by a UUID', async (_case, value) => {
    const answer = await app.inject({ url: '/api/health', headers: { 'x-request-id': value } });
    expect(answer.headers['x-request-id']).toMatch(uuid);
  });
});
