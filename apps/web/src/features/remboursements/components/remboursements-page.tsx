import { useState } from 'react';
import { Link } from 'react-router';
import type { RemboursementFiltres } from '@portail/shared/remboursements';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeader } from '@/components/ui/page-header';
import { useMarquerVus, useRemboursementOptions, useRemboursements } from '@/lib/api/remboursements';
import { usePageTitle } from '@/lib/use-page-title';
import { remboursementsTexts as t } from '../texts';
import { RemboursementsFiltres } from './remboursements-filtres';
import { RemboursementsListe } from './remboursements-liste';
import { RemboursementsOutils } from './remboursements-outils';
import { RemboursementsTotaux } from './remboursements-totaux';

/** #/espace-adherent/remboursements: every line, newest payment first, filters, totals, statements. */
export function RemboursementsPage() {
  usePageTitle(t.title);
  const [filtres, setFiltres] = useState<RemboursementFiltres>({});
  const options = useRemboursementOptions();
  const query = useRemboursements(filtres);
  const vus = useMarquerVus();
  const lignes = query.data?.pages.flatMap((p) => p.lignes) ?? [];
  const totaux = query.data?.pages[0]?.totaux ?? null;
  const filtered = Object.values(filtres).some(Boolean);
  const nouveaux = options.data?.nouveaux ?? 0;

  return (
    <div className="stack">
      <section className="card stack">
        <div className="page-header--with-action">
          <PageHeader title={t.title} subtitle={t.lead} />
          <Link className="btn btn--secondary" to="/espace-adherent/remboursements/annee">
            {t.yearLink}
          </Link>
        </div>
        {nouveaux > 0 && (
          <p className="remb-news">
            <span>{t.nouveaux(nouveaux)}</span>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => vus.mutate()}>
              {t.toutVu}
            </button>
          </p>
        )}
        <RemboursementsFiltres options={options.data} filtres={filtres} onChange={setFiltres} />
      </section>

      <section className="card stack" aria-labelledby="remb-liste" aria-busy={query.isFetching}>
        <h2 id="remb-liste" className="visually-hidden">
          {t.title}
        </h2>
        {totaux && totaux.nombre > 0 && <RemboursementsTotaux totaux={totaux} />}
        {query.isPending ? (
          <LoadingStatus />
        ) : lignes.length === 0 ? (
          <p>{filtered ? t.emptyFiltered : t.empty}</p>
        ) : (
          <>
            <p className="list-count" role="status">
              {t.count(lignes.length, query.hasNextPage)}
            </p>
            <RemboursementsListe lignes={lignes} />
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
      </section>

      <RemboursementsOutils filtres={filtres} options={options.data} />
    </div>
  );
}
