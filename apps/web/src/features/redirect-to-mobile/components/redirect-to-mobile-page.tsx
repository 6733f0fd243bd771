import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isAllowedMobileRedirect } from '@portail/shared/mobile-redirect';
import { useClientConfig } from '@/lib/api/get-client-config';
import { browserLocation } from '@/lib/browser-location';
import { usePageTitle } from '@/lib/use-page-title';
import { redirectToMobileTexts } from '../texts';

/** The router keeps "%2F" encoded inside a segment; one decoding gives the target back. */
export function decodeTarget(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * §2 redirect-to-mobile/{url}: sends the browser on at once, with a "cliquer ici" fallback — only to
 * the client's app (its store pages and URL schemes); anything else shows « Adresse non valide ».
 */
export function RedirectToMobilePage() {
  const { mobileApp } = useClientConfig();
  const decoded = decodeTarget(useParams()['*']);
  const target = decoded && isAllowedMobileRedirect(decoded, mobileApp) ? decoded : null;
  usePageTitle(target ? redirectToMobileTexts.title : redirectToMobileTexts.invalidTitle);
  useEffect(() => {
    if (target) browserLocation.assign(target);
  }, [target]);
  if (!target)
    return (
      <section className="card">
        <h1>{redirectToMobileTexts.invalidTitle}</h1>
        <p role="alert">{redirectToMobileTexts.invalid}</p>
        <a className="btn btn--primary" href="/#/">
          {redirectToMobileTexts.home}
        </a>
      </section>
    );
  return (
    <section className="card">
      <h1>{redirectToMobileTexts.title}</h1>
      <p>
        {redirectToMobileTexts.fallbackBefore}
        <a href={target}>{redirectToMobileTexts.fallbackLink}</a>
        {redirectToMobileTexts.fallbackAfter}
      </p>
    </section>
  );
}
