// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { Link } from 'react-router';
import { faqAvisSearchSchema, faqUserTypeLabels, type FaqAvisRow } from '@portail/shared/admin/faq';
import { faqUserTypes } from '@portail/shared/faq';
import { defineResource } from '@/lib/resources';
import type { GridColumn } from '../shared/data-grid/data-grid';
import type { GridFilter } from '../shared/data-grid/grid-filters';
import { GridListPage } from '../shared/data-grid/grid-list-page';
import { faqTexts } from './faq-texts';

const t = faqTexts.avis;
const avis = defineResource({ route: 'faq/avis', front: false, label: t.title });
type FilterName = 'userType' | 'titre';

const columns: GridColumn<FaqAvisRow>[] = [
  {
    id: 'titre',
    header: t.columns.titre,
    meta: { sortable: true },
    cell: ({ row }) => <Link to={`/admin/faq/questions/${row.original.id}`}>{row.original.title}</Link>,
  },
  { id: 'userType', header: t.columns.userType, cell: ({ row }) => faqUserTypeLabels[row.original.userType] },
  { id: 'categorie', header: t.columns.categorie, accessorKey: 'categorie' },
  {
    id: 'vues',
    header: t.columns.vues,
    meta: { sortable: true },
    cell: ({ row }) => row.original.vues.toLocaleString('fr-FR'),
  },
  {
    id: 'avis',
    header: t.columns.avis,
    meta: { sortable: true },
    cell: ({ row }) => `${row.original.utiles} / ${row.original.inutiles}`,
  },
  {
    id: 'taux',
    header: t.columns.taux,
    meta: { sortable: true },
    cell: ({ row }) =>
      row.original.taux === null ? <span className="muted">{t.noAnswer}</span> : t.rate(row.original.taux),
  },
  {
    id: 'commentaires',
    header: t.columns.commentaires,
    meta: { sortable: true },
    cell: ({ row }) =>
      row.original.commentaires === 0 ? (
        '0'
      ) : (
        <Link to={`/admin/faq/avis/${row.original.id}`}>
          {t.comments(row.original.commentaires)}
          <span className="visually-hidden"> — {row.original.title}</span>
        </Link>
      ),
  },
];

const filters: GridFilter<FilterName>[] = [
  {
    name: 'userType',
    label: t.userType,
    type: 'select',
    allLabel: t.allUserTypes,
    options: faqUserTypes.map((type) => ({ value: type, label: faqUserTypeLabels[type] })),
  },
  { name: 'titre', label: t.titre },
];

/** Back office: what members think of each FAQ answer, the least useful first (issue 15). */
export function FaqAvisPage() {
  return (
    <GridListPage<FaqAvisRow, FilterName>
      id="faq-avis"
      title={t.title}
      lead={t.lead}
      filtersLabel={t.filters}
      filters={filters}
      resource={avis}
      schema={faqAvisSearchSchema}
      columns={columns}
      rowKey={(row) => String(row.id)}
    >
      <p>
        <Link to="/admin/faq">{faqTexts.back}</Link>
      </p>
    </GridListPage>
  );
}
