import { Migrator, type Migration, type MigrationProvider, sql } from 'kysely';
import type { Db } from './database.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m002 from './migrations/002-content.ts';
import * as m003 from './migrations/003-uploads.ts';
import * as m004 from './migrations/004-identity.ts';
import * as m005 from './migrations/005-hardening.ts';
import * as m006 from './migrations/006-demandes-documents.ts';
import * as m007 from './migrations/007-change-feed-commit-order.ts';
import * as m008 from './migrations/008-contrats-garanties-documents.ts';
import * as m009 from './migrations/009-remboursements.ts';
import * as m010 from './migrations/010-profil.ts';
import * as m011 from './migrations/011-habilitations.ts';
import * as m012 from './migrations/012-audit.ts';
import * as m013 from './migrations/013-referentiels-habilitations.ts';
import * as m014 from './migrations/014-configuration-client.ts';
import * as m015 from './migrations/015-inbox.ts';
import * as m016 from './migrations/016-comptes-admin.ts';
import * as m017 from './migrations/017-cms-editor.ts';
import * as m018 from './migrations/018-faq-editor.ts';
import * as m019 from './migrations/019-audiences.ts';
import * as m020 from './migrations/020-notifications.ts';
import * as m021 from './migrations/021-outbox-message-id.ts';
import * as m022 from './migrations/022-outbox-request-id.ts';
import * as m023 from './migrations/023-idempotency.ts';
import * as m024 from './migrations/024-functions-search-path.ts';
import * as m025 from './migrations/025-cms-popup-choix.ts';
import * as m026 from './migrations/026-chiffrement-nir-iban.ts';
import * as m027 from './migrations/027-journal-acces.ts';
import * as m028 from './migrations/028-conservation.ts';
import * as m029 from './migrations/029-export-donnees.ts';

/** Versioned migrations, in order; a new one is a new file added here. */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-content': m002,
  '003-uploads': m003,
  '004-identity': m004,
  '005-hardening': m005,
  '006-demandes-documents': m006,
  '007-change-feed-commit-order': m007,
  // 008 comes from issue 11; the migrator also accepts it applied before 007.
  '008-contrats-garanties-documents': m008,
  '009-remboursements': m009,
  '010-profil': m010,
  '011-habilitations': m011,
  '012-audit': m012,
  '013-referentiels-habilitations': m013,
  '014-configuration-client': m014,
  '015-inbox': m015,
  '016-comptes-admin': m016,
  '017-cms-editor': m017,
  '018-faq-editor': m018,
  '019-audiences': m019,
  '020-notifications': m020,
  '021-outbox-message-id': m021,
  '022-outbox-request-id': m022,
  '023-idempotency': m023,
  '024-functions-search-path': m024,
  '025-cms-popup-choix': m025,
  '026-chiffrement-nir-iban': m026,
  '027-journal-acces': m027,
  '028-conservation': m028,
  '029-export-donnees': m029,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Migrations the database has applied that this version does not know: a newer release ran them
 * (a rolling upgrade in progress, or a rollback). Empty on a new database.
 */
async function newerMigrations(db: Db): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    return rows.map((row) => row.name).filter((name) => !(name in migrations));
  } catch (error) {
    if ((error as { code?: unknown }).code === '42P01') return []; // no migration table yet
    throw error;
  }
}

/**
 * Applies this version's migrations. A database a newer release has migrated further is accepted
 * as it is when it already has every migration of this version (migrations only add: an older
 * instance of a rolling upgrade, or a rollback, keeps working); Kysely alone refuses to start then.
 * Returns the newer migrations found, for the start-up log.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const newer = await newerMigrations(db);
  if (newer.length > 0) {
    const pending = await pendingMigrations(db);
    if (pending.length === 0) return newer;
    throw new Error(
      `La base a reçu les migrations d’une version plus récente (${newer.join(', ')}) mais pas ${pending.join(', ')} de celle-ci : démarrez la version la plus récente.`,
    );
  }
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? ` : ${error.message}` : '';
    throw new Error(`Migration ${failed?.migrationName ?? ''} échouée${reason}`, { cause: error });
  }
  return [];
}

/** The migrations this version knows that the database has not applied (empty once migrateToLatest has run). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const infos = await new Migrator({ db, provider, allowUnorderedMigrations: true }).getMigrations();
  return infos.filter((info) => info.executedAt === undefined).map((info) => info.name);
}
