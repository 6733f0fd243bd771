import { lazyScreen } from '@/lib/lazy-screen';

/** The back office (issue 14) behind its staff gate: a chunk no member downloads. */
export const LazyAdminGate = lazyScreen(() => import('./admin-entry'), 'AdminEntry');

export const LazyMemberAreaLayout = lazyScreen(() => import('./member-area'), 'MemberAreaLayout');

/** §2 service-unavailable and redirect-to-mobile: rarely opened, so not in the welcome page's bundle. */
export const LazyServiceUnavailablePage = lazyScreen(
  () => import('@/features/service-unavailable/components/service-unavailable-page'),
  'ServiceUnavailablePage',
);
export const LazyRedirectToMobilePage = lazyScreen(
  () => import('@/features/redirect-to-mobile/components/redirect-to-mobile-page'),
  'RedirectToMobilePage',
);

/** The CMS footer blocks and their HTML sanitiser, fetched with their content after the page shows. */
export const LazyCmsFooterBlocks = lazyScreen(() => import('@/components/cms/cms-footer-blocks'), 'CmsFooterBlocks');

/** Widget gallery (#/dev/widgets), shown in development and demo mode only (decision 007). */
export const LazyGalleryPage = lazyScreen(() => import('@/features/gallery/components/gallery-page'), 'GalleryPage');

/** §2 static CMS pages (page/{pageName}) and the cookie policy. */
export const LazyStaticPage = lazyScreen(() => import('@/features/static-pages/components/static-page'), 'StaticPage');

export const LazyVerificationPage = lazyScreen(
  () => import('@/features/verification/components/verification-page'),
  'VerificationPage',
);

export const LazyCookiesPage = lazyScreen(
  () => import('@/features/static-pages/components/cookies-page'),
  'CookiesPage',
);

/** Pages of the account lifecycle (issue 3), each loaded when its route opens. */
export const LazyDisplayEmailPage = lazyScreen(
  () => import('@/features/register/components/display-email-page'),
  'DisplayEmailPage',
);
export const LazyForgotUsernamePage = lazyScreen(
  () => import('@/features/register/components/forgot-username-page'),
  'ForgotUsernamePage',
);
export const LazyConfirmEmailPage = lazyScreen(
  () => import('@/features/account-activation/components/confirm-email-page'),
  'ConfirmEmailPage',
);
export const LazyActivateUserPage = lazyScreen(
  () => import('@/features/account-activation/components/activate-user-page'),
  'ActivateUserPage',
);
export const LazyActivateUserConfirmationPage = lazyScreen(
  () => import('@/features/account-activation/components/activate-user-confirmation-page'),
  'ActivateUserConfirmationPage',
);
export const LazyForgotPasswordConfirmationPage = lazyScreen(
  () => import('@/features/password/components/simple-pages'),
  'ForgotPasswordConfirmationPage',
);
export const LazyResetPasswordPage = lazyScreen(
  () => import('@/features/password/components/reset-password-page'),
  'ResetPasswordPage',
);
export const LazyResetPasswordConfirmationPage = lazyScreen(
  () => import('@/features/password/components/simple-pages'),
  'ResetPasswordConfirmationPage',
);
export const LazyResetPasswordErrorPage = lazyScreen(
  () => import('@/features/password/components/simple-pages'),
  'ResetPasswordErrorPage',
);
export const LazyDeleteUserConfirmationPage = lazyScreen(
  () => import('@/features/account/components/delete-user-confirmation-page'),
  'DeleteUserConfirmationPage',
);

/** #/espace-adherent/consentements: the member's consents, which can be changed (decision 021). */
