import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { seedDemoData } from '../commands/seed/demo-seed.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { randomToken } from '../lib/tokens.ts';
import { adminUrl } from './admin-url.ts';
import { installTestDataKeys } from './test-data-keys.ts';

// The NIR and IBAN keys of every test database (decision 048): fixed, so the run's templates, made
// by the global setup, are read by each test file.
installTestDataKeys();

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** What a test database starts with: the migrated schema, plus the demo seed, plus Marie's documents and requests. */
export type TestSeed = 'migrated' | 'demo' | 'member-area';
const seeds: readonly TestSeed[] = ['migrated', 'demo', 'member-area'];

/**
 * Databases made once per run by the global setup, copied by each test file instead of migrating
 * and seeding anew (about 5 s each on PGlite): PGlite snapshot files, or PostgreSQL template databases.
 */
export interface TestDatabaseTemplates {
  kind: typeof testDbKind;
  /** The day the seed was made on: its dates are relative to it, so another day seeds anew. */
  day: string;
  /** A snapshot file (PGlite) or a template database's name (PostgreSQL), per seed. */
  sources: Record<TestSeed, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates | undefined;
  }
}

/** The calendar day in UTC and in Paris: the seed's relative dates and the tests' « today » read one or the other. */
function seedDay(now = new Date()): string {
  const paris = new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris' }).format(now);
  return `${now.toISOString().slice(0, 10)}/${paris}`;
}

function providedTemplates(): TestDatabaseTemplates | undefined {
  try {
    const templates = inject('testDatabaseTemplates');
    return templates?.kind === testDbKind && templates.day === seedDay() ? templates : undefined;
  } catch {
    return undefined; // outside a project with the global setup
  }
}

async function seedInto(handle: DatabaseHandle, seed: TestSeed): Promise<void> {
  await migrateToLatest(handle.db);
  if (seed !== 'migrated') await seedDemoData(handle.db, { memberArea: seed === 'member-area' });
}

function throwawayName(prefix: string): string {
  return `${prefix}_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database with `seed` in it: in-memory PGlite, or a throwaway PostgreSQL database dropped
 * on close. A copy of the run's template when there is one; migrated and seeded here otherwise.
 */
export async function createTestDatabase(seed: TestSeed = 'migrated'): Promise<DatabaseHandle> {
  const templates = providedTemplates();
  if (testDbKind === 'pglite') {
    const source = templates?.sources[seed];
    if (source) return openDatabase({ loadDataDir: new Blob([await readFile(source)]) });
    const handle = await openDatabase({ dataDir: undefined });
    await seedInto(handle, seed);
    return handle;
  }
  const name = throwawayName('portail_test');
  const template = templates?.sources[seed];
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 4 });
  if (!template) await seedInto(handle, seed);
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The global setup's part: one database per seed, kept for the run; returns how to remove them. */
export async function createTestDatabaseTemplates(): Promise<{
  templates: TestDatabaseTemplates;
  remove(): Promise<void>;
}> {
  const day = seedDay();
  if (testDbKind === 'pglite') {
    const folder = await mkdtemp(path.join(tmpdir(), 'portail-test-templates-'));
    const sources = {} as Record<TestSeed, string>;
    for (const seed of seeds) {
      const handle = await openDatabase({ dataDir: undefined });
      await seedInto(handle, seed);
      const file = path.join(folder, `${seed}.tar`);
      await writeFile(file, Buffer.from(await (await handle.snapshot!()).arrayBuffer()));
      await handle.close();
      sources[seed] = file;
    }
    return { templates: { kind: 'pglite', day, sources }, remove: () => rm(folder, { recursive: true, force: true }) };
  }
  const sources = {} as Record<TestSeed, string>;
  for (const seed of seeds) {
    const name = throwawayName(`portail_template_${seed.replace('-', '_')}`);
    await adminQuery(`create database ${name}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 2 });
    try {
      await seedInto(handle, seed);
    } finally {
      await handle.close();
    }
    sources[seed] = name;
  }
  return {
    templates: { kind: 'postgres', day, sources },
    async remove() {
      for (const name of Object.values(sources)) await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
