import { type Kysely, sql } from 'kysely';

/**
 * FAQ management in the back office (issue 15, decision 032): a question may be pinned to the
 * help's « Top 5 » (is_popular), the feedback dashboard reads feedback by question and date, and the
 * habilitation « faq »: Admin and admin_digital everything, Gestionnaire reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table faq_questions add column is_popular boolean not null default false`,
    sql`create index faq_feedback_question_created on faq_feedback (question_id, created_at desc)`,
    sql`drop index faq_feedback_question`,
    sql`insert into role_habilitations (role_code, resource, action) values
      ('Admin', 'faq', 'create'), ('Admin', 'faq', 'read'), ('Admin', 'faq', 'update'), ('Admin', 'faq', 'delete'),
      ('admin_digital', 'faq', 'create'), ('admin_digital', 'faq', 'read'), ('admin_digital', 'faq', 'update'),
      ('admin_digital', 'faq', 'delete'), ('Gestionnaire', 'faq', 'read')`,
  ])
    await statement.execute(db);
}
