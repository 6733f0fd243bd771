import { Suspense, useCallback, useState } from 'react';
import { Link, useMatch, useRoutes } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { CareNetworksLauncher } from '@/features/care-networks/components/care-networks-launcher';
import { ConsentGate } from '@/features/consent/components/consent-gate';
import { MemberPopups } from '@/features/content/components/member-popups';
import { ContratSelector } from '@/features/espace-adherent/components/contrat-selector';
import { MemberNav } from '@/features/espace-adherent/components/member-nav';
import { ViewAsBanner } from '@/features/espace-adherent/components/view-as-banner';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationPopup } from '@/features/notifications/components/notification-popup';
import { useCurrentUser } from '@/lib/api/get-current-user';
import type { QueryClient } from '@tanstack/react-query';
import { ContratsProvider, seedContratsOfPage } from './contrats-provider';
import { memberRoutes, preloadMemberScreen } from './member-routes';

/**
 * The app opens on the member area (route-preload.ts): the contract list from the page, and the
 * code of the screen at `path` (relative to #/espace-adherent), before the first render.
 */
export function preloadMemberArea(path: string, queryClient: QueryClient): Promise<unknown> {
  seedContratsOfPage(queryClient);
  return preloadMemberScreen(path);
}
import { memberServicesTexts } from './texts';
import '@/styles/member.css';

/**
 * After sign-in, on the member home where sign-in lands (never over a task page): the consents
 * still to answer first, then a notification sent as a window (decision 033), then the CMS popups
 * (decision 021).
 */
function MemberPrompts() {
  const onHome = useMatch('/espace-adherent') !== null;
  const { user } = useCurrentUser();
  const [step, setStep] = useState<'consents' | 'notification' | 'popups'>('consents');
  const consentsDone = useCallback(() => setStep((s) => (s === 'consents' ? 'notification' : s)), []);
  const notificationDone = useCallback(() => setStep('popups'), []);
  // Staff viewing the area (read only) answer nothing in the member's name.
  if (!onHome || user?.consultePar) return null;
  if (step === 'consents') return <ConsentGate onDone={consentsDone} />;
  return step === 'notification' ? <NotificationPopup onDone={notificationDone} /> : <MemberPopups />;
}

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
        <MemberPrompts />
      </Suspense>
    </ContratsProvider>
  );
}
