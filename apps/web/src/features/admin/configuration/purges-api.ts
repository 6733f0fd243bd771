import { useQuery } from '@tanstack/react-query';
import type { PurgeRapport } from '@portail/shared/admin/conservation';
import { apiJson } from '@/lib/api-client';

/* GET /api/admin/configuration/purges: the last runs of the purge over the client's data (decision 051). */

export function usePurges() {
  return useQuery({
    queryKey: ['admin', 'configuration', 'purges'] as const,
    queryFn: ({ signal }) => apiJson<{ rapports: PurgeRapport[] }>('/api/admin/configuration/purges', { signal }),
    meta: { resourceLabel: 'Rapports de purge' },
  });
}
