import { Link } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useRoles } from './habilitations-api';
import { habilitationsTexts as t } from './habilitations-texts';
import { StaffAccounts } from './habilitations-staff-accounts';

/** Back office: the staff roles and how their rights are set in this client (decision 031). */
export function HabilitationsPage() {
  usePageTitle(t.title);
  const roles = useRoles();
  return (
    <div className="stack">
      <section className="card stack">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead}</p>
        {roles.isPending ? (
          <LoadingStatus />
        ) : !roles.data ? (
          <p className="alert alert--danger" role="alert">
            {t.loadFailed}
          </p>
        ) : (
          <div className="data-grid__scroll" tabIndex={0} role="region" aria-labelledby="roles-caption">
            <table className="data-grid__table">
              <caption id="roles-caption">{t.rolesCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.role}</th>
                  <th scope="col">{t.columns.droits}</th>
                  <th scope="col">{t.columns.etat}</th>
                </tr>
              </thead>
              <tbody>
                {roles.data.roles.map((role) => (
                  <tr key={role.code}>
                    <th scope="row">
                      <Link to={`/admin/habilitations/${encodeURIComponent(role.code)}`}>{role.libelle}</Link>
                    </th>
                    <td>{t.droits(role.habilitations.length)}</td>
                    <td>{role.spansClients ? t.multiClients : role.personnalise ? t.personnalise : t.depart}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <StaffAccounts />
    </div>
  );
}
