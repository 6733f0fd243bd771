import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { canGoBackInPortal } from '@/lib/portal-history';
import { staticPageTexts } from '../texts';
import { CmsPageContent } from './cms-page-content';

/** Back to where the reader came from inside the portal, else to the welcome page. */
function BackLink() {
  const location = useLocation();
  const navigate = useNavigate();
  // A hash link (footer) adds an entry without router state: the browser history still knows it,
  // but a page opened from an e-mail or a new tab has nothing of the portal behind it.
  const hasHistory = location.key !== 'default' || canGoBackInPortal();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!hasHistory) return;
    event.preventDefault();
    void navigate(-1);
  }
  return (
    <Link to="/" className="static-page__back" onClick={onClick}>
      <span aria-hidden="true">← </span>
      {staticPageTexts.back}
    </Link>
  );
}

/** §2 cookies: the cookie policy from the CMS, with a back link. */
export function CookiesPage() {
  return (
    <CmsPageContent
      pageName={staticPageTexts.cookiesPageName}
      fallbackTitle={staticPageTexts.cookiesTitle}
      fixedTitle={staticPageTexts.cookiesTitle}
      before={<BackLink />}
    />
  );
}
