import { type Kysely, sql } from 'kysely';

/**
 * The client configuration edited in the back office (issue 14, decision 030):
 * - clients.version: the optimistic-concurrency counter of the whole configuration; every save
 *   names the version it started from and bumps it, a stale one is refused (409);
 * - contrats.fonctionnalites_back_office: per-contract feature switches set by staff, kept apart
 *   from the import's own (contrats.fonctionnalites, rewritten by each import) and taking
 *   precedence over them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table clients add column version integer not null default 1`,
    sql`alter table contrats add column fonctionnalites_back_office jsonb not null default '{}'`,
  ])
    await statement.execute(db);
}
