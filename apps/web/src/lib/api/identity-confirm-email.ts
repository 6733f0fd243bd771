import { useQuery } from '@tanstack/react-query';
import { postJsonRaw, rawError } from './identity-raw-post';

export type ConfirmEmailOutcome = 'confirmed' | 'already' | 'expired';

/** POST /api/identity/confirm-email; the 400 InvalidToken body carries isAccountConfirmed (§7). */
export async function postConfirmEmail(body: { code: string; userId: string }): Promise<ConfirmEmailOutcome> {
  const answer = await postJsonRaw('/api/identity/confirm-email', body);
  if (answer.status === 200) return 'confirmed';
  if (answer.status === 400) return answer.body?.isAccountConfirmed === true ? 'already' : 'expired';
  throw rawError(answer);
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
