import '@/lib/zod-setup';
import { useQuery } from '@tanstack/react-query';
import type { FaqQuestionsResponse, FaqUserType } from '@portail/shared/faq';
import { defineResource, resourceQueryOptions, useResource } from '@/lib/resources';

/** GET /api/faq/search?userType=&query=: ranked search (accents, case and plurals forgiven). */
const faqSearchResource = defineResource({ route: 'faq/search', front: true, label: 'Recherche dans l’aide' });

/** GET /api/faq/search?userType=&getPopular=true: the 'Top 5'. */
const faqPopularResource = defineResource({ route: 'faq/search', front: true, label: 'Questions fréquentes' });

function faqSearchQueryOptions(userType: FaqUserType, query: string) {
  return resourceQueryOptions<FaqQuestionsResponse>(faqSearchResource, { userType, query });
}

/** Runs only once something was searched (query not empty). */
export function useFaqSearch(userType: FaqUserType, query: string) {
  return useQuery({ ...faqSearchQueryOptions(userType, query), enabled: query !== '' });
}

export function useFaqPopular(userType: FaqUserType) {
  return useResource<FaqQuestionsResponse>(faqPopularResource, { userType, getPopular: true });
}
