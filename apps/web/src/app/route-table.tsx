import { Component, createContext, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteError } from './route-error';

/** The route table being rendered, so the shell can read the `handle` of the matched routes. */
export const RouteTableContext = createContext<readonly RouteObject[]>([]);

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** A screen that fails to render or whose code cannot be loaded; another address starts afresh. */
class RouteErrorBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

/**
 * Renders a route table in a declarative router (<HashRouter>, <BrowserRouter>): the data router's
 * code stays out of the welcome page's bundle (decision 023).
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteTableContext value={routes}>
      <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>
    </RouteTableContext>
  );
}
