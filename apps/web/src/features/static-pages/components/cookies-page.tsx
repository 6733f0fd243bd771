import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { staticPageTexts } from '../texts';
import { CmsPageContent } from './cms-page-content';

/** Back to where the reader came from inside the portal, else to the welcome page. */
function BackLink() {
  const location = useLocation();
  const navigate = useNavigate();
  // A hash link (footer) adds an entry without router state: the browser history still knows it.
  const hasHistory = location.key !== 'default' || window.history.length > 1;
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
