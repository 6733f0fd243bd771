import { QueryCache, QueryClient } from '@tanstack/react-query';
import { cmsMessages } from '@portail/shared/cms-constants';
import { messages } from '@portail/shared/messages';
import { ApiError, errorMessage } from './api-error';
import { showToast } from './toasts';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * resourceLabel: the "source de données" toast; cmsName: the §8 CMS toast. None: a silent failure.
     * optional: a 404 means "this client has none" (e.g. no footer blocks), not a failure to report.
     */
    queryMeta: { resourceLabel?: string; cmsName?: string; optional?: boolean };
  }
}

/**
 * A 401 or a 503 is already leaving the page (sign-in, or the error page with the client's own
 * text): a toast would only repeat it. Other read failures are worth one.
 */
function shouldToast(error: unknown): boolean {
  return error instanceof ApiError && error.status !== 401 && error.status !== 503;
}

/** Transient failures (network, 5xx but 503) get one more try; answers like 4xx do not. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || failureCount >= 1) return false;
  return error.status === 0 || (error.status >= 500 && error.status !== 503);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (!shouldToast(error)) return;
        if (query.meta?.optional && error instanceof ApiError && error.status === 404) return;
        const cmsName = query.meta?.cmsName;
        // §8 CMS: "Le message {name} n'a pas pu être chargé.", once per failed load.
        if (cmsName) showToast({ type: 'danger', text: cmsMessages.notLoaded(cmsName) });
        const label = query.meta?.resourceLabel;
        if (!label) return;
        // §8: "Le chargement d'une source de données à échoué" followed by the label and the message.
        showToast({ type: 'danger', text: messages.dataSourceLoadFailed, details: [label, errorMessage(error)] });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
