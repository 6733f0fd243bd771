import type { RouteObject } from 'react-router';
import type { AdminResource } from '@portail/shared/admin/habilitations';
import { AdherentsPage } from './components/adherents-page';
import { AuditPage } from './components/audit-page';
import { FichePage } from './components/fiche-page';
import { AudienceEditPage } from './components/audience-edit-page';
import { AudiencesPage } from './components/audiences-page';
import { audiencesTexts } from './components/audiences-texts';
import { NotificationEditPage } from './components/notification-edit-page';
import { NotificationsPage } from './components/notifications-page';
import { notificationsAdminTexts } from './components/notifications-texts';
import { adminTexts } from './texts';

/** One section of the back office: its place in the navigation, its card on the home page, its screens. */
export interface AdminSection {
  /** Under /admin. */
  path: string;
  /** The section shows when the staff member may read it (the server checks every call again). */
  resource: AdminResource;
  title: string;
  cardLead: string;
  /** Paths relative to /admin; the first is the section's list. */
  screens: RouteObject[];
}

/** Every section of the back office, in the navigation's order. A new section is one entry here. */
export const adminSections: AdminSection[] = [
  {
    path: 'adherents',
    resource: 'adherents',
    title: adminTexts.adherents.title,
    cardLead: adminTexts.adherents.cardLead,
    screens: [
      { path: 'adherents', element: <AdherentsPage /> },
      { path: 'adherents/:id', element: <FichePage /> },
    ],
  },
  {
    path: 'notifications',
    resource: 'notifications',
    title: notificationsAdminTexts.title,
    cardLead: notificationsAdminTexts.cardLead,
    screens: [
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'notifications/:id', element: <NotificationEditPage /> },
    ],
  },
  {
    path: 'audiences',
    resource: 'audiences',
    title: audiencesTexts.title,
    cardLead: audiencesTexts.cardLead,
    screens: [
      { path: 'audiences', element: <AudiencesPage /> },
      { path: 'audiences/:id', element: <AudienceEditPage /> },
    ],
  },
  {
    path: 'audit',
    resource: 'audit',
    title: adminTexts.audit.title,
    cardLead: adminTexts.audit.cardLead,
    screens: [{ path: 'audit', element: <AuditPage /> }],
  },
];
