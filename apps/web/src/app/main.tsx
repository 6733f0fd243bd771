import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, HashRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { hashRoutes } from './hash-routes';
import { AppProviders } from './providers';
import { RouteTable } from './route-table';
import { preloadScreen } from './route-preload';
import { isServerPath, serverRoutes } from './server-routes';
import { loadStartupData } from './startup-data';
import '../styles/base.css';
import '../styles/shell.css';
import '../styles/components.css';

const queryClient = createQueryClient();
loadStartupData(queryClient);

const onServerPath = isServerPath(window.location.pathname);
const Router = onServerPath ? BrowserRouter : HashRouter;
const screenPath = onServerPath ? window.location.pathname : window.location.hash.slice(1).split('?')[0]!;

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <Router>
          <RouteTable routes={onServerPath ? serverRoutes : hashRoutes} />
        </Router>
      </AppProviders>
    </StrictMode>,
  );
}

// A screen whose code and first content are fetched ahead renders once they are there (at most
// 1.5 s): one paint with its text, rather than a spinner React keeps at least 300 ms.
void preloadScreen(screenPath, queryClient).then(() => render(container));
