import { lazy } from 'react';

export const LazyAdminHome = lazy(() =>
  import('@/features/admin/components/admin-home').then((m) => ({ default: m.AdminHome })),
);

export const LazyLoginPage = lazy(() =>
  import('@/features/login/components/login-page').then((m) => ({ default: m.LoginPage })),
);

export const LazyMemberAreaLayout = lazy(() => import('./member-area').then((m) => ({ default: m.MemberAreaLayout })));

/** §2 service-unavailable and redirect-to-mobile: rarely opened, so not in the welcome page's bundle. */
export const LazyServiceUnavailablePage = lazy(() =>
  import('@/features/service-unavailable/components/service-unavailable-page').then((m) => ({
    default: m.ServiceUnavailablePage,
  })),
);
export const LazyRedirectToMobilePage = lazy(() =>
  import('@/features/redirect-to-mobile/components/redirect-to-mobile-page').then((m) => ({
    default: m.RedirectToMobilePage,
  })),
);

/** The CMS footer blocks and their HTML sanitiser, fetched with their content after the page shows. */
export const LazyCmsFooterBlocks = lazy(() =>
  import('@/components/cms/cms-footer-blocks').then((m) => ({ default: m.CmsFooterBlocks })),
);

/** Widget gallery (#/dev/widgets), shown in development and demo mode only (decision 007). */
export const LazyGalleryPage = lazy(() =>
  import('@/features/gallery/components/gallery-page').then((m) => ({ default: m.GalleryPage })),
);

/** §2 static CMS pages (page/{pageName}) and the cookie policy. */
export const LazyStaticPage = lazy(() =>
  import('@/features/static-pages/components/static-page').then((m) => ({ default: m.StaticPage })),
);

export const LazyVerificationPage = lazy(() =>
  import('@/features/verification/components/verification-page').then((m) => ({ default: m.VerificationPage })),
);

export const LazyCookiesPage = lazy(() =>
  import('@/features/static-pages/components/cookies-page').then((m) => ({ default: m.CookiesPage })),
);

/** Pages of the account lifecycle (issue 3), each loaded when its route opens. */
export const LazyRegisterPage = lazy(() =>
  import('@/features/register/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const LazyDisplayEmailPage = lazy(() =>
  import('@/features/register/components/display-email-page').then((m) => ({ default: m.DisplayEmailPage })),
);
export const LazyForgotUsernamePage = lazy(() =>
  import('@/features/register/components/forgot-username-page').then((m) => ({ default: m.ForgotUsernamePage })),
);
export const LazyConfirmEmailPage = lazy(() =>
  import('@/features/account-activation/components/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);
export const LazyActivateUserPage = lazy(() =>
  import('@/features/account-activation/components/activate-user-page').then((m) => ({ default: m.ActivateUserPage })),
);
export const LazyActivateUserConfirmationPage = lazy(() =>
  import('@/features/account-activation/components/activate-user-confirmation-page').then((m) => ({
    default: m.ActivateUserConfirmationPage,
  })),
);
export const LazyForgotPasswordPage = lazy(() =>
  import('@/features/password/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const LazyForgotPasswordConfirmationPage = lazy(() =>
  import('@/features/password/components/simple-pages').then((m) => ({ default: m.ForgotPasswordConfirmationPage })),
);
export const LazyResetPasswordPage = lazy(() =>
  import('@/features/password/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const LazyResetPasswordConfirmationPage = lazy(() =>
  import('@/features/password/components/simple-pages').then((m) => ({ default: m.ResetPasswordConfirmationPage })),
);
export const LazyResetPasswordErrorPage = lazy(() =>
  import('@/features/password/components/simple-pages').then((m) => ({ default: m.ResetPasswordErrorPage })),
);
export const LazyDeleteUserConfirmationPage = lazy(() =>
  import('@/features/account/components/delete-user-confirmation-page').then((m) => ({
    default: m.DeleteUserConfirmationPage,
  })),
);

/** #/espace-adherent/consentements: the member's consents, which can be changed (decision 021). */
