import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentementReponse } from '@portail/shared/consentements';
import { apiJson } from '@/lib/api-client';
import { consentementsQueryKey } from './get-pending-consentements';

/** GET /api/forms/consentement/historique: the member's current answer to each consent. */
function fetchConsentementHistorique(signal?: AbortSignal): Promise<{ consentements: ConsentementReponse[] }> {
  return apiJson('/api/forms/consentement/historique', { signal });
}

function consentementHistoriqueQueryOptions() {
  return queryOptions({
    queryKey: [...consentementsQueryKey, 'historique'] as const,
    queryFn: ({ signal }) => fetchConsentementHistorique(signal),
    meta: { resourceLabel: 'Vos consentements' },
  });
}

export function useConsentementHistorique() {
  return useQuery(consentementHistoriqueQueryOptions());
}
