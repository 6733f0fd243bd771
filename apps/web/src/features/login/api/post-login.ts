import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '@portail/shared/current-user';
import { apiJson } from '@/lib/api-client';

/** POST /api/identity/login: 200 with the user and a session cookie; 401 on bad credentials. */
export function postLogin(body: LoginBody): Promise<CurrentUser> {
  return apiJson<CurrentUser>('/api/identity/login', { method: 'POST', body, redirectOn401: false });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
