import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberSections } from '../sections';
import { espaceAdherentTexts } from '../texts';
import { ComingSoonPage } from './coming-soon-page';
import { useVisibleSections } from './member-nav';

/**
 * A section's pages, when §6 shows the section for this contract: « bientôt disponible » until
 * its issue lands, a plain refusal when the client or the contract turns it off.
 */
export function SectionGate({ section, children }: { section: string; children?: ReactNode }) {
  const visible = useVisibleSections().some((s) => s.key === section);
  const definition = memberSections.find((s) => s.key === section)!;
  if (!visible) {
    return (
      <section className="card stack">
        <h1>{definition.label}</h1>
        <p role="alert">{espaceAdherentTexts.sectionOff}</p>
        <p>
          <Link to="/espace-adherent">{espaceAdherentTexts.backHome}</Link>
        </p>
      </section>
    );
  }
  if (!definition.landed) return <ComingSoonPage section={definition} />;
  return children;
}
