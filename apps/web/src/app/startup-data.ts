import type { QueryClient } from '@tanstack/react-query';
import { pageBootstrapElementId, type PageBootstrap } from '@portail/shared/page-bootstrap';
import { clientConfigQueryKey, clientConfigQueryOptions } from '@/lib/api/get-client-config';
import { currentUserQueryKey, currentUserQueryOptions, signedInUserOf } from '@/lib/api/get-current-user';

/** The data block the server writes into the page (decision 027), or null (development server, old page). */
export function readPageBootstrap(doc: Document = document): PageBootstrap | null {
  const text = doc.getElementById(pageBootstrapElementId)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageBootstrap> | null;
    return data?.clientConfig && data.session ? (data as PageBootstrap) : null;
  } catch {
    return null;
  }
}

/**
 * The configuration and the session every screen waits for: from the page when the server wrote
 * them there, so the first screen paints without a round trip; asked at once otherwise, before
 * React's first render rather than after it.
 */
export function loadStartupData(queryClient: QueryClient, doc: Document = document): void {
  const bootstrap = readPageBootstrap(doc);
  if (bootstrap) {
    queryClient.setQueryData(clientConfigQueryKey, bootstrap.clientConfig);
    queryClient.setQueryData(currentUserQueryKey, signedInUserOf(bootstrap.session));
    return;
  }
  void queryClient.prefetchQuery(clientConfigQueryOptions());
  void queryClient.prefetchQuery(currentUserQueryOptions());
}
