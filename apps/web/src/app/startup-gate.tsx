import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/ui/loading-status';
import { errorMessage } from '@/lib/api-error';
import { clientConfigQueryOptions } from '@/lib/api/get-client-config';
import { currentUserQueryOptions } from '@/lib/api/get-current-user';
import { startupTexts } from './texts';

/** Renders the app once the client configuration and the current user (or anonymity) are known. */
export function StartupGate({ children }: { children: ReactNode }) {
  const config = useQuery(clientConfigQueryOptions());
  const user = useQuery(currentUserQueryOptions());
  const error = config.error ?? user.error;
  if (error) {
    return (
      <StartupError
        message={errorMessage(error)}
        onRetry={() => {
          if (config.isError) void config.refetch();
          if (user.isError) void user.refetch();
        }}
      />
    );
  }
  if (config.isPending || user.isPending) {
    return (
      <main className="startup">
        <LoadingStatus />
      </main>
    );
  }
  return children;
}

function StartupError({ message, onRetry }: { message: string; onRetry(): void }) {
  useEffect(() => {
    document.title = startupTexts.title;
  }, []);
  return (
    <main className="startup" id="contenu">
      <div className="card">
        <h1>{startupTexts.title}</h1>
        <p>{message}</p>
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {startupTexts.retry}
        </button>
      </div>
    </main>
  );
}
