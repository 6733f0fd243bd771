import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@portail/shared/identity-account';
import type { MessageResponse } from '@portail/shared/identity-responses';
import { apiJson } from '../api-client';

/** POST /api/identity/reset-password: a 400 InvalidToken leads to reset-password-error. */
function postResetPassword(body: ResetPasswordInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/api/identity/reset-password', { method: 'POST', body, redirectOn401: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
