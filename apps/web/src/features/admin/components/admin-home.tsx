import { useCurrentUser } from '@/lib/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { adminTexts } from '../texts';

/** Back-office home: the sections to come, honestly marked as not yet available. */
export function AdminHome() {
  const { user } = useCurrentUser();
  usePageTitle(adminTexts.title);
  return (
    <div className="stack">
      <section className="card">
        <h1>{adminTexts.title}</h1>
        {user && <p className="lead">{adminTexts.lead(user.prenom)}</p>}
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
