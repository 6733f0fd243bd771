import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { randomToken } from '../lib/tokens.ts';
import { adminUrl } from '../test/admin-url.ts';
import { testDbKind } from '../test/test-database.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest, pendingMigrations } from './migrate.ts';

/*
 * Issue 24: several instances started at once on a new PostgreSQL database each run the migrations
 * at start. Kysely's migrator holds a PostgreSQL advisory lock around them (PostgresAdapter), so
 * the second and third wait and then find nothing to do; this proves it on a real server.
 */
describe.skipIf(testDbKind !== 'postgres')('three instances migrating one new database at once', () => {
  it('all start, every migration applied exactly once', async () => {
    const name = `portail_migrate_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
    );
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => migrateToLatest(instance.db)));
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const { rows } = await sql<{ name: string; times: number }>`
        select name, count(*)::int as times from kysely_migration group by name order by name`.execute(
        instances[0]!.db,
      );
      expect(rows.length).toBeGreaterThanOrEqual(21);
      expect(rows.filter((row) => row.times !== 1)).toEqual([]);
      expect(await pendingMigrations(instances[2]!.db)).toEqual([]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
