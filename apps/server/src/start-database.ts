import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { installConfiguredDataKeys } from './lib/data-keys.ts';
import { assertKeysOpenDatabase } from './db/sensitive-fields.ts';
import { registerDemoOidcProvider, seedDemoData } from './commands/seed/demo-seed.ts';
import { startHousekeeping } from './workers/housekeeping.ts';

/**
 * Opens the configured database, applies migrations, seeds demo data when asked. `newerMigrations`:
 * those a newer release applied (this older instance runs on them; the server logs a warning).
 */
export async function startDatabase(
  config: AppConfig,
): Promise<DatabaseHandle & { newerMigrations: string[]; dataKeysSource: string }> {
  let dataDir: string | undefined;
  if (!config.databaseUrl) {
    dataDir = path.join(config.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // The NIR and IBAN keys before migrating: 026 encrypts the rows it finds with them (decision 048).
  const dataKeysSource = installConfiguredDataKeys(config);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const newerMigrations = await migrateToLatest(handle.db);
  await assertKeysOpenDatabase(handle.db);
  if (config.demoData) await seedDemoData(handle.db);
  if (config.demoData && config.demoOidc) await registerDemoOidcProvider(handle.db, config.demoOidc);
  const stop = startHousekeeping(handle.db);
  return { ...handle, newerMigrations, dataKeysSource, close: async () => (stop(), handle.close()) };
}
