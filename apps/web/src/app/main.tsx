import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { hashRoutes } from './hash-routes';
import { AppProviders } from './providers';
import { isServerPath, serverRoutes } from './server-routes';
import '../styles/base.css';
import '../styles/shell.css';
import '../styles/components.css';

const router = isServerPath(window.location.pathname)
  ? createBrowserRouter(serverRoutes)
  : createHashRouter(hashRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
