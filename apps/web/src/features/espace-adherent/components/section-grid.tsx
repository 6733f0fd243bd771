import { espaceAdherentTexts } from '../texts';

/** The member area's sections, each saying plainly that it is not there yet. */
export function SectionGrid() {
  return (
    <section aria-labelledby="sections-title">
      <h2 id="sections-title">{espaceAdherentTexts.sectionsTitle}</h2>
      <ul className="section-grid">
        {espaceAdherentTexts.sections.map((section) => (
          <li key={section.title} className="section-card">
            <h3 className="section-card__title">{section.title}</h3>
            <p>{section.description}</p>
            <p className="badge">{espaceAdherentTexts.comingSoon}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
