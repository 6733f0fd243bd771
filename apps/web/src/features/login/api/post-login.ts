import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '@portail/shared/current-user';
import type { LoginPendingResponse } from '@portail/shared/identity-responses';
import { apiFetch } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

type LoginOutcome =
  | { kind: 'signedIn'; user: CurrentUser }
  /** 202: the account is protected, a LOGIN_AMF code is due before any session. */
  | { kind: 'amf'; pending: LoginPendingResponse }
  /** 403 EMAIL_NOT_CONFIRMED: right password, address not confirmed yet. */
  | { kind: 'emailNotConfirmed'; userId: string; message: string };

/** POST /api/identity/login: 200 with the user and a session cookie, 202 for a code first; 401 on bad credentials. */
async function postLogin(body: LoginBody): Promise<LoginOutcome> {
  try {
    const response = await apiFetch('/api/identity/login', { method: 'POST', body, redirectOn401: false });
    const answer: unknown = await response.json();
    return response.status === 202
      ? { kind: 'amf', pending: answer as LoginPendingResponse }
      : { kind: 'signedIn', user: answer as CurrentUser };
  } catch (error) {
    const userId = isApiError(error) && error.code === 'EMAIL_NOT_CONFIRMED' ? error.body?.userId : undefined;
    if (typeof userId === 'string') return { kind: 'emailNotConfirmed', userId, message: errorText(error) };
    throw error;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
