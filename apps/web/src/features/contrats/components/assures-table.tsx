import type { Assure } from '@portail/shared/contrat/contrat-detail';
import { frDate } from '@/lib/format-date';
import { contratsTexts } from '../texts';

const t = contratsTexts.contrat;

/** The people covered: a table on a wide screen, one card per person on a phone (CSS only). */
export function AssuresTable({ assures }: { assures: Assure[] }) {
  const [nom, lien, naissance, nir, tele] = t.columns;
  return (
    <table className="responsive-table">
      <thead>
        <tr>
          <th scope="col">{nom}</th>
          <th scope="col">{lien}</th>
          <th scope="col">{naissance}</th>
          <th scope="col">{nir}</th>
          <th scope="col">{tele}</th>
        </tr>
      </thead>
      <tbody>
        {assures.map((a) => (
          <tr key={a.numPers}>
            <th scope="row" data-label={nom}>
              {a.prenom} {a.nom} {a.estMoi && <span className="muted">{t.moi}</span>}
            </th>
            <td data-label={lien}>{a.libelleLien}</td>
            <td data-label={naissance}>{frDate(a.dateNaissance)}</td>
            <td data-label={nir}>
              <span className="nir-masque">{a.nirMasque ?? t.nirAbsent}</span>
            </td>
            <td data-label={tele}>
              {a.teletransmission ? (
                <span className="chip chip--contrat-valide">{t.teleActive}</span>
              ) : (
                <>
                  <span className="chip chip--contrat-suspendu">{t.teleInactive}</span>
                  {a.libelleMotifRefus && <span className="tele-motif">{a.libelleMotifRefus}</span>}
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
