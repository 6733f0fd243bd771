import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { differs, fromExcluded, wasInserted } from '../../db/upsert.ts';

export interface WriteCounts {
  created: number;
  updated: number;
}

function tally(rows: readonly { inserted: boolean }[]): WriteCounts {
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created };
}

export async function findContentClient(db: Db, code: string | undefined) {
  const query = db.selectFrom('clients').select(['id', 'code']);
  return (
    code === undefined ? query.where('is_default', '=', true) : query.where('code', '=', code)
  ).executeTakeFirst();
}

export interface ImageWrite {
  name: string;
  contentType: string;
  data: Uint8Array;
  sha256: string;
}

/** Images are kept by content: the same bytes reuse their row, new bytes make a new one. */
export async function insertImages(db: Db, clientId: number, images: readonly ImageWrite[]) {
  if (images.length === 0) return { ids: new Map<string, number>(), created: 0 };
  const inserted = await db
    .insertInto('cms_images')
    .values(
      images.map((image) => ({
        client_id: clientId,
        name: image.name,
        content_type: image.contentType,
        data: image.data,
        sha256: image.sha256,
      })),
    )
    .onConflict((oc) => oc.columns(['client_id', 'sha256']).doNothing())
    .returning('id')
    .execute();
  const rows = await db
    .selectFrom('cms_images')
    .select(['id', 'sha256'])
    .where('client_id', '=', clientId)
    .where(
      'sha256',
      'in',
      images.map((i) => i.sha256),
    )
    .execute();
  return { ids: new Map(rows.map((r) => [r.sha256, r.id])), created: inserted.length };
}

export async function upsertBlockLists(db: Db, clientId: number, names: readonly string[]) {
  if (names.length === 0) return { ids: new Map<string, number>(), created: 0 };
  const inserted = await db
    .insertInto('cms_block_lists')
    .values(names.map((name) => ({ client_id: clientId, name })))
    .onConflict((oc) => oc.columns(['client_id', 'name']).doNothing())
    .returning('id')
    .execute();
  const rows = await db
    .selectFrom('cms_block_lists')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('name', 'in', names)
    .execute();
  return { ids: new Map(rows.map((r) => [r.name, r.id])), created: inserted.length };
}

export interface CmsItemWrite {
  block_list_id: number;
  name: string;
  title: string;
  content: string;
  is_single_display: boolean;
  has_cookie_option: boolean;
  ordre: number;
}

const itemColumns = ['title', 'content', 'is_single_display', 'has_cookie_option', 'ordre'] as const;

/** Blocks are written published (as of now); each text written becomes a version of the block's history. */
export async function upsertItems(db: Db, items: readonly CmsItemWrite[]): Promise<WriteCounts> {
  if (items.length === 0) return { created: 0, updated: 0 };
  const written = await db
    .insertInto('cms_items')
    .values([...items])
    .onConflict((oc) =>
      oc
        .columns(['block_list_id', 'name'])
        .where('deleted_at', 'is', null)
        .doUpdateSet({ ...fromExcluded(itemColumns), updated_at: sql<Date>`now()` })
        .where(differs('cms_items', itemColumns)),
    )
    .returning(['id', 'title', 'content', wasInserted])
    .execute();
  if (written.length > 0)
    await db
      .insertInto('cms_item_versions')
      .values(
        written.map((row) => ({
          item_id: row.id,
          numero: sql<number>`coalesce((select max(v.numero) from cms_item_versions v where v.item_id = ${row.id}), 0) + 1`,
          title: row.title,
          content: row.content,
          published_at: sql<Date>`now()`,
        })),
      )
      .execute();
  return tally(written);
}

export interface FaqCategoryWrite {
  user_type: string;
  code: string;
  libelle: string;
  ordre: number;
}

const categoryColumns = ['libelle', 'ordre'] as const;

