import type { Db } from '../../db/database.ts';

export async function findBlockList(db: Db, clientId: number, name: string) {
  return db
    .selectFrom('cms_block_lists')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function findItems(db: Db, blockListId: number, itemName?: string) {
  let query = db
    .selectFrom('cms_items')
    .select(['id', 'name', 'title', 'content', 'block_list_id', 'is_single_display', 'has_cookie_option', 'ordre'])
    .where('block_list_id', '=', blockListId);
  if (itemName !== undefined) query = query.where('name', '=', itemName);
  return query.orderBy('ordre').orderBy('id').execute();
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
