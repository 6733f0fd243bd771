import { useStaffAccounts } from './habilitations-api';
import { habilitationsTexts as t } from './habilitations-texts';

/** Who holds which role in this client (read only: accounts are managed elsewhere). */
export function StaffAccounts() {
  const comptes = useStaffAccounts().data?.comptes;
  if (!comptes) return null;
  const c = t.comptesColumns;
  return (
    <section className="card stack" aria-labelledby="comptes-title">
      <h2 id="comptes-title">{t.comptesTitle}</h2>
      <div className="data-grid__scroll" tabIndex={0} role="region" aria-labelledby="comptes-caption">
        <table className="data-grid__table">
          <caption id="comptes-caption">{t.comptesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{c.identifiant}</th>
              <th scope="col">{c.nom}</th>
              <th scope="col">{c.roles}</th>
              <th scope="col">{c.consultant}</th>
              <th scope="col">{c.etat}</th>
            </tr>
          </thead>
          <tbody>
            {comptes.map((compte) => (
              <tr key={compte.userName}>
                <td>{compte.userName}</td>
                <td>{[compte.prenom, compte.nom].filter(Boolean).join(' ')}</td>
                <td>{compte.roles.join(', ')}</td>
                <td>{compte.isConsultant ? t.oui : t.non}</td>
                <td>{compte.disabled ? t.desactive : t.actif}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
