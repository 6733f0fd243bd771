import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { LoginPage } from '@/features/login/components/login-page';
import { LazyAdminGate } from './lazy-pages';
import { LoginShell } from './shell/login-shell';
import type { ShellHandle } from './shell/shell-mode';

const adminHandle: ShellHandle = { headerMode: 'admin' };

/** Paths the server serves as pages of their own: /login (target of 401) and /admin (staff). */
export const serverRoutes: RouteObject[] = [
  {
    element: <LoginShell />,
    children: [
      {
        path: 'login',
        element: <LoginPage />,
      },
      {
        path: 'admin/*',
        handle: adminHandle,
        element: (
          <Suspense fallback={<LoadingStatus />}>
            <LazyAdminGate />
          </Suspense>
        ),
      },
    ],
  },
];

/** /login and /admin belong to the server routes; every other path is the hash-routed portal. */
export function isServerPath(pathname: string): boolean {
  return /^\/(login|admin)(\/|$)/.test(pathname);
}
