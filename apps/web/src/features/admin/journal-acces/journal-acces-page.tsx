// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { Link } from 'react-router';
import {
  accesCategorieLabels,
  journalAccesSearchSchema,
  type JournalAccesRow,
} from '@portail/shared/admin/journal-acces';
import { accesCategories } from '@portail/shared/consultations';
import { defineResource } from '@/lib/resources';
import type { GridColumn } from '../shared/data-grid/data-grid';
import type { GridFilter } from '../shared/data-grid/grid-filters';
import { GridListPage } from '../shared/data-grid/grid-list-page';
import { journalAccesTexts as t } from './journal-acces-texts';

const journal = defineResource({ route: 'journal-acces', front: false, label: t.title });
type FilterName = 'adherent' | 'collaborateur' | 'categorie' | 'du' | 'au';

const frDateTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

/** A bulk read's criteria, as « nom : dupont, format : xlsx ». */
const criteres = (value: Record<string, unknown> | null) =>
  Object.entries(value ?? {})
    .map(([key, v]) => `${key} : ${String(v)}`)
    .join(', ');

const columns: GridColumn<JournalAccesRow>[] = [
  { id: 'at', header: t.columns.at, meta: { sortable: true }, cell: ({ row }) => frDateTime(row.original.at) },
  { id: 'collaborateur', header: t.columns.collaborateur, accessorKey: 'collaborateur' },
  {
    id: 'adherent',
    header: t.columns.adherent,
    cell: ({ row }) => {
      const a = row.original.adherent;
      return a ? (
        <Link to={`/admin/adherents/${a.id}`}>
          {a.prenom} {a.nom} <span className="muted">({a.numPers})</span>
        </Link>
      ) : (
        ''
      );
    },
  },
  { id: 'categorie', header: t.columns.categorie, cell: ({ row }) => accesCategorieLabels[row.original.categorie] },
  {
    id: 'detail',
    header: t.columns.detail,
    cell: ({ row }) => {
      const r = row.original;
      if (r.nombre !== null) return `${t.nombre(r.nombre)} — ${t.criteres} : ${criteres(r.criteres) || '∅'}`;
      return r.objet ? t.objet(r.objet) : '';
    },
  },
  { id: 'motif', header: t.columns.motif, cell: ({ row }) => row.original.motif ?? '' },
  {
    id: 'poste',
    header: t.columns.poste,
    cell: ({ row }) => [row.original.ip, row.original.navigateur].filter(Boolean).join(' — '),
  },
];

const filters: GridFilter<FilterName>[] = [
  { name: 'adherent', label: t.adherent },
  { name: 'collaborateur', label: t.collaborateur },
  {
    name: 'categorie',
    label: t.categorie,
    type: 'select',
    allLabel: t.allCategories,
    options: accesCategories.map((c) => ({ value: c, label: accesCategorieLabels[c] })),
  },
  { name: 'du', label: t.du, type: 'date' },
  { name: 'au', label: t.au, type: 'date' },
];

/** Back office: the staff read access log (issue 28, decision 049), searched by those holding its right. */
export function JournalAccesPage() {
  return (
    <GridListPage<JournalAccesRow, FilterName>
      id="journal-acces"
      title={t.title}
      lead={t.lead}
      filtersLabel={t.filters}
      filters={filters}
      resource={journal}
      schema={journalAccesSearchSchema}
      columns={columns}
      rowKey={(row) => String(row.id)}
      exportable={false}
    />
  );
}
