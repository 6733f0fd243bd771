import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { adminUrl } from './admin-url.ts';
import { createTestDatabaseTemplates, testDbKind } from './test-database.ts';

/**
 * Once per run: the PostgreSQL run needs a reachable server (said plainly rather than passed
 * without it); then the migrated and seeded databases each test file copies (test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testDbKind === 'postgres') await checkPostgres();
  const { templates, remove } = await createTestDatabaseTemplates();
  project.provide('testDatabaseTemplates', templates);
  return remove;
}

async function checkPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL injoignable (${adminUrl}) : démarrez-le (pg_ctlcluster … main start) ou lancez seulement la suite PGlite.`,
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
