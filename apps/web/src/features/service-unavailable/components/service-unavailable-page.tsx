import { useState } from 'react';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { useLogout } from '@/lib/api/post-logout';
import { frenchSpacing } from '@/lib/typography';
import { readStorage, storageKeys } from '@/lib/storage';
import { usePageTitle } from '@/lib/use-page-title';
import { serviceUnavailableTexts } from '../texts';

/**
 * §2 service-unavailable: what the server said with its 503 (§7), the client's error page text,
 * and Déconnexion for a signed-in user.
 */
export function ServiceUnavailablePage() {
  const { branding } = useClientConfig();
  const { isSignedIn } = useCurrentUser();
  const { logout, isPending } = useLogout();
  const [serverMessage] = useState(() => readStorage('session', storageKeys.serviceUnavailableMessage));
  usePageTitle(serviceUnavailableTexts.title);
  return (
    <section className="card">
      <h1>{serviceUnavailableTexts.title}</h1>
      {serverMessage && <p className="preformatted">{frenchSpacing(serverMessage)}</p>}
      <p className="preformatted">{frenchSpacing(branding.errorPageText)}</p>
      {isSignedIn && (
        <button type="button" className="btn btn--primary" onClick={logout} disabled={isPending}>
          {serviceUnavailableTexts.logout}
        </button>
      )}
    </section>
  );
}
