import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CmsItemTable } from '../../db/schema.ts';

/*
 * SQL of the back office's CMS editor (decision 032). Every read and write is scoped to one client
 * through the block list; rows of another client are treated as absent.
 */

export type ItemRow = Selectable<CmsItemTable> & { list_name: string };

/**
 * Publications whose time has come become the published text (the public read already shows them:
 * this only writes down what happened, so the history and the next edit start from it).
 */
export async function settleDuePublications(db: Db, clientId: number, now: Date): Promise<void> {
  await sql`
    with due as (
      select i.id, i.scheduled_version_id, i.publish_at
      from cms_items i join cms_block_lists l on l.id = i.block_list_id
      where l.client_id = ${clientId} and i.scheduled_version_id is not null and i.publish_at <= ${now}
      for update of i
    ), versions as (
      update cms_item_versions v set published_at = due.publish_at from due where v.id = due.scheduled_version_id
    )
    update cms_items i
    set title = v.title, content = v.content, published_at = due.publish_at,
        scheduled_version_id = null, publish_at = null,
        draft_version_id = case when i.draft_version_id = due.scheduled_version_id then null else i.draft_version_id end
    from due join cms_item_versions v on v.id = due.scheduled_version_id
    where i.id = due.id`.execute(db);
}

function itemsOf(db: Db, clientId: number) {
  return db
    .selectFrom('cms_items as i')
    .innerJoin('cms_block_lists as l', 'l.id', 'i.block_list_id')
    .selectAll('i')
    .select('l.name as list_name')
    .where('l.client_id', '=', clientId);
}

export async function findLists(db: Db, clientId: number) {
  return db
    .selectFrom('cms_block_lists')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .orderBy('name')
    .execute();
}

export async function findClientItems(db: Db, clientId: number): Promise<ItemRow[]> {
  return itemsOf(db, clientId).orderBy('i.ordre').orderBy('i.id').execute();
}

export async function findList(db: Db, clientId: number, listId: number) {
  return db
    .selectFrom('cms_block_lists')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('id', '=', listId)
    .executeTakeFirst();
}

/** The list's id, or undefined when its name is taken. */
export async function insertList(db: Db, clientId: number, name: string) {
  const row = await db
    .insertInto('cms_block_lists')
    .values({ client_id: clientId, name })
    .onConflict((oc) => oc.columns(['client_id', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function countLiveItems(db: Db, listId: number): Promise<number> {
  const row = await db
    .selectFrom('cms_items')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('block_list_id', '=', listId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteList(db: Db, listId: number): Promise<void> {
  await db.deleteFrom('cms_block_lists').where('id', '=', listId).execute();
}

/** The block, locked for the change that follows (two editors save one after the other). */
export async function lockItem(db: Db, clientId: number, itemId: number): Promise<ItemRow | undefined> {
  return itemsOf(db, clientId).where('i.id', '=', itemId).forUpdate('i').executeTakeFirst();
}

export async function findItem(db: Db, clientId: number, itemId: number): Promise<ItemRow | undefined> {
  return itemsOf(db, clientId).where('i.id', '=', itemId).executeTakeFirst();
}

/** Another living block of the list already has this name. */
export async function nameTaken(db: Db, listId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('cms_items')
    .select('id')
    .where('block_list_id', '=', listId)
    .where('name', '=', name)
    .where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface NewItem {
  listId: number;
  name: string;
  isSingleDisplay: boolean;
  hasCookieOption: boolean;
  updatedBy: string;
}

/** A new block is last of its list and unpublished (its text comes as its first draft). */
export async function insertItem(db: Db, item: NewItem): Promise<number> {
  const row = await db
    .insertInto('cms_items')
    .values({
      block_list_id: item.listId,
      name: item.name,
      title: '',
      content: '',
      is_single_display: item.isSingleDisplay,
      has_cookie_option: item.hasCookieOption,
      ordre: sql<number>`coalesce((select max(o.ordre) + 1 from cms_items o where o.block_list_id = ${item.listId}), 0)`,
      published_at: null,
      updated_by: item.updatedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertVersion(
  db: Db,
  itemId: number,
  text: { title: string; content: string },
  author: { accountId: string; userName: string },
) {
  return db
    .insertInto('cms_item_versions')
    .values({
      item_id: itemId,
      numero: sql<number>`coalesce((select max(v.numero) from cms_item_versions v where v.item_id = ${itemId}), 0) + 1`,
      title: text.title,
      content: text.content,
      author_account_id: author.accountId,
      author: author.userName,
    })
    .returning(['id', 'numero'])
    .executeTakeFirstOrThrow();
}

export async function updateItem(db: Db, itemId: number, changes: Partial<Omit<ItemRow, 'id' | 'list_name'>>) {
  await db
    .updateTable('cms_items')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', itemId)
    .execute();
}

export async function markVersionPublished(db: Db, versionId: number, at: Date): Promise<void> {
  await db.updateTable('cms_item_versions').set({ published_at: at }).where('id', '=', versionId).execute();
}

export async function findVersions(db: Db, itemId: number) {
  return db
    .selectFrom('cms_item_versions')
    .select(['id', 'numero', 'title', 'content', 'author', 'created_at', 'published_at'])
    .where('item_id', '=', itemId)
    .orderBy('numero', 'desc')
    .execute();
}

export async function findVersion(db: Db, itemId: number, versionId: number) {
  return db
    .selectFrom('cms_item_versions')
    .select(['id', 'numero', 'title', 'content'])
    .where('item_id', '=', itemId)
    .where('id', '=', versionId)
    .executeTakeFirst();
}

/** The ids of the list's living blocks, in their order. */
export async function findLiveItemIds(db: Db, listId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('cms_items')
    .select('id')
    .where('block_list_id', '=', listId)
    .where('deleted_at', 'is', null)
    .orderBy('ordre')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function setOrder(db: Db, ids: readonly number[]): Promise<void> {
  for (const [ordre, id] of ids.entries())
    await db.updateTable('cms_items').set({ ordre }).where('id', '=', id).execute();
}

export async function insertImage(
  db: Db,
  image: { clientId: number; name: string; contentType: string; data: Uint8Array; sha256: string; createdBy: string },
) {
  await db
    .insertInto('cms_images')
    .values({
      client_id: image.clientId,
      name: image.name,
      content_type: image.contentType,
      data: image.data,
      sha256: image.sha256,
      created_by: image.createdBy,
    })
    .onConflict((oc) => oc.columns(['client_id', 'sha256']).doNothing())
    .execute();
  return db
    .selectFrom('cms_images')
    .select(['id', 'name', 'created_at'])
    .where('client_id', '=', image.clientId)
    .where('sha256', '=', image.sha256)
    .executeTakeFirstOrThrow();
}

export async function findImages(db: Db, clientId: number) {
  return db
    .selectFrom('cms_images')
    .select(['id', 'name', 'created_at'])
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}
