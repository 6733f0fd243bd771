import { useMutation } from '@tanstack/react-query';
import type { ActivationInput } from '@portail/shared/identity-account';
import type { MessageResponse } from '@portail/shared/identity-responses';
import { apiJson } from '../api-client';

/** POST /api/identity/activate-user: sets the password of an account created by staff. */
function postActivateUser(body: ActivationInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/api/identity/activate-user', { method: 'POST', body, redirectOn401: false });
}

export function useActivateUser() {
  return useMutation({ mutationFn: postActivateUser });
}
