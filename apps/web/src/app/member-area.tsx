import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ContratsProvider } from './contrats-provider';

/** Member area frame, loaded on demand: contracts first, then the screen. */
export function MemberAreaLayout() {
  return (
    <ContratsProvider>
      <Suspense fallback={<LoadingStatus />}>
        <Outlet />
      </Suspense>
    </ContratsProvider>
  );
}
