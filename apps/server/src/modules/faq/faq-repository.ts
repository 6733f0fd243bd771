import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface QuestionRow {
  id: number;
  code: string;
  title: string;
  content: string;
  ordre: number;
  category_code: string;
}

export interface RelatedQuestionRow {
  question_id: number;
  code: string;
  title: string;
  content: string;
  ordre: number;
}

export async function findCategories(db: Db, clientId: number, userType: string) {
  return db
    .selectFrom('faq_categories as c')
    .select([
      'c.id',
      'c.code',
      'c.libelle',
      'c.ordre',
      (eb) =>
        eb
          .selectFrom('faq_questions as q')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('q.category_id', '=', 'c.id')
          .as('question_count'),
    ])
    .where('c.client_id', '=', clientId)
    .where('c.user_type', '=', userType)
    .orderBy('c.ordre')
    .orderBy('c.id')
    .execute();
}

function questionsOf(db: Db, clientId: number, userType: string) {
  return db
    .selectFrom('faq_questions as q')
    .innerJoin('faq_categories as c', 'c.id', 'q.category_id')
    .select(['q.id', 'q.code', 'q.title', 'q.content', 'q.ordre', 'c.code as category_code'])
    .where('q.client_id', '=', clientId)
    .where('c.user_type', '=', userType);
}

export async function findQuestions(db: Db, clientId: number, userType: string): Promise<QuestionRow[]> {
  return questionsOf(db, clientId, userType).orderBy('c.ordre').orderBy('q.ordre').orderBy('q.id').execute();
}

/** The questions pinned by staff, then the most clicked; ties keep the editorial order. */
export async function findPopularQuestions(
  db: Db,
  clientId: number,
  userType: string,
  limit: number,
): Promise<QuestionRow[]> {
  return questionsOf(db, clientId, userType)
    .orderBy('q.is_popular', 'desc')
    .orderBy('q.click_count', 'desc')
    .orderBy('c.ordre')
    .orderBy('q.ordre')
    .limit(limit)
    .execute();
}

/** Lexemes of a search text, in the order typed, through the same folding and stemming as the questions. */
export async function searchLexemes(db: Db, text: string): Promise<string[]> {
  const { rows } = await sql<{ lexeme: string }>`
    select lexeme from unnest(portail_search_vector(${text})) order by positions[1]`.execute(db);
  return rows.map((r) => r.lexeme);
}

/**
 * Questions matching any of the terms (tsquery texts), those matching the most terms first, then
 * by ts_rank (title weighs more than the answer), then by popularity.
 */
export async function searchQuestions(
  db: Db,
  clientId: number,
  userType: string,
  terms: readonly string[],
  limit: number,
): Promise<QuestionRow[]> {
  const anyTerm = terms.join(' | ');
  const matched = sql<number>`(select count(*) from unnest(${sql.val([...terms])}::text[]) as t(term) where q.search_vector @@ t.term::tsquery)`;
  return questionsOf(db, clientId, userType)
    .where(sql<boolean>`q.search_vector @@ ${anyTerm}::tsquery`)
    .orderBy(matched, 'desc')
    .orderBy(sql`ts_rank(q.search_vector, ${anyTerm}::tsquery)`, 'desc')
    .orderBy('q.click_count', 'desc')
    .orderBy('q.id')
    .limit(limit)
    .execute();
}

export async function findRelatedQuestions(db: Db, questionIds: readonly number[]): Promise<RelatedQuestionRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .selectFrom('faq_related as r')
    .innerJoin('faq_questions as q', 'q.id', 'r.related_question_id')
    .select(['r.question_id', 'q.code', 'q.title', 'q.content', 'r.ordre'])
    .where('r.question_id', 'in', questionIds)
    .orderBy('r.ordre')
    .execute();
}

/** The question with this code, if it is shown to this audience. */
export async function findQuestionId(db: Db, clientId: number, userType: string, code: string) {
  const row = await questionsOf(db, clientId, userType).where('q.code', '=', code).executeTakeFirst();
  return row?.id;
}

export async function countClick(db: Db, questionId: number): Promise<void> {
  await db
    .updateTable('faq_questions')
    .set({ click_count: sql<number>`click_count + 1` })
    .where('id', '=', questionId)
    .execute();
}

export async function insertFeedback(
  db: Db,
  feedback: {
    clientId: number;
    questionId: number;
    userType: string;
    isUseful: boolean;
    comment: string | null;
    accountId: string | null;
  },
): Promise<void> {
  await db
    .insertInto('faq_feedback')
    .values({
      client_id: feedback.clientId,
      question_id: feedback.questionId,
      user_type: feedback.userType,
      is_useful: feedback.isUseful,
      comment: feedback.comment,
      account_id: feedback.accountId,
    })
    .execute();
}
