import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useRoutes } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { CareNetworksLauncher } from '@/features/care-networks/components/care-networks-launcher';
import { ContratSelector } from '@/features/espace-adherent/components/contrat-selector';
import { MemberNav } from '@/features/espace-adherent/components/member-nav';
import { ViewAsBanner } from '@/features/espace-adherent/components/view-as-banner';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { ContratsProvider, seedContratsOfPage } from './contrats-provider';
import { memberRoutes, preloadMemberScreen } from './member-routes';
import { memberServicesTexts } from './texts';
// Before any of the area's screens validates with zod: no `new Function` probe under the CSP.
import '@/lib/zod-setup';
import '@/styles/member.css';

/**
 * The app opens on the member area (route-preload.ts): the contract list from the page, and the
 * code of the screen at `path` (relative to #/espace-adherent), before the first render.
 */
export function preloadMemberArea(path: string, queryClient: QueryClient): Promise<unknown> {
  seedContratsOfPage(queryClient);
  return preloadMemberScreen(path);
}

/**
 * The member home's prompts (consents, a notification as a window, the CMS popups): their code
 * and their questions come after the screen has painted (issue 25).
 */
const LazyMemberPrompts = lazy(() => import('./member-prompts').then((m) => ({ default: m.MemberPrompts })));

/** Services of every member page: the care networks (§2 « Services externes ») and the consents. */
function MemberServices() {
  return (
    <aside className="card member-services" aria-label={memberServicesTexts.label}>
      <CareNetworksLauncher />
      <Link to="/espace-adherent/consentements">{memberServicesTexts.consents}</Link>
    </aside>
  );
}

/**
 * Member area frame, loaded on demand: contracts first, then the bar under the header (the
 * navigation and the contract selector, §4), then the screen.
 */
export function MemberAreaLayout() {
  const screen = useRoutes(memberRoutes);
  return (
    <ContratsProvider>
      <NotificationBell />
      <ViewAsBanner />
      <div className="member-bar">
        <MemberNav />
        <ContratSelector />
      </div>
      <Suspense fallback={<LoadingStatus />}>
        {screen}
        <MemberServices />
        <Suspense fallback={null}>
          <LazyMemberPrompts />
        </Suspense>
      </Suspense>
    </ContratsProvider>
  );
}
