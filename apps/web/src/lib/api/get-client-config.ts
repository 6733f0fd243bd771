import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicClientConfig } from '@portail/shared/client-config';
import { apiJson } from '../api-client';

/** GET /api/clients/current: branding, switches and options of the client serving this host. */
function fetchClientConfig(signal?: AbortSignal): Promise<PublicClientConfig> {
  return apiJson<PublicClientConfig>('/api/clients/current', signal ? { signal } : {});
}

export const clientConfigQueryKey = ['client-config'] as const;

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: clientConfigQueryKey,
    queryFn: ({ signal }) => fetchClientConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The loaded configuration; the startup gate renders nothing that calls this before it is there. */
export function useClientConfig(): PublicClientConfig {
  const { data } = useQuery(clientConfigQueryOptions());
  if (!data) throw new Error('useClientConfig: configuration du client non chargée');
  return data;
}
