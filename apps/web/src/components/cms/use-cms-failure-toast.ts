import { useEffect } from 'react';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { cmsTexts } from './texts';

const shown = new Set<string>();

/** §8 CMS load failure toast, once per failed load (several components may read the same block). */
export function useCmsFailureToast(name: string, error: unknown, errorUpdatedAt: number): void {
  useEffect(() => {
    if (!error) return;
    // A 401/503 is already leaving the page.
    if (error instanceof ApiError && (error.status === 401 || error.status === 503)) return;
    const key = `${name}@${errorUpdatedAt}`;
    if (shown.has(key)) return;
    shown.add(key);
    showToast({ type: 'danger', text: cmsTexts.notLoaded(name) });
  }, [name, error, errorUpdatedAt]);
}
