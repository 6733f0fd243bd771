import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { useStaffRights } from '../api/staff-rights';
import { adminTexts } from '../texts';

/** Back-office home: the sections the staff member's rights open, then those still to come. */
export function AdminHome() {
  const { user } = useCurrentUser();
  const rights = useStaffRights();
  usePageTitle(adminTexts.title);
  return (
    <div className="stack">
      <section className="card">
        <h1>{adminTexts.title}</h1>
        {user && <p className="lead">{adminTexts.lead(user.prenom)}</p>}
        {rights.can('adherents') && (
          <ul className="section-grid">
            <li className="section-card">
              <h2 className="section-card__title">
                <Link to="/admin/adherents">{adminTexts.adherents.title}</Link>
              </h2>
              <p>{adminTexts.adherents.cardLead}</p>
            </li>
          </ul>
        )}
      </section>
      <section aria-labelledby="admin-sections-title">
        <h2 id="admin-sections-title">{adminTexts.sectionsTitle}</h2>
        <ul className="section-grid">
          {adminTexts.sections.map((section) => (
            <li key={section.title} className="section-card">
              <h3 className="section-card__title">{section.title}</h3>
              <p>{section.description}</p>
              <p className="badge">{adminTexts.comingSoon}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
