import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createLifecycle } from '../../lib/lifecycle.ts';
import { createTestDatabase, testDbKind } from '../../test/test-database.ts';

const build = (database: DatabaseHandle, lifecycle = createLifecycle()) =>
  buildApp({
    config: { secureCookies: false, webDist: undefined, logLevel: 'silent' },
    db: database.db,
    logger: false,
    lifecycle,
  });

/* Issue 24: liveness and readiness apart, for the load balancer and the supervisor. */
describe(`/api/health, /api/health/live, /api/health/ready (${testDbKind})`, () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lifecycle = createLifecycle();

  beforeAll(async () => {
    // No client configured yet: the probes answer all the same (no client row is read).
    database = await createTestDatabase();
    app = await build(database, lifecycle);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('all three answer 200 on a migrated database, before any client exists', async () => {
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      const answer = await app.inject(url);
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 200, { status: 'ok' }]);
    }
    expect((await app.inject('/api/clients/current')).statusCode).toBe(503);
  });

  it('draining: ready says so at once, live and the rest still answer, each asking to close the connection', async () => {
    lifecycle.draining = true;
    try {
      const ready = await app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'indisponible', cause: 'arrêt en cours' });
      const live = await app.inject('/api/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      lifecycle.draining = false;
    }
    expect((await app.inject('/api/health/live')).headers.connection).not.toBe('close');
  });

  it('a migration of this version not applied (an older backup restored under it): not ready, alive', async () => {
    // A second instance on the same database, which has not yet seen it ready.
    const fresh = await build(database);
    const { rows } = await sql<{
      timestamp: string;
    }>`delete from kysely_migration where name = '021-outbox-message-id' returning timestamp`.execute(database.db);
    try {
      const ready = await fresh.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'indisponible', cause: 'migrations en attente' });
      expect((await fresh.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values ('021-outbox-message-id', ${rows[0]!.timestamp})`.execute(
        database.db,
      );
      await fresh.close();
    }
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
  });

  it('database gone: ready and health 503, live still 200', async () => {
    const gone = await createTestDatabase();
    const orphan = await build(gone);
    await orphan.ready();
    await gone.close();
    try {
      expect((await orphan.inject('/api/health/ready')).json()).toEqual({
        status: 'indisponible',
        cause: 'base injoignable',
      });
      expect((await orphan.inject('/api/health')).statusCode).toBe(503);
      expect((await orphan.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await orphan.close();
    }
  });
});
