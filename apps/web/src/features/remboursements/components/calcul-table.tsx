import { formatEuros } from '@portail/shared/format';
import type { LigneRemboursement } from '@portail/shared/remboursements';
import { detailTexts as t } from '../texts';

/** The arithmetic, visible: fee − SS − deductions − mutuelle = rest (decision 040). */
export function CalculTable({ ligne }: { ligne: LigneRemboursement }) {
  const rows: [string, number, string?][] = [
    [t.lignes.fraisReels, ligne.fraisReels, 'remb-calc__start'],
    [t.lignes.montantSecu, ligne.montantSecu],
  ];
  if (ligne.participationForfaitaire > 0)
    rows.push([t.lignes.participationForfaitaire, ligne.participationForfaitaire]);
  if (ligne.franchise > 0) rows.push([t.lignes.franchise, ligne.franchise]);
  rows.push(
    [t.lignes.montantMutuelle, ligne.montantMutuelle],
    [t.lignes.resteACharge, ligne.resteACharge, 'remb-calc__result'],
  );
  return (
    <table className="remb-calc">
      <caption className="visually-hidden">{t.calculCaption}</caption>
      <tbody>
        {rows.map(([label, cents, className]) => (
          <tr key={label} className={className}>
            <th scope="row">{label}</th>
            <td>{formatEuros(cents)}</td>
          </tr>
        ))}
        {ligne.resteAVotreCharge !== ligne.resteACharge && (
          <tr className="remb-calc__total">
            <th scope="row">{t.lignes.resteAVotreCharge}</th>
            <td>{formatEuros(ligne.resteAVotreCharge)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
