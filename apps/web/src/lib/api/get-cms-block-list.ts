import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsBlockList, CmsItem } from '@portail/shared/cms';
import { apiJson } from '../api-client';
import { READ_CACHE_MS } from '../resources';

/**
 * `toastName`: the name in the §8 toast « Le message {name} n'a pas pu être chargé. », shown once
 * per failed load by the query cache (see query-client); without it a failure is silent.
 */
export interface CmsQueryOptions {
  enabled?: boolean;
  toastName?: string;
  /** The client may have no such block list (404): nothing to report then. */
  optional?: boolean;
}

/** GET /api/cms/blocklists?name=…: a whole block list (footer, popups…). */
export function fetchCmsBlockList(name: string, signal?: AbortSignal): Promise<CmsBlockList> {
  return apiJson<CmsBlockList>('/api/cms/blocklists', { params: { name }, signal });
}

/** GET /api/cms/blocklists?name=…&itemName=…: one block (a static page, a popup text…). */
export function fetchCmsItem(name: string, itemName: string, signal?: AbortSignal): Promise<CmsItem> {
  return apiJson<CmsItem>('/api/cms/blocklists', { params: { name, itemName }, signal });
}

export function cmsBlockListQueryOptions(name: string, toastName?: string, optional = false) {
  return queryOptions({
    queryKey: ['cms', name] as const,
    queryFn: ({ signal }) => fetchCmsBlockList(name, signal),
    staleTime: READ_CACHE_MS,
    retry: false,
    meta: toastName ? { cmsName: toastName, optional } : undefined,
  });
}

export function cmsItemQueryOptions(name: string, itemName: string, toastName?: string) {
  return queryOptions({
    queryKey: ['cms', name, itemName] as const,
    queryFn: ({ signal }) => fetchCmsItem(name, itemName, signal),
    staleTime: READ_CACHE_MS,
    retry: false,
    meta: toastName ? { cmsName: toastName } : undefined,
  });
}

export function useCmsBlockListQuery(name: string, { enabled = true, toastName, optional }: CmsQueryOptions = {}) {
  return useQuery({ ...cmsBlockListQueryOptions(name, toastName, optional), enabled });
}

export function useCmsItemQuery(name: string, itemName: string, { enabled = true, toastName }: CmsQueryOptions = {}) {
  return useQuery({ ...cmsItemQueryOptions(name, itemName, toastName), enabled });
}
