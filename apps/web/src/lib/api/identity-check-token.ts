import { useQuery } from '@tanstack/react-query';
import type { CheckTokenBody } from '@portail/shared/identity-account';
import type { CheckTokenResponse } from '@portail/shared/identity-responses';
import { apiJson } from '../api-client';

/** POST /api/identity/check-token: is the link still valid? (It is not consumed.) */
function postCheckToken(body: CheckTokenBody): Promise<CheckTokenResponse> {
  return apiJson<CheckTokenResponse>('/api/identity/check-token', { method: 'POST', body, redirectOn401: false });
}

export function useCheckToken(body: CheckTokenBody) {
  return useQuery({
    queryKey: ['identity', 'check-token', body.purpose, body.code, body.userId] as const,
    queryFn: () => postCheckToken(body),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
