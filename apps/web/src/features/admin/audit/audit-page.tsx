// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { auditActionLabel, auditSearchSchema, type AuditRow } from '@portail/shared/admin/audit';
import { adminResourceLabels, adminResources } from '@portail/shared/admin/habilitations';
import { defineResource } from '@/lib/resources';
import { adminTexts } from '../shared/texts';
import type { GridColumn } from '../shared/data-grid/data-grid';
import type { GridFilter } from '../shared/data-grid/grid-filters';
import { GridListPage } from '../shared/data-grid/grid-list-page';

const t = adminTexts.audit;
const audit = defineResource({ route: 'audit', front: false, label: t.title });
type FilterName = 'actor' | 'resource' | 'target' | 'du' | 'au';

const frDateTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });
const compact = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const columns: GridColumn<AuditRow>[] = [
  { id: 'at', header: t.columns.at, meta: { sortable: true }, cell: ({ row }) => frDateTime(row.original.at) },
  { id: 'actor', header: t.columns.actor, accessorKey: 'actor', meta: { sortable: true } },
  {
    id: 'action',
    header: t.columns.action,
    meta: { sortable: true },
    cell: ({ row }) => auditActionLabel(row.original.action),
  },
  {
    id: 'target',
    header: t.columns.target,
    cell: ({ row }) => (
      <>
        {row.original.targetLabel ?? row.original.target}
        {row.original.targetLabel && <span className="muted"> ({row.original.target})</span>}
      </>
    ),
  },
  { id: 'reason', header: t.columns.reason, cell: ({ row }) => row.original.reason ?? '' },
  {
    id: 'change',
    header: t.columns.change,
    cell: ({ row }) =>
      row.original.before === null && row.original.after === null ? (
        ''
      ) : (
        <code className="audit-change">
          {compact(row.original.before) || '∅'} → {compact(row.original.after) || '∅'}
        </code>
      ),
  },
  { id: 'ip', header: t.columns.ip, cell: ({ row }) => row.original.ip ?? '' },
];

const filters: GridFilter<FilterName>[] = [
  { name: 'actor', label: t.actor },
  {
    name: 'resource',
    label: t.resource,
    type: 'select',
    allLabel: t.allResources,
    options: adminResources.map((r) => ({ value: r, label: adminResourceLabels[r] })),
  },
  { name: 'target', label: t.target },
  { name: 'du', label: t.du, type: 'date' },
  { name: 'au', label: t.au, type: 'date' },
];

/** Back office: the append-only audit log (issue 14, decision 029), searched and exported by auditors. */
export function AuditPage() {
  return (
    <GridListPage<AuditRow, FilterName>
      id="audit"
      title={t.title}
      lead={t.lead}
      filtersLabel={t.filters}
      filters={filters}
      resource={audit}
      schema={auditSearchSchema}
      columns={columns}
      rowKey={(row) => String(row.id)}
    />
  );
}
