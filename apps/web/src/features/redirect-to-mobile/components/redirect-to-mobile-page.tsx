import { useEffect } from 'react';
import { useParams } from 'react-router';
import { browserLocation } from '@/lib/browser-location';
import { usePageTitle } from '@/lib/use-page-title';
import { isHttpUrl } from '@/lib/urls';
import { redirectToMobileTexts } from '../texts';

/** The router keeps "%2F" encoded inside a segment; one decoding gives the target back. */
export function redirectTarget(raw: string | undefined): string | null {
  if (!raw) return null;
  let url = raw;
  try {
    url = decodeURIComponent(raw);
  } catch {
    url = raw;
  }
  return isHttpUrl(url) ? url : null;
}

/** §2 redirect-to-mobile/{url}: sends the browser on at once, with a "cliquer ici" fallback. */
export function RedirectToMobilePage() {
  const target = redirectTarget(useParams()['*']);
  usePageTitle(redirectToMobileTexts.title);
  useEffect(() => {
    if (target) browserLocation.assign(target);
  }, [target]);
  return (
    <section className="card">
      <h1>{redirectToMobileTexts.title}</h1>
      {target ? (
        <p>
          {redirectToMobileTexts.fallbackBefore}
          <a href={target}>{redirectToMobileTexts.fallbackLink}</a>
          {redirectToMobileTexts.fallbackAfter}
        </p>
      ) : (
        <p role="alert">{redirectToMobileTexts.invalid}</p>
      )}
    </section>
  );
}
