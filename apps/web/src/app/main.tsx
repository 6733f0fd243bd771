import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, HashRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { hashRoutes } from './hash-routes';
import { AppProviders } from './providers';
import { RouteTable } from './route-table';
import { preloadScreen } from './route-preload';
import { isServerPath, serverRoutes } from './server-routes';
import '../styles/base.css';
import '../styles/shell.css';
import '../styles/components.css';

const onServerPath = isServerPath(window.location.pathname);
const Router = onServerPath ? BrowserRouter : HashRouter;
preloadScreen(onServerPath ? window.location.pathname : window.location.hash.slice(1).split('?')[0]!);

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <Router>
        <RouteTable routes={onServerPath ? serverRoutes : hashRoutes} />
      </Router>
    </AppProviders>
  </StrictMode>,
);
