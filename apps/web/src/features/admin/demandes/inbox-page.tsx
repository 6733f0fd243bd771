// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import {
  inboxAgeLibelles,
  inboxAges,
  inboxAssigneeLibelles,
  inboxAssignees,
  inboxExportLimit,
  inboxSearchSchema,
  type InboxRow,
} from '@portail/shared/admin/demandes';
import { statutDemandeLibelles, statutsDemande } from '@portail/shared/demandes';
import { formTypes, formRules } from '@portail/shared/forms/form-rules';
import { defineResource } from '@/lib/resources';
import { inboxTexts as t } from './inbox-texts';
import type { GridFilter } from '../shared/data-grid/grid-filters';
import { GridListPage } from '../shared/data-grid/grid-list-page';
import { inboxColumns } from './inbox-columns';

const demandes = defineResource({ route: 'demandes', front: false, label: t.title });
type FilterName = 'statut' | 'type' | 'age' | 'attribution' | 'recherche';

const filters: GridFilter<FilterName>[] = [
  {
    name: 'statut',
    label: t.statut,
    type: 'select',
    options: [
      { value: 'ouvertes', label: t.ouvertes },
      ...statutsDemande.map((s) => ({ value: s, label: statutDemandeLibelles[s] })),
    ],
  },
  {
    name: 'type',
    label: t.type,
    type: 'select',
    options: formTypes.map((type) => ({ value: type, label: formRules[type].libelle })),
  },
  {
    name: 'age',
    label: t.age,
    type: 'select',
    allLabel: 'Toutes',
    options: inboxAges.map((a) => ({ value: a, label: inboxAgeLibelles[a] })),
  },
  {
    name: 'attribution',
    label: t.attribution,
    type: 'select',
    allLabel: 'Toutes',
    options: inboxAssignees.map((a) => ({ value: a, label: inboxAssigneeLibelles[a] })),
  },
  { name: 'recherche', label: t.recherche },
];

/** Back office: the requests inbox (issue 14, decision 034), oldest first. */
export function InboxPage() {
  return (
    <GridListPage<InboxRow, FilterName>
      id="demandes"
      title={t.title}
      lead={t.lead}
      filtersLabel={t.filters}
      filters={filters}
      resource={demandes}
      schema={inboxSearchSchema}
      columns={inboxColumns}
      rowKey={(row) => String(row.id)}
      exportLimit={inboxExportLimit}
    />
  );
}
