import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function findBlockList(db: Db, clientId: number, name: string) {
  return db
    .selectFrom('cms_block_lists')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/**
 * The blocks members see at `now` (decision 032): the scheduled text once its time has come, else
 * the published one; a block is shown when its latest publication up to now is later than its
 * withdrawal, if any. Deleted blocks never.
 */
export async function findItems(db: Db, blockListId: number, now: Date, itemName?: string) {
  const due = sql<boolean>`(i.scheduled_version_id is not null and i.publish_at <= ${now})`;
  const lastPublication = sql`greatest(case when i.published_at <= ${now} then i.published_at end, case when ${due} then i.publish_at end)`;
  let query = db
    .selectFrom('cms_items as i')
    .leftJoin('cms_item_versions as s', (join) => join.onRef('s.id', '=', 'i.scheduled_version_id').on(due))
    .select([
      'i.id',
      'i.name',
      sql<string>`coalesce(s.title, i.title)`.as('title'),
      sql<string>`coalesce(s.content, i.content)`.as('content'),
      'i.block_list_id',
      'i.is_single_display',
      'i.has_cookie_option',
      'i.ordre',
    ])
    .where('i.block_list_id', '=', blockListId)
    .where('i.deleted_at', 'is', null)
    .where(sql<boolean>`${lastPublication} is not null`)
    .where(sql<boolean>`(i.unpublish_at is null or i.unpublish_at > ${now} or i.unpublish_at < ${lastPublication})`);
  if (itemName !== undefined) query = query.where('i.name', '=', itemName);
  return query.orderBy('i.ordre').orderBy('i.id').execute();
}
export type CmsItemRow = Awaited<ReturnType<typeof findItems>>[number];

/** An image of this client only: ids are not secrets, other clients' images stay out of reach. */
export async function findImage(db: Db, clientId: number, id: number) {
  return db
    .selectFrom('cms_images')
    .select(['content_type', 'data', 'sha256'])
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();
}
