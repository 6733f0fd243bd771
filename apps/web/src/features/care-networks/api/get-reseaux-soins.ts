import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReseauSoinsService } from '@portail/shared/reseaux-soins';
import { apiJson } from '@/lib/api-client';

/** GET /api/referentiel/reseau-soins: the client's care-network partners. */
export function fetchReseauxSoins(signal?: AbortSignal): Promise<{ services: ReseauSoinsService[] }> {
  return apiJson('/api/referentiel/reseau-soins', { signal });
}

export function reseauxSoinsQueryOptions() {
  return queryOptions({
    queryKey: ['referentiel/reseau-soins'] as const,
    queryFn: ({ signal }) => fetchReseauxSoins(signal),
    staleTime: 5 * 60 * 1000,
    meta: { resourceLabel: 'Services externes' },
  });
}

export function useReseauxSoins(enabled: boolean) {
  return useQuery({ ...reseauxSoinsQueryOptions(), enabled });
}
