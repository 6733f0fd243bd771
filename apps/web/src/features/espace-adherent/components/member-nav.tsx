import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useContrats } from '@/lib/contrats-context';
import { visibleSections } from '../sections';
import { espaceAdherentTexts } from '../texts';

/** The sections this member may see for the current contract (§6 switches, client then contract). */
export function useVisibleSections() {
  const { fonctionnalites } = useClientConfig();
  const { current } = useContrats();
  return visibleSections(fonctionnalites, current.numeroContratIndividuel);
}

/**
 * The member area's navigation: a row of links on a wide screen, a menu button on a phone
 * (the list is the same; the button only shows or hides it).
 */
export function MemberNav() {
  const sections = useVisibleSections();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const listId = useId();
  // Mon compte and the consents belong to « Mon profil » too.
  const inProfil = ['/espace-adherent/mon-compte', '/espace-adherent/consentements'].some((p) =>
    pathname.startsWith(p),
  );
  const current =
    sections.find(
      (s) => s.path !== '/espace-adherent' && (pathname.startsWith(s.path) || (s.key === 'profil' && inProfil)),
    ) ?? sections[0];
  return (
    <nav className="member-nav" aria-label={espaceAdherentTexts.navLabel}>
      <button
        type="button"
        className="btn btn--secondary member-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
        {espaceAdherentTexts.menu}
        {current && <span className="member-nav__current">{current.label}</span>}
      </button>
      <ul id={listId} className={`member-nav__list${open ? ' member-nav__list--open' : ''}`}>
        {sections.map((section) => (
          <li key={section.key}>
            <NavLink
              to={section.path}
              end={section.path === '/espace-adherent'}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `member-nav__link${isActive || (section.key === 'profil' && inProfil) ? ' member-nav__link--active' : ''}`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
