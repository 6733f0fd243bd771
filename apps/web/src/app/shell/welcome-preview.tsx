import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PublicClientConfig } from '@portail/shared/client-config';
import { WelcomePage } from '@/features/welcome/components/welcome-page';
import { clientConfigQueryKey } from '@/lib/api/get-client-config';
import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { ShellAside } from './shell-aside';
import { SiteHeader } from './site-header';

/**
 * The real welcome page (header, welcome card, client aside) as an anonymous visitor would see it
 * with `config`: its own query cache holds the draft, its colours and background are set on its
 * frame only. Drawn for the eye: the back office makes it inert.
 */
export function WelcomePreview({ config }: { config: PublicClientConfig }) {
  // One cache for the preview's life (a query observer keeps the client it started with); each draft is put in it.
  const [client] = useState(() => {
    const queries = new QueryClient();
    queries.setQueryData(clientConfigQueryKey, config);
    queries.setQueryData(currentUserQueryKey, null);
    return queries;
  });
  useEffect(() => {
    client.setQueryData(clientConfigQueryKey, config);
  }, [client, config]);
  // The welcome page names the browser tab as it renders; the page showing the preview keeps its own name.
  const title = useRef('');
  useLayoutEffect(() => {
    title.current = document.title;
  });
  useEffect(() => {
    document.title = title.current;
  });
  const { primaryColor, primaryInk, backgroundImageUrl } = config.branding;
  const style = {
    '--color-primary': primaryColor,
    '--color-primary-ink': primaryInk,
    ...(backgroundImageUrl ? { '--shell-background': `url(${JSON.stringify(backgroundImageUrl)})` } : {}),
  } as CSSProperties;
  return (
    <QueryClientProvider client={client}>
      <div className={`shell shell--index${backgroundImageUrl ? ' shell--with-background' : ''}`} style={style}>
        <SiteHeader mode="index" />
        <div className="shell__body shell__body--public">
          <div className="shell__main">
            <WelcomePage />
          </div>
          <ShellAside />
        </div>
      </div>
    </QueryClientProvider>
  );
}
