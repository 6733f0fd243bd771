import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@portail/shared/current-user';
import { currentUserFlags, type CurrentUserFlags } from '@portail/shared/roles';
import { apiJson } from '../api-client';
import { ApiError } from '../api-error';

export interface SignedInUser {
  user: CurrentUser;
  flags: CurrentUserFlags;
}

/** GET /api/identity/current-user; a 401 means "anonymous", a normal state on public pages. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<SignedInUser | null> {
  let user: CurrentUser;
  try {
    user = await apiJson<CurrentUser>('/api/identity/current-user', { redirectOn401: false, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  return { user, flags: currentUserFlags(user) };
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
