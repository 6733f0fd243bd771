import type { FaqContentResponse, FaqUserType } from '@portail/shared/faq';
import { defineResource, useResource } from '@/lib/resources';

/** GET /api/faq/content?userType=: the categories with their questions ('Catégories' tab). */
const faqContentResource = defineResource({ route: 'faq/content', front: true, label: 'Catégories de l’aide' });

export function useFaqContent(userType: FaqUserType) {
  return useResource<FaqContentResponse>(faqContentResource, { userType });
}
