import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, type RouteObject } from 'react-router';
import type { PublicClientConfig } from '@portail/shared/client-config';
import { type CurrentUser } from '@portail/shared/current-user';
import { currentUserFlags } from '@portail/shared/roles';
import { clientConfigQueryKey } from '@/lib/api/get-client-config';
import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { createQueryClient } from '@/lib/query-client';
import { RouteTable } from '@/app/route-table';
import { clientConfigFixture } from './fixtures';

export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  return queryClient;
}

interface RenderRoutesOptions {
  routes: RouteObject[];
  path?: string;
  config?: PublicClientConfig;
  user?: CurrentUser | null;
  queryClient?: QueryClient;
}

/** Renders routes as the started app would (declarative router, same route table): client configuration and current user already known. */
export function renderRoutes({ routes, path = '/', config, user = null, queryClient }: RenderRoutesOptions) {
  const client = queryClient ?? createTestQueryClient();
  client.setQueryData(clientConfigQueryKey, config ?? clientConfigFixture());
  client.setQueryData(currentUserQueryKey, user ? { user, flags: currentUserFlags(user) } : null);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTable routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient: client };
}
