import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { contratsTexts as t } from '../texts';
import '../contrats.css';

const links = [
  { to: '/espace-adherent/contrats', label: t.nav.contrat, end: true },
  { to: '/espace-adherent/contrats/garanties', label: t.nav.garanties, end: false },
  { to: '/espace-adherent/contrats/estimation', label: t.nav.estimation, end: false },
  { to: '/espace-adherent/contrats/carte', label: t.nav.carte, end: false },
];

/** Every page of « Mes contrats »: the section's title, its four tabs as links, then the page. */
export function ContratsFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="stack contrats">
      <PageHeader mainTitle={t.title} title={title} subtitle={lead} />
      <nav className="contrats-nav no-print" aria-label={t.nav.label}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="contrats-nav__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** A read that failed: the server's French message in the page (the toast says it too). */
export function ReadError({ error, fallback }: { error: unknown; fallback: string }) {
  const message = error instanceof Error && error.message ? error.message : fallback;
  return (
    <p className="alert alert--info" role="alert">
      {message}
    </p>
  );
}
