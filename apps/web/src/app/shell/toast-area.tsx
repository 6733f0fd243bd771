import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toasts';

const LazyToastList = lazy(() => import('@/components/ui/toast-list').then((m) => ({ default: m.ToastList })));

/** The shell's toast list, whose code loads with the first toast rather than with the welcome page. */
export function ToastArea({ defaultDelayMs }: { defaultDelayMs: number }) {
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <Suspense fallback={null}>
      <LazyToastList defaultDelayMs={defaultDelayMs} />
    </Suspense>
  ) : null;
}
