import { Suspense, useCallback, useState } from 'react';
import { Link, Outlet, useMatch } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { CareNetworksLauncher } from '@/features/care-networks/components/care-networks-launcher';
import { ConsentGate } from '@/features/consent/components/consent-gate';
import { MemberPopups } from '@/features/content/components/member-popups';
import { ContratsProvider } from './contrats-provider';
import { memberServicesTexts } from './texts';

/**
 * After sign-in, on the member home where sign-in lands (never over a task page): the consents
 * still to answer first, then the CMS popups (decision 021).
 */
function MemberPrompts() {
  const onHome = useMatch('/espace-adherent') !== null;
  const [consentsDone, setConsentsDone] = useState(false);
  const done = useCallback(() => setConsentsDone(true), []);
  if (!onHome) return null;
  return consentsDone ? <MemberPopups /> : <ConsentGate onDone={done} />;
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

/** Member area frame, loaded on demand: contracts first, then the screen. */
export function MemberAreaLayout() {
  return (
    <ContratsProvider>
      <Suspense fallback={<LoadingStatus />}>
        <Outlet />
        <MemberServices />
        <MemberPrompts />
      </Suspense>
    </ContratsProvider>
  );
}
