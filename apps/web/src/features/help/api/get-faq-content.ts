import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqContentResponse, FaqUserType } from '@portail/shared/faq';
import { apiJson } from '@/lib/api-client';

/** GET /api/faq/content?userType=: the categories with their questions ('Catégories' tab). */
export function fetchFaqContent(userType: FaqUserType, signal?: AbortSignal): Promise<FaqContentResponse> {
  return apiJson('/api/faq/content', { params: { userType }, signal });
}

export function faqContentQueryOptions(userType: FaqUserType) {
  return queryOptions({
    queryKey: ['faq/content', userType] as const,
    queryFn: ({ signal }) => fetchFaqContent(userType, signal),
    staleTime: 5 * 60 * 1000,
    meta: { resourceLabel: 'Catégories de l’aide' },
  });
}

export function useFaqContent(userType: FaqUserType) {
  return useQuery(faqContentQueryOptions(userType));
}
