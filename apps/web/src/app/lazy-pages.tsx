import { lazy } from 'react';

/** Areas loaded on demand, so the welcome page stays light. */
export const LazyMemberHome = lazy(() =>
  import('@/features/espace-adherent/components/member-home').then((m) => ({ default: m.MemberHome })),
);

export const LazyAdminHome = lazy(() =>
  import('@/features/admin/components/admin-home').then((m) => ({ default: m.AdminHome })),
);

export const LazyLoginPage = lazy(() =>
  import('@/features/login/components/login-page').then((m) => ({ default: m.LoginPage })),
);

export const LazyMemberAreaLayout = lazy(() => import('./member-area').then((m) => ({ default: m.MemberAreaLayout })));

/** Widget gallery (#/dev/widgets), shown in development and demo mode only (decision 007). */
export const LazyGalleryPage = lazy(() =>
  import('@/features/gallery/components/gallery-page').then((m) => ({ default: m.GalleryPage })),
);
