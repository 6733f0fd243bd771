import { sql } from 'kysely';
import { cmsBlockNames } from '@portail/shared/cms-constants';
import type { Db } from '../../db/database.ts';

/** A block of this client's list « Popups », not deleted; another client's block is absent. */
export async function findPopupBlock(db: Db, clientId: number, id: number) {
  return db
    .selectFrom('cms_items as i')
    .innerJoin('cms_block_lists as l', 'l.id', 'i.block_list_id')
    .select(['i.id', 'i.is_single_display', 'i.has_cookie_option'])
    .where('l.client_id', '=', clientId)
    .where('l.name', '=', cmsBlockNames.popups)
    .where('i.id', '=', id)
    .where('i.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The blocks this account set aside that are still away at `now`: for good (`vu`), or until `expire_le`. */
export async function findSetAsideIds(db: Db, accountId: string, now: Date): Promise<Set<number>> {
  const rows = await db
    .selectFrom('cms_popup_choix')
    .select('item_id')
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('choix', '=', 'vu'), eb('expire_le', '>', now)]))
    .execute();
  return new Set(rows.map((row) => row.item_id));
}

/** Records the account's choice; sent again, it is renewed (one row per account and block). */
export async function recordPopupChoice(
  db: Db,
  choice: { clientId: number; accountId: string; itemId: number; choix: 'vu' | 'masque'; expireLe: Date | null },
): Promise<void> {
  await db
    .insertInto('cms_popup_choix')
    .values({
      client_id: choice.clientId,
      account_id: choice.accountId,
      item_id: choice.itemId,
      choix: choice.choix,
      expire_le: choice.expireLe,
    })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'item_id'])
        .doUpdateSet({ choix: choice.choix, expire_le: choice.expireLe, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
