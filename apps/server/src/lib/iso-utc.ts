import { type RawBuilder, sql } from 'kysely';

/** A timestamp column as the API gives dates: ISO 8601 in UTC with milliseconds, null stays null. */
export function isoUtc(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
