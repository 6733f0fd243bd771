import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m002 from './migrations/002-content.ts';
import * as m003 from './migrations/003-uploads.ts';
import * as m004 from './migrations/004-identity.ts';
import * as m005 from './migrations/005-hardening.ts';

/** Versioned migrations, in order; a new one is a new file added here. */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-content': m002,
  '003-uploads': m003,
  '004-identity': m004,
  '005-hardening': m005,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} échouée`, { cause: error });
  }
}
