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
  /** An embedded database's files to start from (a snapshot taken by `snapshot`; the tests' templates). */
  loadDataDir?: Blob;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's files, to open a copy later with `loadDataDir` (PGlite only). */
  snapshot?(): Promise<Blob>;
}

/** The connections behind a Kysely instance, at this moment (the metrics read them at each scrape). */
export interface PoolStats {
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

const poolStatsByDb = new WeakMap<Db, () => PoolStats>();

/** The pool behind a Kysely instance made by openDatabase; undefined for any other. */
export function poolStats(db: Db): PoolStats | undefined {
  return poolStatsByDb.get(db)?.();
}

/** One compiled statement run on a connection of the pool, taken and given back (db/prepared-query.ts). */
export type PoolQuery = (sql: string, parameters: unknown[]) => Promise<{ rows: unknown[] }>;

const poolQueryByDb = new WeakMap<Db, PoolQuery>();

/**
 * The pool of a Kysely instance made by openDatabase, to run a statement on without Kysely's
 * executor; undefined for any other instance, a transaction's included (its statements must go
 * through its own connection).
 */
export function poolQuery(db: Db): PoolQuery | undefined {
  return poolQueryByDb.get(db);
}

/** The one place that knows which database runs; the rest of the code sees a Kysely instance. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes(),
      // While PostgreSQL restarts or fails over, a request waits this long for a connection, then is told 503.
      connectionTimeoutMillis: 5_000,
    });
    // A connection dropped by the server (restart, failover, pg_terminate_backend) must not crash the
    // process: the pool handles idle ones; a connection in use between two statements has its own
    // listener for as long as it lives. Its statement then fails (503, isDatabaseUnavailable) and
    // pg-pool discards it on release; the next request connects anew.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    poolStatsByDb.set(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    poolQueryByDb.set(db, (sql, parameters) => pool.query(sql, parameters));
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
    parsers: { [pgliteTypes.DATE]: (value: string) => value, [pgliteTypes.INT8]: (value: string) => Number(value) },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const pool = pglitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  poolStatsByDb.set(db, pool.stats);
  poolQueryByDb.set(db, async (sql, parameters) => {
    const connection = await pool.connect();
    try {
      return await connection.query(sql, parameters);
    } finally {
      connection.release();
    }
  });
  return { db, kind: 'pglite', close: () => db.destroy(), snapshot: () => pglite.dumpDataDir('none') };
}

/** SQLSTATE classes 08 (connection exception) and 57P0x (admin shutdown, crash shutdown, cannot connect now). */
const unavailableSqlStates = /^(08|57P0[1-4])/;
const unavailableMessages =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;
const unavailableNetworkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** The database could not be reached or dropped the connection: the request may succeed later (503), it is not a bug (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableSqlStates.test(code) || unavailableNetworkCodes.has(code))) return true;
  return unavailableMessages.test(error.message);
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
function pglitePool(pglite: PGlite): PostgresPool & { stats(): PoolStats } {
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;
  let inUse = false;
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
      waiting += 1;
      await previous;
      waiting -= 1;
      inUse = true;
      return {
        ...client,
        release: () => {
          inUse = false;
          release();
        },
      };
    },
    stats: () => ({ total: 1, idle: inUse ? 0 : 1, waiting }),
    async end() {
      await queue;
      await pglite.close();
    },
  };
}
