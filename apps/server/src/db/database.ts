import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise the embedded PGlite in dataDir. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The one place that knows which database runs; the rest of the code sees a Kysely instance. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, types: pgTypes() });
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
    parsers: { [pgliteTypes.DATE]: (value: string) => value, [pgliteTypes.INT8]: (value: string) => Number(value) },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** Dates stay 'YYYY-MM-DD' strings (no time-zone shift); counts come back as numbers. */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: string) => {
      if (oid === pg.types.builtins.DATE) return (value: string) => value;
      if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format as 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/**
 * PGlite has a single connection: callers take it in turn, so a transaction never interleaves
 * with another request's statements.
 */
function pglitePool(pglite: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();
  const client = {
    async query(sql: string, parameters: readonly unknown[]) {
      const result = await pglite.query(sql, parameters as unknown[]);
      const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
      return { rows: result.rows, rowCount: result.affectedRows ?? 0, command } as never;
    },
    release() {},
  } as unknown as PostgresPoolClient;
  return {
    async connect() {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((resolve) => (release = resolve));
      await previous;
      return { ...client, release };
    },
    async end() {
      await queue;
      await pglite.close();
    },
  };
}
