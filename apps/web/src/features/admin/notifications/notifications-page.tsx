// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { Link } from 'react-router';
import {
  notificationSearchSchema,
  notificationStatuts,
  type NotificationRow,
  type NotificationStatut,
} from '@portail/shared/admin/notifications';
import { defineResource } from '@/lib/resources';
import { useStaffRights } from '../shared/staff-rights';
import type { GridColumn } from '../shared/data-grid/data-grid';
import type { GridFilter } from '../shared/data-grid/grid-filters';
import { GridListPage } from '../shared/data-grid/grid-list-page';
import { NotificationStatutBadge } from './notification-statut-badge';
import { notificationsAdminTexts as t } from './notifications-texts';

const notifications = defineResource({ route: 'notifications', front: false, label: t.title });
export const frDateTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
const c = t.columns;
const figure = (id: keyof NotificationRow & keyof typeof c): GridColumn<NotificationRow> => ({
  id,
  header: c[id],
  cell: ({ row }) => (row.original.statut === 'brouillon' ? '' : String(row.original[id])),
});

const columns: GridColumn<NotificationRow>[] = [
  {
    id: 'titre',
    header: c.titre,
    meta: { sortable: true },
    cell: ({ row }) => <Link to={`/admin/notifications/${row.original.id}`}>{row.original.titre}</Link>,
  },
  { id: 'audience', header: c.audience, cell: ({ row }) => row.original.audienceNom },
  { id: 'canaux', header: c.canaux, cell: ({ row }) => t.canaux(row.original.canalPortail, row.original.canalEmail) },
  { id: 'statut', header: c.statut, cell: ({ row }) => <NotificationStatutBadge statut={row.original.statut} /> },
  {
    id: 'programmeeLe',
    header: c.date,
    meta: { sortable: true },
    cell: ({ row }) => {
      const when = row.original.envoyeeLe ?? row.original.programmeeLe;
      return when ? frDateTime(when) : '';
    },
  },
  figure('destinataires'),
  figure('lues'),
  figure('emailsEnvoyes'),
  figure('emailsDesabonnes'),
  figure('emailsEchecs'),
];

const filters: GridFilter<'statut'>[] = [
  {
    name: 'statut',
    label: t.statut,
    type: 'select',
    allLabel: t.allStatuts,
    options: (Object.keys(notificationStatuts) as NotificationStatut[]).map((s) => ({
      value: s,
      label: notificationStatuts[s],
    })),
  },
];

/** Back office: the notifications sent, scheduled or drafted, with their delivery figures (issue 15). */
export function NotificationsPage() {
  const rights = useStaffRights();
  return (
    <GridListPage<NotificationRow, 'statut'>
      id="notifications"
      title={t.title}
      lead={t.lead}
      filtersLabel={t.filters}
      filters={filters}
      resource={notifications}
      schema={notificationSearchSchema}
      columns={columns}
      rowKey={(row) => String(row.id)}
    >
      {rights.can('notifications', 'create') && (
        <p>
          <Link className="btn btn--primary" to="/admin/notifications/nouvelle">
            {t.newNotification}
          </Link>
        </p>
      )}
    </GridListPage>
  );
}
