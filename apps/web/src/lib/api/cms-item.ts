import type { CmsItem } from '@portail/shared/cms';
import { apiJson } from '../api-client';

/** Query key of one CMS block: shared by its query and by the start-up prefetch of a static page. */
export function cmsItemQueryKey(name: string, itemName: string) {
  return ['cms', name, itemName] as const;
}

/** GET /api/cms/blocklists?name=…&itemName=…: one block (a static page, a popup text…). */
export function fetchCmsItem(name: string, itemName: string, signal?: AbortSignal): Promise<CmsItem> {
  return apiJson<CmsItem>('/api/cms/blocklists', { params: { name, itemName }, signal });
}
