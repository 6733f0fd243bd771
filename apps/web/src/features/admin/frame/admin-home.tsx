import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { useStaffRights } from '../shared/staff-rights';
import { adminSections } from './sections';
import { adminTexts } from '../shared/texts';

/** Back-office home: the sections the staff member's rights open (the server checks them again). */
export function AdminHome() {
  const { user } = useCurrentUser();
  const rights = useStaffRights();
  usePageTitle(adminTexts.title);
  const open = adminSections.filter((section) => rights.can(section.resource));
  return (
    <div className="stack">
      <section className="card">
        <h1>{adminTexts.title}</h1>
        {user && <p className="lead">{adminTexts.lead(user.prenom)}</p>}
        {open.length > 0 ? (
          <ul className="section-grid">
            {open.map((section) => (
              <li key={section.path} className="section-card">
                <h2 className="section-card__title">
                  <Link to={`/admin/${section.path}${section.search ?? ''}`}>{section.title}</Link>
                </h2>
                <p>{section.cardLead}</p>
              </li>
            ))}
          </ul>
        ) : (
          rights.isSuccess && <p>{adminTexts.noSection}</p>
        )}
      </section>
    </div>
  );
}
