import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@portail/shared/identity-responses';
import { apiJson } from '../api-client';

/** POST /api/identity/relance-activation?userId=: a new confirmation link by mail. */
function postRelanceActivation(userId: string): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/api/identity/relance-activation', {
    method: 'POST',
    params: { userId },
    redirectOn401: false,
  });
}

export function useRelanceActivation() {
  return useMutation({ mutationFn: postRelanceActivation });
}
