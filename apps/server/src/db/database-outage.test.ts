import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '../test/admin-url.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';
import { isDatabaseUnavailable } from './database.ts';

/*
 * Issue 24: on a PostgreSQL restart or failover every connection of the pool is dropped. The
 * process must live through it, answer 503 with the spec's message while it lasts, and serve again
 * by itself. pg_terminate_backend() drops the connections as a restart does.
 */
describe.skipIf(testDbKind !== 'postgres')('PostgreSQL drops every connection of an instance', () => {
  let t: TestApp;
  let databaseName: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
    databaseName = rows[0]!.name;
  });
  afterAll(() => t?.close());

  async function terminateBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('a connection in use between two statements: its next statement fails as « unavailable », the process lives, the next request is served', async () => {
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    const failure = await t.database.db.connection().execute(async (connection) => {
      await sql`select 1`.execute(connection);
      expect(await terminateBackends()).toBeGreaterThan(0);
      // The server's goodbye reaches the client while it holds the connection, between two statements.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return sql`select 1`.execute(connection).then(
        () => null,
        (error: unknown) => error,
      );
    });
    expect(isDatabaseUnavailable(failure)).toBe(true);

    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/api/clients/current')).statusCode).toBe(200);
  });

  it('requests during the outage answer 200, or 503 with the spec’s message — never 500; afterwards all are served', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        if (i === 6) return (await terminateBackends(), null);
        return t.app.inject(i % 2 ? '/api/clients/current' : '/api/health');
      }),
    );
    for (const answer of answers) {
      if (!answer) continue;
      if (answer.statusCode === 503 && answer.json().status === undefined)
        expect(answer.json()).toEqual({ message: 'Service momentanément indisponible', code: 'SERVICE_UNAVAILABLE' });
      else expect([200, 503]).toContain(answer.statusCode);
    }
    const after = await Promise.all(Array.from({ length: 8 }, () => t.app.inject('/api/clients/current')));
    expect(after.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises a dropped or refused connection, not a bug in a statement', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});
