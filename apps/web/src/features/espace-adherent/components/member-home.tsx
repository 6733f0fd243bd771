import { useCurrentUser } from '@/lib/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { espaceAdherentTexts } from '../texts';
import { ContratCard } from './contrat-card';
import { DemandesCard, DocumentsCard, RemboursementsCard } from './home-cards';
import { useVisibleSections } from './member-nav';

/** #/espace-adherent: greeting, the current contract, and a card per section that has one. */
export function MemberHome() {
  const { user } = useCurrentUser();
  const visible = new Set(useVisibleSections().map((s) => s.key));
  usePageTitle(espaceAdherentTexts.pageTitle);
  return (
    <div className="stack">
      <section className="member-home__heading">
        <h1>{user ? espaceAdherentTexts.greeting(user.prenom, user.nom) : espaceAdherentTexts.pageTitle}</h1>
        <p className="lead">{espaceAdherentTexts.lead}</p>
      </section>
      <div className="home-grid">
        <ContratCard />
        {visible.has('remboursements') && <RemboursementsCard />}
        {visible.has('demandes') && <DemandesCard />}
        {visible.has('documents') && <DocumentsCard />}
      </div>
    </div>
  );
}
