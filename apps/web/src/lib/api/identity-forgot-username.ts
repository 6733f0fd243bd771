import { useMutation } from '@tanstack/react-query';
import type { ForgotUsernameInput } from '@portail/shared/identity-registration';
import type { forgotUsernameResponseSchema, PreForgotUsernameResponse } from '@portail/shared/identity-responses';
import type { z } from 'zod';
import { apiJson } from '../api-client';

type IdentityBody = Omit<ForgotUsernameInput, 'email' | 'password' | 'confirmPassword'>;

/** POST /api/identity/pre-forgot-username: who is it? Masked identifier and phone, and a pending cookie. */
function postPreForgotUsername(body: IdentityBody): Promise<PreForgotUsernameResponse> {
  return apiJson<PreForgotUsernameResponse>('/api/identity/pre-forgot-username', {
    method: 'POST',
    body,
    redirectOn401: false,
  });
}

export type ForgotUsernameAnswer = z.infer<typeof forgotUsernameResponseSchema>;

/** POST /api/identity/forgot-username, with X-SecurityCode of the VERIFY_UNAUTHENTICATED_AMF code. */
function postForgotUsername(body: ForgotUsernameInput): Promise<ForgotUsernameAnswer> {
  return apiJson<ForgotUsernameAnswer>('/api/identity/forgot-username', { method: 'POST', body, redirectOn401: false });
}

export function usePreForgotUsername() {
  return useMutation({ mutationFn: postPreForgotUsername });
}

export function useForgotUsername() {
  return useMutation({ mutationFn: postForgotUsername });
}
