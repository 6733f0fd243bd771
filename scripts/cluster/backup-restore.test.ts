/**
 * The backup and restore of docs/operations.md, rehearsed: a PostgreSQL database with the demo data
 * and a request Marie sends through the app, `pg_dump -Fc`, `pg_restore` into a new database, then
 * the app on the restored copy — the same row counts in every table, the request there, nothing to
 * migrate, and Marie's session of before the backup still open (sessions and secrets are rows too).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import { seedDemoData } from '../../apps/server/src/commands/seed/demo-seed.ts';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database.ts';
import { migrateToLatest, pendingMigrations } from '../../apps/server/src/db/migrate.ts';
import { Browser } from '../../apps/server/src/test/test-app.ts';

const run = promisify(execFile);
const adminUrl = process.env.CLUSTER_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Exact row counts of every table of the public schema. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows)
      counts[name] = Number((await client.query(`select count(*) as n from "${name}"`)).rows[0].n);
    return counts;
  } finally {
    await client.end();
  }
}

async function appOn(database: DatabaseHandle) {
  const app = await buildApp({
    config: { secureCookies: false, webDist: undefined, logLevel: 'silent' },
    db: database.db,
    logger: false,
  });
  await app.ready();
  return app;
}

/** The restore of docs/operations.md: pg_restore into a new, empty database, stopping at the first error. */
async function restore(dump: string, url: string): Promise<void> {
  await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', url, dump]);
}

const clientTools = ['pg_dump', 'pg_restore', 'psql'].every((tool) => spawnSync(tool, ['--version']).status === 0);
const reachable = clientTools && (await postgresReachable());

describe.skipIf(!reachable)('sauvegarde et restauration PostgreSQL (docs/operations.md)', () => {
  const source = `portail_backup_${process.pid}`;
  const restored = `portail_restored_${process.pid}`;
  const folder = mkdtempSync(path.join(tmpdir(), 'portail-backup-'));
  const dump = path.join(folder, 'portail.dump');
  const admin = new pg.Client({ connectionString: adminUrl });
  const opened: DatabaseHandle[] = [];
  const marker = `sauvegarde-${process.pid}-${Date.now()}`;
  let numero = '';
  let cookies = new Map<string, string>();
  let counts: Record<string, number> = {};

  beforeAll(async () => {
    await admin.connect();
    for (const name of [source, restored]) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${source}`);
    const original = await openDatabase({ databaseUrl: urlOf(source), poolSize: 2 });
    opened.push(original);
    await migrateToLatest(original.db);
    await seedDemoData(original.db);
    // A marker written through the app, as a member would: « Nous contacter » on her contract.
    const app = await appOn(original);
    try {
      const marie = new Browser(app);
      expect((await marie.signIn('marie.dupont@example.com', 'Adherent#2026')).statusCode).toBe(200);
      const sent = await marie.post(
        '/api/forms/contact/v2/form',
        {
          theme: 'sante',
          sousTheme: 'sante-remboursement',
          message: `Demande à retrouver après restauration : ${marker}`,
        },
        { 'x-numcontrat': '40012345' },
      );
      expect(sent.statusCode, sent.body).toBe(200);
      numero = (sent.json() as { numero: string }).numero;
      cookies = marie.cookies;
    } finally {
      await app.close();
    }
    counts = await rowCounts(urlOf(source));
    // The backup: PostgreSQL's custom format, compressed, restorable table by table.
    await run('pg_dump', ['-Fc', '--no-owner', '-f', dump, urlOf(source)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    for (const name of [source, restored]) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restauré dans une base neuve : mêmes lignes, la demande de Marie et sa session retrouvées', async () => {
    expect(statSync(dump).size).toBeGreaterThan(10_000);
    expect(counts.demandes).toBeGreaterThan(0);
    await admin.query(`create database ${restored}`);
    await restore(dump, urlOf(restored));

    expect(await rowCounts(urlOf(restored))).toEqual(counts);
    const copy = await openDatabase({ databaseUrl: urlOf(restored), poolSize: 2 });
    opened.push(copy);
    // The migrations table came with the data: an instance starts on it without migrating.
    expect(await pendingMigrations(copy.db)).toEqual([]);
    const app = await appOn(copy);
    try {
      // Marie's session cookie of before the backup, replayed on the restored copy.
      const marie = new Browser(app);
      for (const [name, value] of cookies) marie.cookies.set(name, value);
      const detail = await marie.get(`/api/demandes/${numero}`, { 'x-numcontrat': '40012345' });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.body).toContain(marker);
    } finally {
      await app.close();
    }
  }, 60_000);
});
