import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsBlockList } from '@portail/shared/cms';
import { apiJson } from '../api-client';
import { READ_CACHE_MS } from '../resources';
import { cmsItemQueryKey, fetchCmsItem } from './cms-item';

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
function fetchCmsBlockList(name: string, signal?: AbortSignal): Promise<CmsBlockList> {
  return apiJson<CmsBlockList>('/api/cms/blocklists', { params: { name }, signal });
}

function cmsBlockListQueryOptions(name: string, toastName?: string, optional = false) {
  return queryOptions({
    queryKey: ['cms', name] as const,
    queryFn: ({ signal }) => fetchCmsBlockList(name, signal),
    staleTime: READ_CACHE_MS,
    retry: false,
    meta: toastName ? { cmsName: toastName, optional } : undefined,
  });
}

function cmsItemQueryOptions(name: string, itemName: string, toastName?: string) {
  return queryOptions({
    queryKey: cmsItemQueryKey(name, itemName),
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
