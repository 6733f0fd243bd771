import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { FullPageRedirect } from '@/components/ui/full-page-redirect';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { useFeature } from '@/lib/use-feature';
import { identityLoginUrl, isSafeCallbackUrl } from '@/lib/urls';

// Choice for §2 "guarded" routes under an external OIDC provider: they behave like the welcome
// page's sign-in button, sending the browser to GET /api/identity/login (callbackUrl passed along),
// or to the member area when a session already exists; the local sign-in screens never show.
export function LocalSignInGuard({ children }: { children: ReactNode }) {
  const { oidcExternalProvider } = useClientConfig();
  const { isSignedIn } = useCurrentUser();
  const [searchParams] = useSearchParams();
  if (!oidcExternalProvider) return children;
  if (isSignedIn) return <Navigate to="/espace-adherent" replace />;
  const callbackUrl = searchParams.get('callbackUrl');
  return <FullPageRedirect url={identityLoginUrl(isSafeCallbackUrl(callbackUrl) ? callbackUrl : null)} />;
}

/** §2 "feature" routes: shown only when the feature is visible, else back to the welcome page. */
export function FeatureGuard({ features, children }: { features: string; children: ReactNode }) {
  return useFeature(features) ? children : <Navigate to="/" replace />;
}

/** Member area: anonymous visitors go through the sign-in and come back here. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useCurrentUser();
  const location = useLocation();
  if (isSignedIn) return children;
  return <FullPageRedirect url={identityLoginUrl(`/#${location.pathname}${location.search}`)} />;
}
