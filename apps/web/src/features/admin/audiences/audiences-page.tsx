// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { Link } from 'react-router';
import { audienceSearchSchema, type AudienceRow } from '@portail/shared/admin/audiences';
import { defineResource } from '@/lib/resources';
import { useStaffRights } from '../shared/staff-rights';
import type { GridColumn } from '../shared/data-grid/data-grid';
import type { GridFilter } from '../shared/data-grid/grid-filters';
import { GridListPage } from '../shared/data-grid/grid-list-page';
import { audiencesTexts as t } from './audiences-texts';

const audiences = defineResource({ route: 'audiences', front: false, label: t.title });
const frDateTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

const columns: GridColumn<AudienceRow>[] = [
  {
    id: 'nom',
    header: t.columns.nom,
    meta: { sortable: true },
    cell: ({ row }) => <Link to={`/admin/audiences/${row.original.id}`}>{row.original.nom}</Link>,
  },
  { id: 'description', header: t.columns.description, accessorKey: 'description' },
  {
    id: 'modifieeLe',
    header: t.columns.modifieeLe,
    meta: { sortable: true },
    cell: ({ row }) => frDateTime(row.original.modifieeLe),
  },
  { id: 'modifieePar', header: t.columns.modifieePar, accessorKey: 'modifieePar' },
  { id: 'notifications', header: t.columns.notifications, accessorKey: 'notifications' },
];

const filters: GridFilter<'nom'>[] = [{ name: 'nom', label: t.nom }];

/** Back office: the client's audiences (issue 15), each a rule over its members. */
export function AudiencesPage() {
  const rights = useStaffRights();
  return (
    <GridListPage<AudienceRow, 'nom'>
      id="audiences"
      title={t.title}
      lead={t.lead}
      filtersLabel={t.filters}
      filters={filters}
      resource={audiences}
      schema={audienceSearchSchema}
      columns={columns}
      rowKey={(row) => String(row.id)}
    >
      {rights.can('audiences', 'create') && (
        <p>
          <Link className="btn btn--primary" to="/admin/audiences/nouvelle">
            {t.newAudience}
          </Link>
        </p>
      )}
    </GridListPage>
  );
}
