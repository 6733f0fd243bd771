// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { Link } from 'react-router';
import {
  adherentExportLimit,
  adherentSearchSchema,
  compteEtatLabels,
  type AdherentRow,
} from '@portail/shared/admin/adherents';
import { defineResource } from '@/lib/resources';
import { adminTexts } from '../shared/texts';
import type { GridColumn } from '../shared/data-grid/data-grid';
import type { GridFilter } from '../shared/data-grid/grid-filters';
import { GridListPage } from '../shared/data-grid/grid-list-page';

const t = adminTexts.adherents;
const adherents = defineResource({ route: 'adherents', front: false, label: t.title });
const filterNames = ['nom', 'numPers', 'contrat', 'email', 'nir', 'codePostal'] as const;
type FilterName = (typeof filterNames)[number];

const frDate = (iso: string) => iso.split('-').reverse().join('/');

const columns: GridColumn<AdherentRow>[] = [
  { id: 'numPers', header: t.columns.numPers, accessorKey: 'numPers', meta: { sortable: true } },
  {
    id: 'nom',
    header: t.columns.nom,
    meta: { sortable: true },
    // The sheet of the member: his name is the link, as in any directory.
    cell: ({ row }) => <Link to={`/admin/adherents/${row.original.id}`}>{row.original.nom}</Link>,
  },
  { id: 'prenom', header: t.columns.prenom, accessorKey: 'prenom' },
  { id: 'dateNaissance', header: t.columns.dateNaissance, cell: ({ row }) => frDate(row.original.dateNaissance) },
  { id: 'email', header: t.columns.email, cell: ({ row }) => row.original.email ?? '' },
  { id: 'codePostal', header: t.columns.codePostal, accessorKey: 'codePostal', meta: { sortable: true } },
  { id: 'ville', header: t.columns.ville, cell: ({ row }) => row.original.ville ?? '' },
  { id: 'contrats', header: t.columns.contrats, cell: ({ row }) => row.original.contrats.join(', ') },
  {
    id: 'compte',
    header: t.columns.compte,
    cell: ({ row }) => (
      <span className={`badge badge--${row.original.compte}`}>{compteEtatLabels[row.original.compte]}</span>
    ),
  },
];

const filters: GridFilter<FilterName>[] = filterNames.map((name) => ({
  name,
  label: t[name],
  inputMode: name === 'codePostal' || name === 'nir' ? 'numeric' : name === 'email' ? 'email' : undefined,
}));

/** Back office: the member search (issue 14), on the data grid. */
export function AdherentsPage() {
  return (
    <GridListPage<AdherentRow, FilterName>
      id="adherents"
      title={t.title}
      lead={t.lead}
      filtersLabel={t.filters}
      filters={filters}
      resource={adherents}
      schema={adherentSearchSchema}
      columns={columns}
      rowKey={(row) => String(row.id)}
      exportLimit={adherentExportLimit}
    />
  );
}
