import { formatEuros } from '@portail/shared/format';
import { domainesSoins, type PrestationsAnnee } from '@portail/shared/remboursements';
import { anneeTexts as t } from '../texts';

const amounts = (s: PrestationsAnnee['totaux']) => [
  formatEuros(s.fraisReels),
  formatEuros(s.montantSecu),
  formatEuros(s.montantMutuelle),
  formatEuros(s.resteAVotreCharge),
];

function Head({ first, extra }: { first: string; extra?: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {extra && <th scope="col">{extra}</th>}
        <th scope="col">{t.depense}</th>
        <th scope="col">{t.secu}</th>
        <th scope="col">{t.mutuelle}</th>
        <th scope="col">{t.reste}</th>
      </tr>
    </thead>
  );
}

/** The chart's figures as tables: what a screen reader reads, and anyone who prefers numbers. */
export function AnneeTables({ data }: { data: PrestationsAnnee }) {
  return (
    <>
      {/* Focusable so a keyboard can scroll a table wider than a phone. */}
      <div className="remb-table-wrap" role="region" aria-label={t.moisTable(data.annee)} tabIndex={0}>
        <table className="remb-table">
          <caption>{t.moisTable(data.annee)}</caption>
          <Head first={t.mois} />
          <tbody>
            {data.mois.map((m) => (
              <tr key={m.mois}>
                <th scope="row">{t.moisNoms[m.mois - 1]}</th>
                {amounts(m).map((v, i) => (
                  <td key={i}>{v}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.total}</th>
              {amounts(data.totaux).map((v, i) => (
                <td key={i}>{v}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="remb-table-wrap" role="region" aria-label={t.domaineTable(data.annee)} tabIndex={0}>
        <table className="remb-table">
          <caption>{t.domaineTable(data.annee)}</caption>
          <Head first={t.domaine} extra={t.actes} />
          <tbody>
            {data.domaines.map((d) => (
              <tr key={d.domaine}>
                <th scope="row">{domainesSoins[d.domaine]}</th>
                <td>{d.nombre}</td>
                {amounts(d).map((v, i) => (
                  <td key={i}>{v}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
