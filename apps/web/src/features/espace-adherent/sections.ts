import type { PublicClientConfig } from '@portail/shared/client-config';
import { type FeatureCode, isFeatureVisible } from '@portail/shared/feature-rules';

/**
 * The member area's sections, in the navigation's order (decision 022). `landed: false` keeps a
 * clear « bientôt disponible » page until its issue lands; `feature` follows §6 switches.
 */
export interface MemberSection {
  key: string;
  label: string;
  path: string;
  feature: FeatureCode | null;
  landed: boolean;
  description: string;
}

export const memberSections: readonly MemberSection[] = [
  {
    key: 'accueil',
    label: 'Accueil',
    path: '/espace-adherent',
    feature: null,
    landed: true,
    description: 'Votre contrat, vos dernières demandes et vos nouveaux documents.',
  },
  {
    key: 'contrats',
    label: 'Mes contrats',
    path: '/espace-adherent/contrats',
    feature: 'espaceContrats',
    landed: true,
    description: 'Vos garanties, vos bénéficiaires, votre carte de tiers payant et vos attestations.',
  },
  {
    key: 'remboursements',
    label: 'Mes remboursements',
    path: '/espace-adherent/remboursements',
    feature: 'espaceRemboursements',
    landed: true,
    description: 'Le détail de vos remboursements de soins et vos relevés.',
  },
  {
    key: 'documents',
    label: 'Mes documents',
    path: '/espace-adherent/documents',
    feature: 'espaceDocuments',
    landed: true,
    description: 'Vos courriers, attestations et échéanciers.',
  },
  {
    key: 'demandes',
    label: 'Mes demandes',
    path: '/espace-adherent/demandes',
    feature: 'espaceDemandes',
    landed: true,
    description: 'Vos demandes, leur suivi et vos échanges avec votre mutuelle.',
  },
  {
    key: 'profil',
    label: 'Mon profil',
    path: '/espace-adherent/profil',
    feature: 'espaceProfil',
    landed: true,
    description:
      'Votre identité, votre adresse, vos coordonnées bancaires et vos cotisations, vos préférences et votre compte.',
  },
];

/** The sections shown for this contract: §6, the client's switch then the contract's. */
export function visibleSections(
  fonctionnalites: PublicClientConfig['fonctionnalites'],
  numeroContrat: string | null,
): MemberSection[] {
  return memberSections.filter(
    (s) => s.feature === null || isFeatureVisible(fonctionnalites, s.feature, numeroContrat),
  );
}
