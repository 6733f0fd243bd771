import { frenchSpacing } from '@/lib/typography';

/** The gate of /admin: what a member who opens it reads. */
export const adminGateTexts = {
  staffOnlyTitle: 'Accès réservé au personnel',
  staffOnlyText: 'Cet espace est réservé aux collaborateurs habilités. Votre compte ne permet pas d’y accéder.',
  memberAreaLink: 'Aller à mon espace adhérent',
} as const;

export const adminTexts = {
  title: 'Administration',
  navLabel: 'Rubriques du back-office',
  home: 'Accueil',
  lead: (prenom: string) =>
    frenchSpacing(
      `Bonjour ${prenom}. Voici les rubriques du back-office ouvertes à votre rôle, et celles qui arrivent.`,
    ),
  consultant: 'Vous consultez le back-office : aucune modification n’est possible avec votre compte.',
  sectionsTitle: 'Rubriques à venir',
  comingSoon: 'Bientôt disponible',
  sections: [
    { title: 'Demandes', description: 'La file des demandes des adhérents, leur traitement et leurs échanges.' },
    { title: 'Référentiels', description: 'Les tables de référence utilisées par le portail.' },
    { title: 'Contenus (CMS)', description: 'Les pages, blocs et messages affichés aux adhérents.' },
    { title: 'Notifications', description: 'Les messages envoyés aux adhérents.' },
    { title: 'Audiences', description: 'Les groupes de destinataires des contenus et notifications.' },
    { title: 'Configuration des clients', description: 'Les textes, images, options et fonctionnalités par client.' },
    { title: 'Journal d’audit', description: 'Chaque modification faite par le personnel, consultable et exportable.' },
  ],
  adherents: {
    title: 'Adhérents',
    cardLead: 'Rechercher un adhérent et voir l’état de son compte du portail.',
    lead: frenchSpacing(
      'Recherchez par nom, numéro d’adhérent, contrat, e-mail, numéro de sécurité sociale (exact) ou code postal.',
    ),
    filters: 'Critères de recherche',
    nom: 'Nom ou prénom',
    numPers: 'Numéro d’adhérent',
    contrat: 'Numéro de contrat',
    email: 'E-mail',
    nir: 'Numéro de sécurité sociale (13 caractères)',
    codePostal: 'Code postal',
    search: 'Rechercher',
    reset: 'Effacer les critères',
    columns: {
      numPers: 'N° adhérent',
      nom: 'Nom',
      prenom: 'Prénom',
      dateNaissance: 'Naissance',
      email: 'E-mail',
      codePostal: 'Code postal',
      ville: 'Commune',
      contrats: 'Contrats',
      compte: 'Compte',
    },
  },
} as const;

export const gridTexts = {
  results: (total: number) =>
    total === 0 ? 'Aucun résultat' : total === 1 ? '1 résultat' : `${total.toLocaleString('fr-FR')} résultats`,
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  previous: 'Page précédente',
  next: 'Page suivante',
  pageSize: 'Lignes par page',
  columns: 'Colonnes affichées',
  export: 'Exporter en CSV',
  exportTooWide: (limit: number) =>
    `Export en CSV jusqu’à ${limit.toLocaleString('fr-FR')} lignes : affinez la recherche pour exporter.`,
  loadFailed: 'Les résultats n’ont pas pu être chargés.',
  sortBy: (column: string) => `Trier par ${column}`,
  empty: 'Aucune ligne ne correspond à ces critères.',
  loading: 'Chargement des résultats…',
} as const;
