import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { endPageToasts, useToasts } from '@/lib/toasts';

const LazyToastList = lazy(() => import('@/components/ui/toast-list').then((m) => ({ default: m.ToastList })));

/**
 * The shell's toast list, whose code loads with the first toast rather than with the welcome page.
 * Toasts end with their page (a new path, not a new query string).
 */
export function ToastArea({ defaultDelayMs }: { defaultDelayMs: number }) {
  const hasToasts = useToasts().length > 0;
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    endPageToasts();
  }, [pathname]);
  return hasToasts ? (
    <Suspense fallback={null}>
      <LazyToastList defaultDelayMs={defaultDelayMs} />
    </Suspense>
  ) : null;
}
