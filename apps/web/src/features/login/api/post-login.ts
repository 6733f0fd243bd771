import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '@portail/shared/current-user';
import type { LoginPendingResponse } from '@portail/shared/identity-responses';
import { postJsonRaw, rawError } from '@/lib/api/identity-raw-post';

export type LoginOutcome =
  | { kind: 'signedIn'; user: CurrentUser }
  /** 202: the account is protected, a LOGIN_AMF code is due before any session. */
  | { kind: 'amf'; pending: LoginPendingResponse }
  /** 403 EMAIL_NOT_CONFIRMED: right password, address not confirmed yet. */
  | { kind: 'emailNotConfirmed'; userId: string; message: string };

/** POST /api/identity/login: 200 with the user and a session cookie; 401 on bad credentials. */
export async function postLogin(body: LoginBody): Promise<LoginOutcome> {
  const answer = await postJsonRaw('/api/identity/login', body);
  if (answer.status === 200) return { kind: 'signedIn', user: answer.body as unknown as CurrentUser };
  if (answer.status === 202) return { kind: 'amf', pending: answer.body as unknown as LoginPendingResponse };
  const { body: error } = answer;
  if (answer.status === 403 && error?.code === 'EMAIL_NOT_CONFIRMED' && typeof error.userId === 'string')
    return { kind: 'emailNotConfirmed', userId: error.userId, message: String(error.message ?? '') };
  throw rawError(answer);
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
