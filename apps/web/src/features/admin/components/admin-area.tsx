import { Suspense } from 'react';
import { NavLink, useRoutes, type RouteObject } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useStaffRights } from '../api/staff-rights';
import { adminTexts } from '../texts';
import { AdherentsPage } from './adherents-page';
import { AdminHome } from './admin-home';
import '../admin.css';

const adminScreens: RouteObject[] = [
  { index: true, element: <AdminHome /> },
  { path: 'adherents', element: <AdherentsPage /> },
];

/**
 * The back office's frame (issue 14), a chunk of its own that no member downloads: the navigation
 * shows the sections the staff member's rights open (decision 028); the server checks them again
 * on every call.
 */
export function AdminArea() {
  const screen = useRoutes(adminScreens);
  const rights = useStaffRights();
  if (rights.isPending) return <LoadingStatus />;
  return (
    <div className="admin-area">
      <nav className="admin-nav" aria-label={adminTexts.navLabel}>
        <ul>
          <li>
            <NavLink to="/admin" end>
              {adminTexts.home}
            </NavLink>
          </li>
          {rights.can('adherents') && (
            <li>
              <NavLink to="/admin/adherents">{adminTexts.adherents.title}</NavLink>
            </li>
          )}
        </ul>
      </nav>
      {rights.data?.isConsultant && <p className="alert alert--info">{adminTexts.consultant}</p>}
      <Suspense fallback={<LoadingStatus />}>{screen}</Suspense>
    </div>
  );
}
