import { useEffect } from 'react';
import { browserLocation } from '@/lib/browser-location';
import { uiTexts } from './texts';

/** Leaves the SPA for a server URL (sign-in, other entry), saying so while the browser goes. */
export function FullPageRedirect({ url }: { url: string }) {
  useEffect(() => {
    browserLocation.assign(url);
  }, [url]);
  return (
    <section className="card">
      <h1>{uiTexts.redirectingTitle}</h1>
      <p role="status">{uiTexts.redirecting}</p>
    </section>
  );
}
