import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsBlockList, CmsItem } from '@portail/shared/cms';
import { apiJson } from '../api-client';

/** §9 read cache lifetime. */
const cmsStaleTime = 5 * 60 * 1000;

/** GET /api/cms/blocklists?name=…: a whole block list (footer, popups…). */
export function fetchCmsBlockList(name: string, signal?: AbortSignal): Promise<CmsBlockList> {
  return apiJson<CmsBlockList>('/api/cms/blocklists', { params: { name }, signal });
}

/** GET /api/cms/blocklists?name=…&itemName=…: one block (a static page, a popup text…). */
export function fetchCmsItem(name: string, itemName: string, signal?: AbortSignal): Promise<CmsItem> {
  return apiJson<CmsItem>('/api/cms/blocklists', { params: { name, itemName }, signal });
}

export function cmsBlockListQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['cms', name] as const,
    queryFn: ({ signal }) => fetchCmsBlockList(name, signal),
    staleTime: cmsStaleTime,
    retry: false,
  });
}

export function cmsItemQueryOptions(name: string, itemName: string) {
  return queryOptions({
    queryKey: ['cms', name, itemName] as const,
    queryFn: ({ signal }) => fetchCmsItem(name, itemName, signal),
    staleTime: cmsStaleTime,
    retry: false,
  });
}

export function useCmsBlockListQuery(name: string, enabled = true) {
  return useQuery({ ...cmsBlockListQueryOptions(name), enabled });
}

export function useCmsItemQuery(name: string, itemName: string, enabled = true) {
  return useQuery({ ...cmsItemQueryOptions(name, itemName), enabled });
}
