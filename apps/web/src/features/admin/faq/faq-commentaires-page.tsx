// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { Link, useParams } from 'react-router';
import { faqCommentairesSearchSchema, faqUserTypeLabels, type FaqCommentaireRow } from '@portail/shared/admin/faq';
import { cmsDateTime } from '@portail/shared/admin/cms';
import { defineResource } from '@/lib/resources';
import { usePageTitle } from '@/lib/use-page-title';
import { DataGrid, type GridColumn } from '../shared/data-grid/data-grid';
import { useGridList } from '../shared/data-grid/use-grid-list';
import { faqTexts } from './faq-texts';

const t = faqTexts.avis;

const columns: GridColumn<FaqCommentaireRow>[] = [
  {
    id: 'date',
    header: t.columnsComments.date,
    meta: { sortable: true },
    cell: ({ row }) => cmsDateTime(row.original.at),
  },
  { id: 'utile', header: t.columnsComments.utile, cell: ({ row }) => (row.original.isUseful ? t.yes : t.no) },
  { id: 'userType', header: t.columnsComments.userType, cell: ({ row }) => faqUserTypeLabels[row.original.userType] },
  {
    id: 'comment',
    header: t.columnsComments.comment,
    cell: ({ row }) => <span className="faq-comment">{row.original.comment}</span>,
  },
];

/** Back office: the comments left on one answer, newest first. */
export function FaqCommentairesPage() {
  const id = Number(useParams().id);
  const resource = defineResource({
    route: `faq/questions/${id}/commentaires`,
    front: false,
    label: t.commentsTitle(''),
  });
  const list = useGridList<FaqCommentaireRow, never>(resource, faqCommentairesSearchSchema, []);
  const question = (list.query.data as { question?: { title: string } } | undefined)?.question;
  const title = t.commentsTitle(question?.title ?? '…');
  usePageTitle(title);
  return (
    <div className="stack">
      <section className="card">
        <p>
          <Link to="/admin/faq/avis">{t.back}</Link>
        </p>
        <h1>{title}</h1>
        <p className="lead">{t.commentsLead}</p>
      </section>
      <section className="card">
        <DataGrid
          id="faq-commentaires"
          caption={title}
          columns={columns}
          rows={list.query.data?.rows}
          total={list.query.data?.total}
          isFetching={list.query.isFetching}
          isError={list.query.isError && !list.query.data}
          state={list.state}
          onStateChange={list.onStateChange}
          rowKey={(row) => String(row.id)}
        />
      </section>
    </div>
  );
}
