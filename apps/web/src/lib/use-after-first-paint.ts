import { startTransition, useEffect, useState } from 'react';

/** Longest wait for the browser's first-paint report (a tab opened in the background reports none). */
const firstPaintWaitMs = 400;

/**
 * True once the browser has shown the page's first content. Asking for a lazy module adds its
 * stylesheets to the document, and Chrome shows nothing new until they have loaded; its scripts
 * compete for the phone's CPU and bandwidth. Code that is not the first screen's (a form, the
 * footer's CMS blocks) is asked for once that screen is up, as the browser reports it (Paint
 * Timing), never later than 400 ms. Decision 027.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A transition: what it brings in (a form, the footer) renders in slices the phone can interrupt.
    const done = () => startTransition(() => setPainted(true));
    const timer = window.setTimeout(done, firstPaintWaitMs);
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      window.clearTimeout(timer);
      done();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    // buffered: a first paint that already happened (the app was open on another screen) counts.
    observer.observe({ type: 'paint', buffered: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
