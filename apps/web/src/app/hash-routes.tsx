import { Suspense, type ReactNode } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { ComingSoonPage } from '@/components/ui/coming-soon-page';
import { LoadingStatus } from '@/components/ui/loading-status';
import { RedirectToMobilePage } from '@/features/redirect-to-mobile/components/redirect-to-mobile-page';
import { ServiceUnavailablePage } from '@/features/service-unavailable/components/service-unavailable-page';
import { WelcomePage } from '@/features/welcome/components/welcome-page';
import { FeatureGuard, LocalSignInGuard, RequireSignIn } from './guards';
import { LazyGalleryPage, LazyMemberAreaLayout, LazyMemberHome } from './lazy-pages';
import { RouteError } from './route-error';
import { LoginShell } from './shell/login-shell';
import type { ShellHandle } from './shell/shell-mode';
import { routeTitles } from './texts';

function guarded(element: ReactNode): ReactNode {
  return <LocalSignInGuard>{element}</LocalSignInGuard>;
}

function soon(title: string): ReactNode {
  return <ComingSoonPage title={title} />;
}

function CmsPage() {
  const { pageName = '' } = useParams();
  return <ComingSoonPage title={routeTitles.page(pageName)} />;
}

function MemberArea() {
  return (
    <RequireSignIn>
      <Suspense fallback={<LoadingStatus />}>
        <LazyMemberAreaLayout />
      </Suspense>
    </RequireSignIn>
  );
}

const indexHandle: ShellHandle = { headerMode: 'index' };
const memberHandle: ShellHandle = { headerMode: 'member' };

/** Every §2 hash route with its guard; "guarded" = only without an external OIDC provider. */
export const hashRoutes: RouteObject[] = [
  {
    element: <LoginShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, handle: indexHandle, element: guarded(<WelcomePage />) },
      { path: 'activate-user', element: guarded(soon(routeTitles.activateUser)) },
      { path: 'activate-user-confirmation', element: guarded(soon(routeTitles.activateUserConfirmation)) },
      { path: 'cookies', element: soon(routeTitles.cookies) },
      { path: 'confirm-email', element: soon(routeTitles.confirmEmail) },
      { path: 'delete-user-confirmation', element: soon(routeTitles.deleteUserConfirmation) },
      { path: 'display-email', element: soon(routeTitles.displayEmail) },
      { path: 'forgot-password', element: guarded(soon(routeTitles.forgotPassword)) },
      { path: 'forgot-password-confirmation', element: guarded(soon(routeTitles.forgotPasswordConfirmation)) },
      {
        path: 'forgot-username',
        element: <FeatureGuard features="forgotUsernameAutreActe">{soon(routeTitles.forgotUsername)}</FeatureGuard>,
      },
      { path: 'page/:pageName', element: <CmsPage /> },
      { path: 'redirect-to-mobile/*', element: guarded(<RedirectToMobilePage />) },
      {
        path: 'register',
        element: <FeatureGuard features="creationCompteAutreActe">{soon(routeTitles.register)}</FeatureGuard>,
      },
      { path: 'reset-password', element: guarded(soon(routeTitles.resetPassword)) },
      { path: 'reset-password-confirmation', element: guarded(soon(routeTitles.resetPasswordConfirmation)) },
      { path: 'reset-password-error', element: guarded(soon(routeTitles.resetPasswordError)) },
      { path: 'service-unavailable', element: <ServiceUnavailablePage /> },
      {
        path: 'espace-adherent',
        handle: memberHandle,
        element: <MemberArea />,
        children: [{ index: true, element: <LazyMemberHome /> }],
      },
      {
        path: 'dev/widgets',
        element: (
          <Suspense fallback={<LoadingStatus />}>
            <LazyGalleryPage />
          </Suspense>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
