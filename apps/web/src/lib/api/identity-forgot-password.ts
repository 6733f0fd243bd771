import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@portail/shared/identity-responses';
import { apiJson } from '../api-client';

/** POST /api/identity/forgot-password: always the same answer, whether or not the account exists. */
function postForgotPassword(body: { userName: string; dateNaissance?: string | undefined }) {
  return apiJson<MessageResponse>('/api/identity/forgot-password', { method: 'POST', body, redirectOn401: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
