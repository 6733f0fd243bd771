import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FaqAdminCategory, FaqQuestionDetail } from '@portail/shared/admin/faq';
import { apiJson, type HttpMethod } from '@/lib/api-client';

/* The calls of the back office's FAQ management (issue 15). */

const root = ['admin-faq'] as const;
const base = '/api/admin/faq';

/** GET admin/faq: both audiences' categories with their questions, in order. */
export function useFaqAdmin() {
  return useQuery({
    queryKey: [...root, 'categories'],
    queryFn: ({ signal }) => apiJson<{ categories: FaqAdminCategory[] }>(base, { signal }),
    meta: { resourceLabel: 'Foire aux questions' },
  });
}

/** GET admin/faq/questions/:id: a question with its answer and related questions. */
export function useFaqQuestion(id: number | null) {
  return useQuery({
    queryKey: [...root, 'question', id],
    queryFn: ({ signal }) => apiJson<FaqQuestionDetail>(`${base}/questions/${id}`, { signal }),
    enabled: id !== null,
    meta: { resourceLabel: 'Question de la FAQ' },
  });
}

/** Writes of the FAQ screens: each refreshes what they show (the feedback grid included). */
export function useFaqWrite() {
  const queryClient = useQueryClient();
  return async function write<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const result = await apiJson<T>(`${base}/${path}`, { method, body });
    await queryClient.invalidateQueries({ queryKey: root });
    await queryClient.invalidateQueries({ queryKey: ['resource'] });
    return result;
  };
}
