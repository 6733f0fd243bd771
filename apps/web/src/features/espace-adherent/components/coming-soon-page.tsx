import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import type { MemberSection } from '../sections';
import { espaceAdherentTexts } from '../texts';

/** A section whose screens have not landed yet: said plainly, with a way on (never a dead link). */
export function ComingSoonPage({ section }: { section: MemberSection }) {
  usePageTitle(section.label);
  return (
    <section className="card stack">
      <h1>{section.label}</h1>
      <p className="badge">{espaceAdherentTexts.comingSoon}</p>
      <p>{section.description}</p>
      <p>{espaceAdherentTexts.comingSoonText}</p>
      <p>
        <Link to="/espace-adherent/demandes/nouvelle/contact">{espaceAdherentTexts.comingSoonContact}</Link>
      </p>
    </section>
  );
}
