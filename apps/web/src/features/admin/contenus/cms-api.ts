import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CmsBlocDetail, CmsListesResponse } from '@portail/shared/admin/cms';
import type { CmsItem } from '@portail/shared/cms';
import { apiJson, type HttpMethod } from '@/lib/api-client';

/* The calls of the back office's CMS editor (issue 15, decision 032). */

const root = ['admin-cms'] as const;
const base = '/api/admin/cms';

/** GET admin/cms/listes: every list of the client with its blocks. */
export function useCmsListes() {
  return useQuery({
    queryKey: [...root, 'listes'],
    queryFn: ({ signal }) => apiJson<CmsListesResponse>(`${base}/listes`, { signal }),
    meta: { resourceLabel: 'Contenus (CMS)' },
  });
}

/** GET admin/cms/blocs/:id: texts, schedule and versions of one block. */
export function useCmsBloc(id: number | null) {
  return useQuery({
    queryKey: [...root, 'bloc', id],
    queryFn: ({ signal }) => apiJson<CmsBlocDetail>(`${base}/blocs/${id}`, { signal }),
    enabled: id !== null,
    meta: { resourceLabel: 'Bloc de contenu' },
  });
}

/** GET admin/cms/blocs/:id/apercu: the block with its text in progress (or a version), as members will see it. */
export function fetchCmsPreview(id: number, version?: number) {
  return apiJson<CmsItem>(`${base}/blocs/${id}/apercu`, { params: { version } });
}

/** Writes of the editor: each refreshes the lists and the block it changed. */
export function useCmsWrite() {
  const queryClient = useQueryClient();
  return async function write<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const result = await apiJson<T>(`${base}/${path}`, { method, body });
    await queryClient.invalidateQueries({ queryKey: root });
    return result;
  };
}
