import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../api-client';
import { isApiError } from '../api-error';

export type ConfirmEmailOutcome = 'confirmed' | 'already' | 'expired';

/** POST /api/identity/confirm-email; the 400 InvalidToken body carries isAccountConfirmed (§7). */
async function postConfirmEmail(body: { code: string; userId: string }): Promise<ConfirmEmailOutcome> {
  try {
    await apiJson('/api/identity/confirm-email', { method: 'POST', body, redirectOn401: false });
    return 'confirmed';
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    return error.body?.isAccountConfirmed === true ? 'already' : 'expired';
  }
}

/** Confirms once when the page loads (a query, so a re-render does not send the code twice). */
export function useConfirmEmail(code: string, userId: string) {
  return useQuery({
    queryKey: ['identity', 'confirm-email', code, userId] as const,
    queryFn: () => postConfirmEmail({ code, userId }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
