import { useState } from 'react';
import { apiJson } from '../api-client';
import { browserLocation } from '../browser-location';
import { removeStorage, storageKeys } from '../storage';
import { isHttpUrl, isSafeCallbackUrl, urls } from '../urls';

/** POST /api/identity/logout: follow the returned logoutUrl, or go to "/" on failure (§7). */
async function logout(): Promise<void> {
  removeStorage('session', storageKeys.securityCode);
  let target: string = urls.home;
  try {
    const { logoutUrl } = await apiJson<{ logoutUrl?: string }>('/api/identity/logout', {
      method: 'POST',
      redirectOn401: false,
    });
    if (isHttpUrl(logoutUrl) || isSafeCallbackUrl(logoutUrl)) target = logoutUrl;
  } catch {
    target = urls.home;
  }
  browserLocation.assign(target);
}

/** The page is left either way, so pending is all the state a button needs. */
export function useLogout(): { logout(): void; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  return {
    isPending,
    logout() {
      setPending(true);
      void logout();
    },
  };
}
