import '@/lib/zod-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqQuestionsResponse, FaqUserType } from '@portail/shared/faq';
import { apiJson } from '@/lib/api-client';

/** GET /api/faq/search?userType=&query=: ranked search (accents, case and plurals forgiven). */
export function fetchFaqSearch(
  userType: FaqUserType,
  query: string,
  signal?: AbortSignal,
): Promise<FaqQuestionsResponse> {
  return apiJson('/api/faq/search', { params: { userType, query }, signal });
}

/** GET /api/faq/search?userType=&getPopular=true: the 'Top 5'. */
export function fetchFaqPopular(userType: FaqUserType, signal?: AbortSignal): Promise<FaqQuestionsResponse> {
  return apiJson('/api/faq/search', { params: { userType, getPopular: true }, signal });
}

export function faqSearchQueryOptions(userType: FaqUserType, query: string) {
  return queryOptions({
    queryKey: ['faq/search', userType, query] as const,
    queryFn: ({ signal }) => fetchFaqSearch(userType, query, signal),
    staleTime: 5 * 60 * 1000,
    meta: { resourceLabel: 'Recherche dans l’aide' },
  });
}

export function faqPopularQueryOptions(userType: FaqUserType) {
  return queryOptions({
    queryKey: ['faq/search', userType, { getPopular: true }] as const,
    queryFn: ({ signal }) => fetchFaqPopular(userType, signal),
    staleTime: 5 * 60 * 1000,
    meta: { resourceLabel: 'Questions fréquentes' },
  });
}

/** Runs only once something was searched (query not empty). */
export function useFaqSearch(userType: FaqUserType, query: string) {
  return useQuery({ ...faqSearchQueryOptions(userType, query), enabled: query !== '' });
}

export function useFaqPopular(userType: FaqUserType) {
  return useQuery(faqPopularQueryOptions(userType));
}
