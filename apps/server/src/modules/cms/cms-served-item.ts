import type { CmsItem } from '@portail/shared/cms';
import { sanitizeServedHtml } from '../../lib/sanitize-html.ts';
import type { CmsItemRow } from './cms-repository.ts';

/** A block as members receive it: its HTML cleaned again on the way out. */
export function servedItem(row: CmsItemRow): CmsItem {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    content: sanitizeServedHtml(row.content),
    blockListId: row.block_list_id,
    isSingleDisplay: row.is_single_display,
    hasCookieOption: row.has_cookie_option,
    order: row.ordre,
  };
}
