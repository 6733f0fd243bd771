import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser, SessionState } from '@portail/shared/current-user';
import { currentUserFlags, type CurrentUserFlags } from '@portail/shared/roles';
import { apiJson } from '../api-client';

export interface SignedInUser {
  user: CurrentUser;
  flags: CurrentUserFlags;
}

/** The signed-in user of a session answer, or null for an anonymous visitor. */
export function signedInUserOf(session: SessionState): SignedInUser | null {
  return session.authenticated ? { user: session.user, flags: currentUserFlags(session.user) } : null;
}

/** GET /api/identity/session: the signed-in user, or null for an anonymous visitor (a 200, not a 401). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<SignedInUser | null> {
  return signedInUserOf(await apiJson<SessionState>('/api/identity/session', { redirectOn401: false, signal }));
}

export const currentUserQueryKey = ['current-user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

const anonymousFlags: CurrentUserFlags = {
  isAdmin: false,
  isBeneficiaire: false,
  isBackEndUser: false,
  isConsultant: false,
  isUser: false,
};

export interface CurrentUserState {
  user: CurrentUser | null;
  isSignedIn: boolean;
  /** §3 derived flags (currentUserFlags); all false when anonymous. */
  flags: CurrentUserFlags;
}

export function useCurrentUser(): CurrentUserState {
  const { data } = useQuery(currentUserQueryOptions());
  return { user: data?.user ?? null, isSignedIn: Boolean(data), flags: data?.flags ?? anonymousFlags };
}
