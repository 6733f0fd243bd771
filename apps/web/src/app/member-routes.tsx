import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { SectionGate } from '@/features/espace-adherent/components/section-gate';
import { lazyScreen } from '@/lib/lazy-screen';

/*
 * The member area's own routes, under #/espace-adherent (decision 022). They live in the lazy
 * member-area chunk, not in the entry's route table: adding a member screen adds nothing to the
 * welcome page's JS (decision 023). Each screen is its own chunk, loaded with its route — or ahead
 * of the first render when the app opens on it (preloadMemberScreen, issue 25).
 */

const LazyMemberHome = lazyScreen(() => import('@/features/espace-adherent/components/member-home'), 'MemberHome');
const LazyConsentPreferencesPage = lazyScreen(
  () => import('@/features/consent/components/consent-preferences-page'),
  'ConsentPreferencesPage',
);
const LazyDemandesPage = lazyScreen(() => import('@/features/demandes/components/demandes-page'), 'DemandesPage');
const LazyDemandeDetailPage = lazyScreen(
  () => import('@/features/demandes/components/demande-detail-page'),
  'DemandeDetailPage',
);
const LazyNewRequestPage = lazyScreen(
  () => import('@/features/demandes/components/new-request-page'),
  'NewRequestPage',
);
const LazyRequestFormRoute = lazyScreen(
  () => import('@/features/demandes/components/request-form-route'),
  'RequestFormRoute',
);
const LazyDocumentsPage = lazyScreen(() => import('@/features/documents/components/documents-page'), 'DocumentsPage');

/* « Mes contrats » (decision 024): contract, guarantees, estimate and card, one chunk for the four. */
const contratsPages = () => import('@/features/contrats/components/contrats-pages');
const LazyContratPage = lazyScreen(contratsPages, 'ContratPage');
const LazyGarantiesPage = lazyScreen(contratsPages, 'GarantiesPage');
const LazyEstimationPage = lazyScreen(contratsPages, 'EstimationPage');
const LazyCartePage = lazyScreen(contratsPages, 'CartePage');

/** « Mes remboursements » (decision 025): one chunk with the section's own routes; the yearly view and its chart apart. */
const LazyRemboursementsSection = lazyScreen(
  () => import('@/features/remboursements/components/remboursements-section'),
  'RemboursementsSection',
);

/** « Mes notifications » (decision 033). */
const LazyNotificationsPage = lazyScreen(
  () => import('@/features/notifications/components/notifications-page'),
  'NotificationsPage',
);

/** « Mon profil » (decision 026): identity, address, bank details, premiums, preferences, Mon compte. */
const LazyProfilRoute = lazyScreen(() => import('@/app/profil-route'), 'ProfilRoute');

/** What a route's screen needs loaded before it renders without suspending. */
interface MemberRouteHandle {
  preload(): Promise<unknown>;
}

function lazyPage(element: ReactNode): ReactNode {
  return <Suspense fallback={<LoadingStatus />}>{element}</Suspense>;
}

/** A screen's route; with a section key, shown when §6 lets this contract see the section. */
function screenRoute(path: string | undefined, screen: MemberRouteHandle, element: ReactNode, section?: string) {
  const handle: MemberRouteHandle = { preload: screen.preload };
  const page = lazyPage(section ? <SectionGate section={section}>{element}</SectionGate> : element);
  return path === undefined ? { index: true, handle, element: page } : { path, handle, element: page };
}

/** Paths relative to #/espace-adherent. */
export const memberRoutes: RouteObject[] = [
  screenRoute(undefined, LazyMemberHome, <LazyMemberHome />),
  screenRoute('contrats', LazyContratPage, <LazyContratPage />, 'contrats'),
  screenRoute('contrats/garanties', LazyGarantiesPage, <LazyGarantiesPage />, 'contrats'),
  screenRoute('contrats/estimation', LazyEstimationPage, <LazyEstimationPage />, 'contrats'),
  screenRoute('contrats/carte', LazyCartePage, <LazyCartePage />, 'contrats'),
  screenRoute('remboursements/*', LazyRemboursementsSection, <LazyRemboursementsSection />, 'remboursements'),
  screenRoute('documents', LazyDocumentsPage, <LazyDocumentsPage />, 'documents'),
  screenRoute('demandes', LazyDemandesPage, <LazyDemandesPage />, 'demandes'),
  screenRoute('demandes/nouvelle', LazyNewRequestPage, <LazyNewRequestPage />, 'demandes'),
  screenRoute('demandes/nouvelle/:slug', LazyRequestFormRoute, <LazyRequestFormRoute />, 'demandes'),
  screenRoute('demandes/:numero', LazyDemandeDetailPage, <LazyDemandeDetailPage />, 'demandes'),
  screenRoute('profil/:onglet?', LazyProfilRoute, <LazyProfilRoute />, 'profil'),
  // « Mon compte » is a tab of « Mon profil », at its historical address.
  screenRoute('mon-compte', LazyProfilRoute, <LazyProfilRoute compte />, 'profil'),
  screenRoute('consentements', LazyConsentPreferencesPage, <LazyConsentPreferencesPage />),
  screenRoute('notifications', LazyNotificationsPage, <LazyNotificationsPage />),
  { path: '*', element: <Navigate to="/espace-adherent" replace /> },
];

/**
 * The code of the member screen at `path` (relative to #/espace-adherent), fetched before the area's
 * first render: one paint with the screen, rather than a spinner then the screen (issue 25).
 */
export function preloadMemberScreen(path: string): Promise<unknown> {
  // The routes are relative; matched from the area's root, as the area's useRoutes does.
  const handle = matchRoutes(memberRoutes, `/${path}`)?.at(-1)?.route.handle as MemberRouteHandle | undefined;
  return handle?.preload() ?? Promise.resolve();
}
