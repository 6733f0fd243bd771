import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StartupGate } from './startup-gate';

/** Query cache, then the client configuration and current user every screen relies on. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StartupGate>{children}</StartupGate>
    </QueryClientProvider>
  );
}
