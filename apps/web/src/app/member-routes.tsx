import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';

/*
 * The member area's own routes, under #/espace-adherent (decision 022). They live in the lazy
 * member-area chunk, not in the entry's route table: adding a member screen adds nothing to the
 * welcome page's JS (decision 023). Each screen is its own chunk, loaded with its route.
 */

/** Areas loaded on demand, so the welcome page stays light. */
const LazyMemberHome = lazy(() =>
  import('@/features/espace-adherent/components/member-home').then((m) => ({ default: m.MemberHome })),
);
const LazyConsentPreferencesPage = lazy(() =>
  import('@/features/consent/components/consent-preferences-page').then((m) => ({
    default: m.ConsentPreferencesPage,
  })),
);
const LazyDemandesPage = lazy(() =>
  import('@/features/demandes/components/demandes-page').then((m) => ({ default: m.DemandesPage })),
);
const LazyDemandeDetailPage = lazy(() =>
  import('@/features/demandes/components/demande-detail-page').then((m) => ({ default: m.DemandeDetailPage })),
);
const LazyNewRequestPage = lazy(() =>
  import('@/features/demandes/components/new-request-page').then((m) => ({ default: m.NewRequestPage })),
);
const LazyRequestFormRoute = lazy(() =>
  import('@/features/demandes/components/request-form-route').then((m) => ({ default: m.RequestFormRoute })),
);
const LazyDocumentsPage = lazy(() =>
  import('@/features/documents/components/documents-page').then((m) => ({ default: m.DocumentsPage })),
);
const LazySectionGate = lazy(() =>
  import('@/features/espace-adherent/components/section-gate').then((m) => ({ default: m.SectionGate })),
);

/* « Mes contrats » (decision 024): contract, guarantees, estimate and card, one chunk for the four. */
const contratsPages = () => import('@/features/contrats/components/contrats-pages');
const LazyContratPage = lazy(() => contratsPages().then((m) => ({ default: m.ContratPage })));
const LazyGarantiesPage = lazy(() => contratsPages().then((m) => ({ default: m.GarantiesPage })));
const LazyEstimationPage = lazy(() => contratsPages().then((m) => ({ default: m.EstimationPage })));
const LazyCartePage = lazy(() => contratsPages().then((m) => ({ default: m.CartePage })));

/** « Mes remboursements » (decision 025): one chunk with the section's own routes; the yearly view and its chart apart. */
const LazyRemboursementsSection = lazy(() =>
  import('@/features/remboursements/components/remboursements-section').then((m) => ({
    default: m.RemboursementsSection,
  })),
);

/** « Mes notifications » (decision 033). */
const LazyNotificationsPage = lazy(() =>
  import('@/features/notifications/components/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);

/** « Mon profil » (decision 026): identity, address, bank details, premiums, preferences, Mon compte. */
const LazyProfilRoute = lazy(() => import('@/app/profil-route').then((m) => ({ default: m.ProfilRoute })));

function lazyPage(element: ReactNode): ReactNode {
  return <Suspense fallback={<LoadingStatus />}>{element}</Suspense>;
}

/** A section's page, shown when §6 lets this contract see the section. */
function section(key: string, element?: ReactNode): ReactNode {
  return lazyPage(<LazySectionGate section={key}>{element}</LazySectionGate>);
}

/** Paths relative to #/espace-adherent. */
export const memberRoutes: RouteObject[] = [
  { index: true, element: lazyPage(<LazyMemberHome />) },
  { path: 'contrats', element: section('contrats', <LazyContratPage />) },
  { path: 'contrats/garanties', element: section('contrats', <LazyGarantiesPage />) },
  { path: 'contrats/estimation', element: section('contrats', <LazyEstimationPage />) },
  { path: 'contrats/carte', element: section('contrats', <LazyCartePage />) },
  { path: 'remboursements/*', element: section('remboursements', <LazyRemboursementsSection />) },
  { path: 'documents', element: section('documents', <LazyDocumentsPage />) },
  { path: 'demandes', element: section('demandes', <LazyDemandesPage />) },
  { path: 'demandes/nouvelle', element: section('demandes', <LazyNewRequestPage />) },
  { path: 'demandes/nouvelle/:slug', element: section('demandes', <LazyRequestFormRoute />) },
  { path: 'demandes/:numero', element: section('demandes', <LazyDemandeDetailPage />) },
  { path: 'profil/:onglet?', element: section('profil', <LazyProfilRoute />) },
  // « Mon compte » is a tab of « Mon profil », at its historical address.
  { path: 'mon-compte', element: section('profil', <LazyProfilRoute compte />) },
  { path: 'consentements', element: lazyPage(<LazyConsentPreferencesPage />) },
  { path: 'notifications', element: lazyPage(<LazyNotificationsPage />) },
  { path: '*', element: <Navigate to="/espace-adherent" replace /> },
];
