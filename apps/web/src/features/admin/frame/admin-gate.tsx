import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FullPageRedirect } from '@/components/ui/full-page-redirect';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { loginPageUrl, urls } from '@/lib/urls';
import { adminGateTexts as t } from '../shared/texts';

const AdminArea = lazy(() => import('./admin-area').then((m) => ({ default: m.AdminArea })));

/**
 * §2 /admin is for staff (back-end users); anonymous visitors sign in first. A small chunk of its
 * own: the welcome page does not carry it, and a member who opens /admin never downloads the back
 * office behind it.
 */
export function AdminGate() {
  const { isSignedIn, flags, user } = useCurrentUser();
  const location = useLocation();
  if (!isSignedIn) return <FullPageRedirect url={loginPageUrl(location.pathname)} />;
  if (!flags.isBackEndUser) return <StaffOnly viewing={Boolean(user?.consultePar)} />;
  return (
    <Suspense fallback={<LoadingStatus />}>
      <AdminArea />
    </Suspense>
  );
}

/** A member; or staff still in « Voir comme l'adhérent », who go back to the member's area to quit it. */
function StaffOnly({ viewing }: { viewing: boolean }) {
  usePageTitle(t.staffOnlyTitle);
  return (
    <section className="card">
      <h1>{t.staffOnlyTitle}</h1>
      <p>{viewing ? t.viewingText : t.staffOnlyText}</p>
      <a className="btn btn--primary" href={urls.memberHome}>
        {viewing ? t.viewingLink : t.memberAreaLink}
      </a>
    </section>
  );
}
