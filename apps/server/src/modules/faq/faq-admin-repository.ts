import { sql } from 'kysely';
import type { FaqAvisSearch } from '@portail/shared/admin/faq';
import type { Db } from '../../db/database.ts';
import { motifRecherche, sansAccentsSql } from '../../lib/recherche.ts';

/* SQL of the back office's FAQ management (decision 032), always within one client. */

export async function findAdminCategories(db: Db, clientId: number) {
  return db
    .selectFrom('faq_categories')
    .select(['id', 'user_type', 'code', 'libelle', 'ordre'])
    .where('client_id', '=', clientId)
    .orderBy('user_type', 'desc')
    .orderBy('ordre')
    .orderBy('id')
    .execute();
}

export async function findAdminQuestions(db: Db, clientId: number) {
  return db
    .selectFrom('faq_questions')
    .select(['id', 'category_id', 'code', 'title', 'ordre', 'is_popular', 'click_count'])
    .where('client_id', '=', clientId)
    .orderBy('ordre')
    .orderBy('id')
    .execute();
}

export async function findCategory(db: Db, clientId: number, id: number) {
  return db
    .selectFrom('faq_categories')
    .select(['id', 'user_type', 'code', 'libelle', 'ordre'])
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** A code not yet used by `table` in this client (and audience for categories): base, base-2, base-3… */
export async function freeCode(
  db: Db,
  table: 'faq_categories' | 'faq_questions',
  clientId: number,
  base: string,
  userType?: string,
) {
  let query = db.selectFrom(table).select('code').where('client_id', '=', clientId).where('code', 'like', `${base}%`);
  if (userType !== undefined) query = query.where(sql.ref('user_type'), '=', userType);
  const taken = new Set((await query.execute()).map((r) => r.code));
  for (let n = 1; ; n++) {
    const code = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(code)) return code;
  }
}

export async function insertCategory(
  db: Db,
  clientId: number,
  values: { userType: string; code: string; libelle: string },
) {
  const row = await db
    .insertInto('faq_categories')
    .values({
      client_id: clientId,
      user_type: values.userType,
      code: values.code,
      libelle: values.libelle,
      ordre: sql<number>`coalesce((select max(c.ordre) + 1 from faq_categories c where c.client_id = ${clientId} and c.user_type = ${values.userType}), 0)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countQuestions(db: Db, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('faq_questions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findQuestion(db: Db, clientId: number, id: number) {
  return db
    .selectFrom('faq_questions as q')
    .innerJoin('faq_categories as c', 'c.id', 'q.category_id')
    .select([
      'q.id',
      'q.code',
      'q.category_id',
      'c.user_type',
      'q.title',
      'q.content',
      'q.ordre',
      'q.is_popular',
      'q.click_count',
    ])
    .where('q.client_id', '=', clientId)
    .where('q.id', '=', id)
    .forUpdate('q')
    .executeTakeFirst();
}

export async function findRelatedOf(db: Db, questionId: number) {
  return db
    .selectFrom('faq_related as r')
    .innerJoin('faq_questions as q', 'q.id', 'r.related_question_id')
    .select(['q.id', 'q.title'])
    .where('r.question_id', '=', questionId)
    .orderBy('r.ordre')
    .execute();
}

/** How many of these ids are questions of the client. */
export async function countClientQuestions(db: Db, clientId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('faq_questions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client_id', '=', clientId)
    .where('id', 'in', [...ids])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function replaceRelatedOf(db: Db, questionId: number, related: readonly number[]) {
  await db.deleteFrom('faq_related').where('question_id', '=', questionId).execute();
  if (related.length > 0)
    await db
      .insertInto('faq_related')
      .values(related.map((id, ordre) => ({ question_id: questionId, related_question_id: id, ordre })))
      .execute();
}

export const lastOrderIn = (categoryId: number) =>
  sql<number>`coalesce((select max(o.ordre) + 1 from faq_questions o where o.category_id = ${categoryId}), 0)`;

/** Ids of the rows in their current order, locked for the reordering. */
export async function findOrderedIds(
  db: Db,
  table: 'faq_categories' | 'faq_questions',
  column: string,
  value: number | string,
  clientId: number,
) {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('client_id', '=', clientId)
    .where(sql.ref(column), '=', value)
    .orderBy('ordre')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function setOrder(db: Db, table: 'faq_categories' | 'faq_questions', ids: readonly number[]) {
  for (const [ordre, id] of ids.entries()) await db.updateTable(table).set({ ordre }).where('id', '=', id).execute();
}

const avisSort = {
  taux: sql`taux`,
  vues: sql`q.click_count`,
  avis: sql`(utiles + inutiles)`,
  commentaires: sql`commentaires`,
  titre: sql`lower(q.title)`,
} as const;

/** One row per question: views, « Oui » and « Non », their rate, comments; those without answers last. */
export async function searchAvis(db: Db, clientId: number, search: FaqAvisSearch) {
  const direction = search.order === 'desc' ? sql`desc` : sql`asc`;
  const stats = db
    .selectFrom('faq_questions as q')
    .innerJoin('faq_categories as c', 'c.id', 'q.category_id')
    .leftJoin('faq_feedback as f', 'f.question_id', 'q.id')
    .select([
      'q.id',
      'q.title',
      'q.click_count',
      'c.user_type',
      'c.libelle',
      sql<number>`count(*) filter (where f.is_useful)::int`.as('utiles'),
      sql<number>`count(*) filter (where not f.is_useful)::int`.as('inutiles'),
      sql<number>`count(f.comment)::int`.as('commentaires'),
    ])
    .where('q.client_id', '=', clientId)
    .$if(search.userType !== undefined, (qb) => qb.where('c.user_type', '=', search.userType!))
    .$if(search.titre !== undefined && search.titre !== '', (qb) =>
      qb.where(
        sansAccentsSql(sql`q.title`),
        'like',
        sql<string>`'%' || ${sansAccentsSql(sql`${motifRecherche(search.titre!)}`)} || '%'`,
      ),
    )
    .groupBy(['q.id', 'c.user_type', 'c.libelle']);
  const rows = await db
    .selectFrom(stats.as('q'))
    .select([
      'q.id',
      'q.title',
      'q.user_type',
      'q.libelle',
      'q.click_count',
      'q.utiles',
      'q.inutiles',
      'q.commentaires',
      sql<
        number | null
      >`case when q.utiles + q.inutiles > 0 then round(100.0 * q.utiles / (q.utiles + q.inutiles))::int end`.as('taux'),
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy(sql`${avisSort[search.sort]} ${direction} nulls last, q.id`)
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  return rows;
}

export async function searchCommentaires(
  db: Db,
  questionId: number,
  page: number,
  pageSize: number,
  order: 'asc' | 'desc',
) {
  return db
    .selectFrom('faq_feedback')
    .select([
      'id',
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('at'),
      'is_useful',
      'user_type',
      'comment',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .where('question_id', '=', questionId)
    .where('comment', 'is not', null)
    .orderBy('created_at', order)
    .orderBy('id', order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}
