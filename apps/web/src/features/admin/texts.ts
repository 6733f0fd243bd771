import { frenchSpacing } from '@/lib/typography';

export const adminTexts = {
  title: 'Administration',
  lead: (prenom: string) =>
    frenchSpacing(
      `Bonjour ${prenom}. Les rubriques du back-office arrivent progressivement ; voici celles qui sont prévues.`,
    ),
  sectionsTitle: 'Rubriques du back-office',
  comingSoon: 'Bientôt disponible',
  sections: [
    { title: 'Référentiels', description: 'Les tables de référence utilisées par le portail.' },
    { title: 'Contenus (CMS)', description: 'Les pages, blocs et messages affichés aux adhérents.' },
    { title: 'Utilisateurs', description: 'Les comptes des adhérents et des collaborateurs.' },
    { title: 'Notifications', description: 'Les messages envoyés aux adhérents.' },
    { title: 'Audiences', description: 'Les groupes de destinataires des contenus et notifications.' },
    { title: 'Configuration des clients', description: 'Les textes, images, options et fonctionnalités par client.' },
  ],
} as const;
