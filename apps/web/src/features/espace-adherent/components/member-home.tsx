import { useCurrentUser } from '@/lib/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { espaceAdherentTexts } from '../texts';
import { ContratSelector } from './contrat-selector';
import { SectionGrid } from './section-grid';

/** #/espace-adherent: greeting, contract choice and the sections to come (sign-out is in the header). */
export function MemberHome() {
  const { user } = useCurrentUser();
  usePageTitle(espaceAdherentTexts.pageTitle);
  return (
    <div className="stack">
      <section className="card member-home__intro">
        <div className="member-home__heading">
          <h1>{user ? espaceAdherentTexts.greeting(user.prenom, user.nom) : espaceAdherentTexts.pageTitle}</h1>
          <p className="lead">{espaceAdherentTexts.lead}</p>
        </div>
        <ContratSelector />
      </section>
      <SectionGrid />
    </div>
  );
}
