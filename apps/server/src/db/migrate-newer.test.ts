import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest, pendingMigrations } from './migrate.ts';
import { createTestDatabase, testDbKind } from '../test/test-database.ts';

/*
 * Issue 24 (found by the cluster test): during a rolling upgrade the new release migrates first;
 * an old instance restarting then met migrations it does not know, and Kysely refused to start it
 * (« corrupted migrations »), so a crash or a rollback left it down.
 */
describe(`migrations: a database a newer release migrated (${testDbKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('an older release starts on it when it has all of this release’s migrations, and says which are newer', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('099-a-venir', now()::text)`.execute(database.db);
    expect(await migrateToLatest(database.db)).toEqual(['099-a-venir']);
    expect(await pendingMigrations(database.db)).toEqual([]);
  });

  it('refuses, in French and by name, when one of its own migrations is missing too', async () => {
    await sql`delete from kysely_migration where name = '022-outbox-request-id'`.execute(database.db);
    await expect(migrateToLatest(database.db)).rejects.toThrow(
      'La base a reçu les migrations d’une version plus récente (099-a-venir) mais pas 022-outbox-request-id de celle-ci',
    );
  });
});
