import type { Compilable, CompiledQuery } from 'kysely';
import { poolQuery, type Db } from './database.ts';

/*
 * A hot query is built and compiled by Kysely on every call: about a tenth of the CPU of a
 * signed-in read. Here the builder runs once, with markers standing for its parameters; each call
 * then binds the real values in the markers' places and executes the compiled SQL. The SQL is the
 * same on PGlite and PostgreSQL (one Postgres dialect).
 *
 * On the app's database the statement then goes to the pool itself: Kysely's executor wraps a
 * statement in a dozen async steps (connection provider, driver, release…), some 25 promises each,
 * about a fifth of the CPU of a signed-in read once its other costs were gone (decision 046). In a
 * transaction it goes through Kysely, on the transaction's connection.
 */

const marker = (index: number) => `\u0000prepared-parameter-${index}\u0000`;

interface Prepared {
  compiled: CompiledQuery<unknown>;
  /** For each parameter of the compiled SQL: the index of the call argument it takes, or -1 (a constant). */
  slots: number[];
}

function prepare(db: Db, build: (db: Db, ...params: never[]) => Compilable<unknown>, arity: number): Prepared {
  const markers = Array.from({ length: arity }, (_, i) => marker(i));
  const compiled = build(db, ...(markers as never[])).compile();
  const slots = compiled.parameters.map((value) => markers.indexOf(value as string));
  for (let i = 0; i < arity; i++) {
    if (!slots.includes(i)) throw new Error(`requête préparée : le paramètre ${i} n'est pas lié (valeur interpolée ?)`);
  }
  if (compiled.sql.includes('\u0000')) throw new Error('requête préparée : un paramètre est entré dans le texte SQL');
  return { compiled, slots };
}

/**
 * Wraps a query builder `(db, ...params) => query` into `(db, ...params) => rows`, compiled once.
 * Every parameter must reach the SQL as a bound value (never interpolated into its text).
 */
export function preparedQuery<P extends unknown[], R>(
  build: (db: Db, ...params: P) => Compilable<R>,
): (db: Db, ...params: P) => Promise<R[]> {
  let prepared: Prepared | undefined;
  return async (db, ...params) => {
    prepared ??= prepare(db, build as never, params.length);
    const { compiled, slots } = prepared;
    const parameters = compiled.parameters.map((value, i) => (slots[i]! >= 0 ? params[slots[i]!] : value));
    const pool = poolQuery(db);
    if (pool) return (await pool(compiled.sql, parameters)).rows as R[];
    const result = await db.executeQuery<R>({ ...compiled, parameters } as CompiledQuery<R>);
    return result.rows;
  };
}
