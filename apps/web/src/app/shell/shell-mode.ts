import { useContext } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { RouteTableContext } from '../route-table';

/** §2 header modes (index, login, admin), plus the member area's own header. */
export type HeaderMode = 'index' | 'login' | 'admin' | 'member';

export interface ShellHandle {
  headerMode: HeaderMode;
}

function isShellHandle(handle: unknown): handle is ShellHandle {
  return typeof handle === 'object' && handle !== null && 'headerMode' in handle;
}

/** The deepest matched route that declares a header mode decides; public pages default to login. */
export function useHeaderMode(): HeaderMode {
  const routes = useContext(RouteTableContext);
  const matches = matchRoutes([...routes], useLocation()) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle: unknown = matches[i]?.route.handle;
    if (isShellHandle(handle)) return handle.headerMode;
  }
  return 'login';
}
