import { type Kysely, sql } from 'kysely';

/**
 * A dump restores as it is (issue 24, found by the backup rehearsal): pg_restore empties the
 * search_path, and portail_search_vector (migration 002) calls portail_fold unqualified, so the
 * generated search columns could not be computed and `pg_restore` stopped at faq_questions. The
 * functions now carry their own search_path (dumped with them): the same results, found anywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const signature of ['portail_search_vector(text)', 'portail_fold(text)', 'portail_html_text(text)'])
    await sql.raw(`alter function ${signature} set search_path = public, pg_catalog`).execute(db);
}