export async function upsertCategories(db: Db, clientId: number, categories: readonly FaqCategoryWrite[]) {
  if (categories.length === 0) return { ids: new Map<string, number>(), created: 0, updated: 0 };
  const written = await db
    .insertInto('faq_categories')
    .values(categories.map((c) => ({ ...c, client_id: clientId })))
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'user_type', 'code'])
        .doUpdateSet(fromExcluded(categoryColumns))
        .where(differs('faq_categories', categoryColumns)),
    )
    .returning(wasInserted)
    .execute();
  const rows = await db
    .selectFrom('faq_categories')
    .select(['id', 'user_type', 'code'])
    .where('client_id', '=', clientId)
    .execute();
  return { ids: new Map(rows.map((r) => [`${r.user_type}/${r.code}`, r.id])), ...tally(written) };
}

export interface FaqQuestionWrite {
  category_id: number;
  code: string;
  title: string;
  content: string;
  ordre: number;
}

const questionColumns = ['category_id', 'title', 'content', 'ordre'] as const;

export async function upsertQuestions(db: Db, clientId: number, questions: readonly FaqQuestionWrite[]) {
  if (questions.length === 0) return { created: new Set<string>(), updated: new Set<string>() };
  const written = await db
    .insertInto('faq_questions')
    .values(questions.map((q) => ({ ...q, client_id: clientId })))
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'code'])
        .doUpdateSet({ ...fromExcluded(questionColumns), updated_at: sql<Date>`now()` })
        .where(differs('faq_questions', questionColumns)),
    )
    .returning(['code', wasInserted])
    .execute();
  return {
    created: new Set(written.filter((r) => r.inserted).map((r) => r.code)),
    updated: new Set(written.filter((r) => !r.inserted).map((r) => r.code)),
  };
}

/** Ids of the client's questions by code (file or database). */
export async function findQuestionIds(db: Db, clientId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('faq_questions').select(['id', 'code']).where('client_id', '=', clientId).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

export interface RelatedRow {
  question_id: number;
  related_question_id: number;
  ordre: number;
}

export async function findRelated(db: Db, questionIds: readonly number[]): Promise<RelatedRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .selectFrom('faq_related')
    .select(['question_id', 'related_question_id', 'ordre'])
    .where('question_id', 'in', questionIds)
    .execute();
}

/** The related questions of these questions become exactly the given rows. */
export async function replaceRelated(db: Db, questionIds: readonly number[], rows: readonly RelatedRow[]) {
  if (questionIds.length === 0) return;
  await db.deleteFrom('faq_related').where('question_id', 'in', questionIds).execute();
  if (rows.length > 0)
    await db
      .insertInto('faq_related')
      .values([...rows])
      .execute();
}

export interface ReseauWrite {
  reseau: string;
  libelle: string;
  url: string;
  num_omc: string | null;
  icon: string | null;
  image_id: number | null;
  image_form: string;
  description: string;
  ordre: number;
}

const reseauColumns = ['libelle', 'url', 'num_omc', 'icon', 'image_id', 'image_form', 'description', 'ordre'] as const;

export async function upsertReseaux(db: Db, clientId: number, reseaux: readonly ReseauWrite[]) {
  if (reseaux.length === 0) return { created: new Set<string>(), updated: new Set<string>() };
  const written = await db
    .insertInto('reseaux_soins')
    .values(reseaux.map((r) => ({ ...r, client_id: clientId })))
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'reseau'])
        .doUpdateSet({ ...fromExcluded(reseauColumns), updated_at: sql<Date>`now()` })
        .where(differs('reseaux_soins', reseauColumns)),
    )
    .returning(['reseau', wasInserted])
    .execute();
  return {
    created: new Set(written.filter((r) => r.inserted).map((r) => r.reseau)),
    updated: new Set(written.filter((r) => !r.inserted).map((r) => r.reseau)),
  };
}

/** Sets (or, with null, revokes) a partner key; returns whether it changed. */
export async function setPartnerKey(db: Db, clientId: number, reseau: string, sha256: string | null) {
  const result = await db
    .updateTable('reseaux_soins')
    .set({ partner_key_sha256: sha256, updated_at: sql<Date>`now()` })
    .where('client_id', '=', clientId)
    .where('reseau', '=', reseau)
    .where(sql<boolean>`partner_key_sha256 is distinct from ${sha256}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
