import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { HelpLauncher } from '@/features/help/components/help-launcher';
import { ForgotPasswordPage } from '@/features/password/components/forgot-password-page';
import { RegisterPage } from '@/features/register/components/register-page';
import { WelcomePage } from '@/features/welcome/components/welcome-page';
import { FeatureGuard, LocalSignInGuard, RequireSignIn } from './guards';
import {
  LazyCookiesPage,
  LazyGalleryPage,
  LazyMemberAreaLayout,
  LazyStaticPage,
  LazyActivateUserConfirmationPage,
  LazyActivateUserPage,
  LazyConfirmEmailPage,
  LazyDeleteUserConfirmationPage,
  LazyDisplayEmailPage,
  LazyForgotPasswordConfirmationPage,
  LazyForgotUsernamePage,
  LazyResetPasswordConfirmationPage,
  LazyResetPasswordErrorPage,
  LazyResetPasswordPage,
  LazyRedirectToMobilePage,
  LazyServiceUnavailablePage,
  LazyVerificationPage,
} from './lazy-pages';
import { LoginShell } from './shell/login-shell';
import type { ShellHandle } from './shell/shell-mode';

function guarded(element: ReactNode): ReactNode {
  return <LocalSignInGuard>{element}</LocalSignInGuard>;
}

function lazyPage(element: ReactNode): ReactNode {
  return <Suspense fallback={<LoadingStatus />}>{element}</Suspense>;
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
    children: [
      { index: true, handle: indexHandle, element: guarded(<WelcomePage help={<HelpLauncher />} />) },
      { path: 'activate-user', element: guarded(lazyPage(<LazyActivateUserPage />)) },
      {
        path: 'activate-user-confirmation',
        element: guarded(lazyPage(<LazyActivateUserConfirmationPage />)),
      },
      { path: 'cookies', element: lazyPage(<LazyCookiesPage />) },
      { path: 'confirm-email', element: lazyPage(<LazyConfirmEmailPage />) },
      { path: 'delete-user-confirmation', element: lazyPage(<LazyDeleteUserConfirmationPage />) },
      { path: 'display-email', element: lazyPage(<LazyDisplayEmailPage />) },
      { path: 'forgot-password', element: guarded(<ForgotPasswordPage />) },
      {
        path: 'forgot-password-confirmation',
        element: guarded(lazyPage(<LazyForgotPasswordConfirmationPage />)),
      },
      {
        path: 'forgot-username',
        element: (
          <FeatureGuard features="forgotUsernameAutreActe">
            {guarded(lazyPage(<LazyForgotUsernamePage />))}
          </FeatureGuard>
        ),
      },
      { path: 'page/:pageName', element: lazyPage(<LazyStaticPage />) },
      { path: 'redirect-to-mobile/*', element: guarded(lazyPage(<LazyRedirectToMobilePage />)) },
      {
        path: 'register',
        element: <FeatureGuard features="creationCompteAutreActe">{guarded(<RegisterPage />)}</FeatureGuard>,
      },
      { path: 'reset-password', element: guarded(lazyPage(<LazyResetPasswordPage />)) },
      {
        path: 'reset-password-confirmation',
        element: guarded(lazyPage(<LazyResetPasswordConfirmationPage />)),
      },
      { path: 'reset-password-error', element: guarded(lazyPage(<LazyResetPasswordErrorPage />)) },
      { path: 'service-unavailable', element: lazyPage(<LazyServiceUnavailablePage />) },
      // The QR code of an issued document opens it: public, whatever the client's sign-in mode.
      { path: 'verification', element: lazyPage(<LazyVerificationPage />) },
      { path: 'verification/:code', element: lazyPage(<LazyVerificationPage />) },
      // The member area's screens are routed inside its lazy chunk (member-routes.tsx).
      { path: 'espace-adherent/*', handle: memberHandle, element: <MemberArea /> },
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
