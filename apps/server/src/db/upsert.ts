import { type RawBuilder, sql } from 'kysely';

/** SET col = excluded.col for each column of an upsert. */
export function fromExcluded<C extends string>(columns: readonly C[]): Record<C, RawBuilder<never>> {
  return Object.fromEntries(columns.map((c) => [c, sql.ref<never>(`excluded.${c}`)])) as Record<C, RawBuilder<never>>;
}

/** Only rows whose values differ are rewritten, so a re-import reports them as unchanged. */
export function differs(table: string, columns: readonly string[]) {
  const current = sql.join(columns.map((c) => sql.ref(`${table}.${c}`)));
  const incoming = sql.join(columns.map((c) => sql.ref(`excluded.${c}`)));
  return sql<boolean>`(${current}) is distinct from (${incoming})`;
}

/** xmax is 0 on a row this statement inserted, set on a row it updated (PostgreSQL and PGlite). */
export const wasInserted = sql<boolean>`(xmax = 0)`.as('inserted');
