import { useInfiniteQuery } from '@tanstack/react-query';
import { documentSources, type DocumentListResponse } from '@portail/shared/documents';
import { apiJson } from '@/lib/api-client';
import { apiBlob, type DownloadedFile } from '@/lib/api-blob';
import { resourceKeyRoot } from '@/lib/resources';

export type DocumentSourceKey = keyof typeof documentSources;

export interface DocumentFilters {
  categorie?: string | undefined;
  recherche?: string | undefined;
}

/** §7 adherent/courriers or cgdm-svc/ged, newest first, page after page. */
export function useDocuments(source: DocumentSourceKey, filters: DocumentFilters, limite = 50) {
  const { route, libelle } = documentSources[source];
  return useInfiniteQuery({
    queryKey: [resourceKeyRoot, route, filters, limite],
    queryFn: ({ pageParam, signal }) =>
      apiJson<DocumentListResponse>(`/api/${route}`, {
        params: { ...filters, limite, apres: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.suivant,
    staleTime: 0,
    meta: { resourceLabel: libelle },
  });
}

export function documentUrl(source: DocumentSourceKey, id: string, action: 'export' | 'visionneuse'): string {
  return `/api/${documentSources[source].route}/${encodeURIComponent(id)}/${action}`;
}

export function downloadDocument(source: DocumentSourceKey, id: string): Promise<DownloadedFile> {
  return apiBlob(documentUrl(source, id, 'export'));
}
