import { useMutation } from '@tanstack/react-query';
import type { RegistrationValues } from '@portail/shared/identity-registration';
import type { RegisterResponse } from '@portail/shared/identity-responses';
import { apiJson } from '../api-client';

/** POST /api/identity/register: 202 for a creation and for an address that already had an account. */
function postRegister(body: RegistrationValues): Promise<RegisterResponse> {
  return apiJson<RegisterResponse>('/api/identity/register', { method: 'POST', body, redirectOn401: false });
}

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
