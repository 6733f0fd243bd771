import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Consentement } from '@portail/shared/consentements';
import { apiJson } from '@/lib/api-client';
import { READ_CACHE_MS } from '@/lib/resources';

export const consentementsQueryKey = ['forms/consentement'] as const;

/** GET /api/forms/consentement: the client's consents this member has not answered (for their current text). */
function fetchPendingConsentements(signal?: AbortSignal): Promise<{ consentements: Consentement[] }> {
  return apiJson('/api/forms/consentement', { signal });
}

function pendingConsentementsQueryOptions() {
  return queryOptions({
    queryKey: [...consentementsQueryKey, 'pending'] as const,
    queryFn: ({ signal }) => fetchPendingConsentements(signal),
    staleTime: READ_CACHE_MS,
  });
}

export function usePendingConsentements() {
  return useQuery(pendingConsentementsQueryOptions());
}
