import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type DocumentItem } from '@portail/shared/documents';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { resourceKeyRoot, saveDownloadedFile } from '@/lib/resources';
import { showToast } from '@/lib/toasts';
import { usePageTitle } from '@/lib/use-page-title';
import { frDate } from '@/lib/format-date';
import { useReferentiel } from '@/lib/api/referentiel';
import {
  type DocumentFilters,
  type DocumentSourceKey,
  documentUrl,
  downloadDocument,
  useDocuments,
} from '@/lib/api/documents';
import { documentsTexts as t } from '../texts';
import { DocumentViewer, viewerTexts } from '@/components/ui/document-viewer';

function DocumentList({ source }: { source: DocumentSourceKey }) {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<DocumentFilters>({});
  const [viewing, setViewing] = useState<DocumentItem | null>(null);
  const query = useDocuments(source, filters);
  const { data: categories } = useReferentiel('categories-documents');
  const documents = query.data?.pages.flatMap((p) => p.documents) ?? [];
  const filtered = Boolean(filters.categorie || filters.recherche);
  const ids = { categorie: useId(), recherche: useId() };
  // Opening marks the document read on the server: the list shows it at once.
  const opened = () => void queryClient.invalidateQueries({ queryKey: [resourceKeyRoot] });
  const download = (doc: DocumentItem) =>
    downloadDocument(source, doc.id)
      .then((file) => {
        saveDownloadedFile(file);
        opened();
      })
      .catch(() => showToast({ type: 'danger', text: viewerTexts.downloadFailed }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const categorie = data.get('categorie');
    const recherche = data.get('recherche');
    setFilters({
      categorie: typeof categorie === 'string' && categorie ? categorie : undefined,
      recherche: typeof recherche === 'string' && recherche.trim() ? recherche.trim() : undefined,
    });
  }

  return (
    <div className="stack">
      <form className="filters" role="search" onSubmit={apply}>
        <div className="field">
          <label htmlFor={ids.categorie}>{t.categorie}</label>
          <select id={ids.categorie} name="categorie" defaultValue="">
            <option value="">{t.allCategories}</option>
            {(categories?.entries ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.libelle}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.recherche}>{t.search}</label>
          <input id={ids.recherche} name="recherche" type="search" maxLength={100} />
        </div>
        <div className="button-row filters__actions">
          <button type="submit" className="btn btn--secondary">
            {t.searchButton}
          </button>
        </div>
      </form>
      {query.isPending ? (
        <LoadingStatus />
      ) : documents.length === 0 ? (
        <p>{filtered ? t.emptyFiltered : t.empty}</p>
      ) : (
        <>
          <p className="list-count" role="status">
            {t.count(documents.length, query.hasNextPage)}
          </p>
          <ul className="item-list">
            {documents.map((doc) => (
              <li key={doc.id} className={`item-list__item${doc.nonLu ? ' item-list__item--unread' : ''}`}>
                <div className="item-list__main">
                  <p className="item-list__title">
                    {doc.titre}
                    {doc.nonLu && <span className="unread-badge">{t.unread}</span>}
                  </p>
                  <p className="item-list__meta">
                    {doc.libelleCategorie} · {frDate(doc.dateDocument)} ·{' '}
                    {doc.contentType === 'application/pdf' ? 'PDF' : 'Image'}, {t.size(doc.taille / 1024)}
                  </p>
                </div>
                <div className="item-list__side">
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    aria-label={t.viewLabel(doc.titre)}
                    onClick={() => setViewing(doc)}
                  >
                    {viewerTexts.view}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-label={t.downloadLabel(doc.titre)}
                    onClick={() => void download(doc)}
                  >
                    {viewerTexts.download}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t.more}
            </button>
          )}
        </>
      )}
      {viewing && (
        <DocumentViewer
          title={viewing.titre}
          url={documentUrl(source, viewing.id, 'visionneuse')}
          contentType={viewing.contentType}
          onDownload={() => void download(viewing)}
          onClose={() => {
            setViewing(null);
            opened();
          }}
        />
      )}
    </div>
  );
}

/** #/espace-adherent/documents: courriers and contract documents, by category, unread marked. */
export function DocumentsPage() {
  usePageTitle(t.title);
  return (
    <section className="card stack">
      <PageHeader title={t.title} subtitle={t.lead} />
      <Tabs
        label={t.title}
        items={[
          { key: 'courriers', label: t.sources.courriers, content: <DocumentList source="courriers" /> },
          { key: 'ged', label: t.sources.ged, content: <DocumentList source="ged" /> },
        ]}
      />
    </section>
  );
}
