import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiJson, type HttpMethod, type QueryParams } from './api-client';
import { apiBlob, type DownloadedFile } from './api-blob';

/** §7 generic resource: `/api{/admin unless front}/{route}`; the label names it in error toasts. */
export interface ResourceDefinition {
  route: string;
  front: boolean;
  label: string;
}

/** §9: reads are cached 5 minutes per route and parameters. */
export const READ_CACHE_MS = 300_000;

/** Root of every resource read in the query cache; writes clear everything under it. */
export const resourceKeyRoot = 'resource';

export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  return Object.freeze({ ...definition, route: definition.route.replace(/^\/+|\/+$/g, '') });
}

export function resourceUrl(resource: ResourceDefinition, suffix?: string): string {
  const base = `/api${resource.front ? '' : '/admin'}/${resource.route}`;
  return suffix ? `${base}/${suffix}` : base;
}

function resourceQueryKey(resource: ResourceDefinition, params?: QueryParams) {
  return [resourceKeyRoot, resource.route, params ?? {}] as const;
}

export function fetchResource<T>(resource: ResourceDefinition, params?: QueryParams, signal?: AbortSignal) {
  return apiJson<T>(resourceUrl(resource), signal ? { params, signal } : { params });
}

/** One read: cached 5 minutes; a failure shows the "source de données" toast (see query-client). */
export function resourceQueryOptions<T>(resource: ResourceDefinition, params?: QueryParams) {
  return queryOptions({
    queryKey: resourceQueryKey(resource, params),
    queryFn: ({ signal }) => fetchResource<T>(resource, params, signal),
    staleTime: READ_CACHE_MS,
    gcTime: READ_CACHE_MS,
    meta: { resourceLabel: resource.label },
  });
}

export function useResource<T>(resource: ResourceDefinition, params?: QueryParams) {
  return useQuery(resourceQueryOptions<T>(resource, params));
}

/** §7 writes: POST {route}/form, POST {route}/vel, POST {route} (update). */
type WriteAction = 'form' | 'vel' | 'update';

export interface WriteOptions {
  action: WriteAction;
  body?: unknown;
  params?: QueryParams;
  /** Writes clear the read cache unless told otherwise. */
  clearCache?: boolean;
}

export async function writeResource<T>(
  queryClient: QueryClient,
  resource: ResourceDefinition,
  { action, body, params, clearCache = true }: WriteOptions,
): Promise<T> {
  const suffix = action === 'update' ? undefined : action;
  const result = await apiJson<T>(resourceUrl(resource, suffix), { method: 'POST', body, params });
  if (clearCache) await queryClient.invalidateQueries({ queryKey: [resourceKeyRoot] });
  return result;
}

export interface DownloadOptions {
  action: 'export' | 'print' | 'visionneuse';
  method?: Extract<HttpMethod, 'GET' | 'POST'>;
  params?: QueryParams;
  body?: unknown;
}

/** §7: GET {route}/export, GET or POST {route}/print, GET {route}/visionneuse, as a blob. */
export function downloadResource(resource: ResourceDefinition, options: DownloadOptions): Promise<DownloadedFile> {
  const { action, method = 'GET', params, body } = options;
  return apiBlob(resourceUrl(resource, action), { method, params, body });
}

/** Hands a downloaded blob to the browser under its server-given name. */
export function saveDownloadedFile({ blob, filename }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
