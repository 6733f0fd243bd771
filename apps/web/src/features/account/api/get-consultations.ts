import { useInfiniteQuery } from '@tanstack/react-query';
import type { Consultations } from '@portail/shared/consultations';
import { apiJson } from '@/lib/api-client';
import { resourceKeyRoot } from '@/lib/resources';

/** GET /api/adherent/consultations: the staff reads of my data, newest first, a page at a time (decision 049). */
export function useConsultations() {
  return useInfiniteQuery({
    queryKey: [resourceKeyRoot, 'consultations'],
    queryFn: ({ pageParam, signal }) =>
      apiJson<Consultations>('/api/adherent/consultations', { params: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.suivante ? lastPage + 1 : undefined),
    staleTime: 0,
    meta: { resourceLabel: 'Consultations de mon dossier' },
  });
}
