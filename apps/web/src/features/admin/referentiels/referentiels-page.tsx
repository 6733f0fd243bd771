import { Link } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useReferentielTables } from './referentiels-api';
import { referentielsTexts as t } from './referentiels-texts';

/** Back office: the reference tables of the client (decision 031), each opening its editor. */
export function ReferentielsPage() {
  usePageTitle(t.title);
  const tables = useReferentielTables();
  return (
    <section className="card stack">
      <h1>{t.title}</h1>
      <p className="lead">{t.lead}</p>
      {tables.isPending ? (
        <LoadingStatus />
      ) : !tables.data ? (
        <p className="alert alert--danger" role="alert">
          {t.loadFailed}
        </p>
      ) : (
        <div className="data-grid__scroll" tabIndex={0} role="region" aria-labelledby="referentiels-caption">
          <table className="data-grid__table">
            <caption id="referentiels-caption">{t.tablesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.table}</th>
                <th scope="col">{t.columns.usage}</th>
                <th scope="col">{t.columns.valeurs}</th>
              </tr>
            </thead>
            <tbody>
              {tables.data.tables.map((table) => (
                <tr key={table.table}>
                  <th scope="row">
                    <Link to={`/admin/referentiels/${table.table}`}>{table.libelle}</Link>
                  </th>
                  <td className="cell--wrap">{table.usage}</td>
                  <td>{t.valeurs(table.actives, table.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
