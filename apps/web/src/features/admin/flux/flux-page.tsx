// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useQuery } from '@tanstack/react-query';
import {
  changementLibelle,
  changementLibelles,
  fluxEtatLibelles,
  fluxEtats,
  fluxSearchSchema,
  type FluxEtat,
  type FluxRow,
} from '@portail/shared/admin/flux';
import { apiJson } from '@/lib/api-client';
import { frDateTime } from '@/lib/format-date';
import { defineResource } from '@/lib/resources';
import { fluxTexts as t } from './flux-texts';
import type { GridColumn } from '../shared/data-grid/data-grid';
import type { GridFilter } from '../shared/data-grid/grid-filters';
import { GridListPage } from '../shared/data-grid/grid-list-page';

const flux = defineResource({ route: 'flux', front: false, label: t.title });
type FilterName = 'type' | 'etat' | 'recherche' | 'du' | 'au';

const filters: GridFilter<FilterName>[] = [
  {
    name: 'type',
    label: t.type,
    type: 'select',
    options: Object.entries(changementLibelles).map(([value, label]) => ({ value, label })),
  },
  {
    name: 'etat',
    label: t.etat,
    type: 'select',
    options: fluxEtats.map((e) => ({ value: e, label: fluxEtatLibelles[e] })),
  },
  { name: 'recherche', label: t.recherche },
  { name: 'du', label: t.du, type: 'date' },
  { name: 'au', label: t.au, type: 'date' },
];

/** One value as a line of the feed shows it: scalars as they are, lists joined, records by their keys. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (value !== null && typeof value === 'object') return `{ ${Object.keys(value).join(', ')} }`;
  return String(value);
}

/** The data as « clé : valeur » pairs, the way an operator reads them on a support call. */
function donnees(row: FluxRow): string {
  return Object.entries(row.donnees)
    .filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => `${key} : ${shown(value)}`)
    .join(' · ');
}

const columns: GridColumn<FluxRow>[] = [
  { id: 'id', header: t.columns.id, meta: { sortable: true }, cell: ({ row }) => row.original.id },
  { id: 'date', header: t.columns.date, cell: ({ row }) => frDateTime(row.original.createdAt) },
  { id: 'type', header: t.columns.type, cell: ({ row }) => changementLibelle(row.original.type) },
  { id: 'adherent', header: t.columns.adherent, cell: ({ row }) => row.original.numPers ?? '' },
  { id: 'contrat', header: t.columns.contrat, cell: ({ row }) => row.original.numeroContrat ?? '' },
  { id: 'demande', header: t.columns.demande, cell: ({ row }) => row.original.demandeNumero ?? '' },
  {
    id: 'donnees',
    header: t.columns.donnees,
    cell: ({ row }) => <span className="cell-wrap audit-change">{donnees(row.original)}</span>,
  },
  {
    id: 'etat',
    header: t.columns.etat,
    cell: ({ row }) => (
      <span className={`badge ${row.original.exporte ? '' : 'sla--bientot'}`}>
        {fluxEtatLibelles[row.original.exporte ? 'exporte' : 'en_attente']}
      </span>
    ),
  },
];

/** Where the export stands: last run, what waits, since when. */
function ExportState() {
  const state = useQuery({
    queryKey: ['admin-flux-etat'],
    queryFn: ({ signal }) => apiJson<FluxEtat>('/api/admin/flux/etat', { signal }),
    meta: { resourceLabel: t.etatTitle },
  });
  const s = state.data;
  if (!s) return null;
  return (
    <section className="flux-state" aria-labelledby="flux-state-title">
      <h2 id="flux-state-title">{t.etatTitle}</h2>
      <p>
        {s.dernierExport ? t.dernierExport(frDateTime(s.dernierExport)) : t.jamaisExporte}{' '}
        {s.exporteJusqua > 0 && t.jusqua(s.exporteJusqua)}
      </p>
      <p>
        <strong>{t.enAttente(s.enAttente)}</strong>
        {s.plusAncienEnAttente ? t.depuis(frDateTime(s.plusAncienEnAttente)) : ''}
      </p>
      <p className="field__help">{t.commande}</p>
    </section>
  );
}

/** Back office: the outbound change feed and its export state (issue 14). */
export function FluxPage() {
  return (
    <GridListPage<FluxRow, FilterName>
      id="flux"
      title={t.title}
      lead={t.lead}
      filtersLabel={t.filters}
      filters={filters}
      resource={flux}
      schema={fluxSearchSchema}
      columns={columns}
      rowKey={(row) => String(row.id)}
      exportable={false}
    >
      <ExportState />
    </GridListPage>
  );
}
