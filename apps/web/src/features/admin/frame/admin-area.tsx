import { Suspense } from 'react';
import { NavLink, useRoutes, type RouteObject } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useStaffRights } from '../shared/staff-rights';
import { adminSections } from './sections';
import { adminTexts } from '../shared/texts';
import { AdminHome } from './admin-home';
// The member's own components (chips, timeline, thread) look the same to staff.
import '@/styles/member.css';
import '../shared/admin.css';

const adminScreens: RouteObject[] = [
  { index: true, element: <AdminHome /> },
  ...adminSections.flatMap((section) => section.screens),
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
          {adminSections
            .filter((section) => rights.can(section.resource))
            .map((section) => (
              <li key={section.path}>
                <NavLink to={`/admin/${section.path}${section.search ?? ''}`}>{section.title}</NavLink>
              </li>
            ))}
        </ul>
      </nav>
      {rights.data?.isConsultant && <p className="alert alert--info">{adminTexts.consultant}</p>}
      <Suspense fallback={<LoadingStatus />}>{screen}</Suspense>
    </div>
  );
}
