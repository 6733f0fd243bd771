import { formatEuros } from '@portail/shared/format';
import type { TotauxRemboursement } from '@portail/shared/remboursements';
import { remboursementsTexts as t } from '../texts';

/** Totals of every line of the filter (not only those shown). */
export function RemboursementsTotaux({ totaux }: { totaux: TotauxRemboursement }) {
  const items = [
    [t.totals.fraisReels, formatEuros(totaux.fraisReels)],
    [t.totals.montantSecu, formatEuros(totaux.montantSecu)],
    [t.totals.montantMutuelle, formatEuros(totaux.montantMutuelle)],
    [t.totals.resteAVotreCharge, formatEuros(totaux.resteAVotreCharge)],
  ] as const;
  return (
    <section className="remb-totals" aria-labelledby="remb-totaux">
      <h2 id="remb-totaux" className="remb-totals__title">
        {t.totalsTitle} ({t.totals.nombre.toLowerCase()} : {totaux.nombre.toLocaleString('fr-FR')})
      </h2>
      <dl className="remb-totals__list">
        {items.map(([label, value]) => (
          <div key={label} className="remb-totals__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="remb-totals__note">{t.totalsNote}</p>
    </section>
  );
}
