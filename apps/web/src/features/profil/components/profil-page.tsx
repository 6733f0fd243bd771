import '../profil.css';
import type { ReactNode } from 'react';
import { NavLink, useParams } from 'react-router';
import { useContrats } from '@/lib/contrats-context';
import { profilTexts as t } from '../texts';
import { AdresseTab } from './adresse-tab';
import { BanqueTab } from './banque-tab';
import { CotisationsTab } from './cotisations-tab';
import { IdentiteTab } from './identite-tab';
import { PreferencesTab } from './preferences-tab';

type Onglet = keyof typeof t.tabs;

const paths: Record<Onglet, string> = {
  identite: '/espace-adherent/profil',
  adresse: '/espace-adherent/profil/adresse',
  banque: '/espace-adherent/profil/banque',
  cotisations: '/espace-adherent/profil/cotisations',
  preferences: '/espace-adherent/profil/preferences',
  compte: '/espace-adherent/mon-compte',
};

/**
 * « Mon profil »: one place for the identity, the address, the bank details and premiums (the
 * contract's holder only), the preferences and « Mon compte », each tab its own address so that
 * links, the browser's history and #/espace-adherent/mon-compte keep working.
 */
export function ProfilPage({ compte }: { compte?: ReactNode }) {
  const { current } = useContrats();
  const param = useParams().onglet;
  const onglet: Onglet = compte ? 'compte' : ((param as Onglet | undefined) ?? 'identite');
  const onglets = (Object.keys(paths) as Onglet[]).filter(
    (o) => current.isSouscripteur || (o !== 'banque' && o !== 'cotisations'),
  );
  const shown = onglets.includes(onglet) && (onglet !== 'compte' || compte) ? onglet : 'identite';
  return (
    <div className="stack profil">
      <nav className="profil-tabs" aria-label={t.title}>
        <ul>
          {onglets.map((o) => (
            <li key={o}>
              <NavLink to={paths[o]} end className="profil-tabs__link">
                {t.tabs[o]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {shown === 'identite' && <IdentiteTab />}
      {shown === 'adresse' && <AdresseTab />}
      {shown === 'banque' && <BanqueTab />}
      {shown === 'cotisations' && <CotisationsTab />}
      {shown === 'preferences' && <PreferencesTab />}
      {shown === 'compte' && compte}
    </div>
  );
}
