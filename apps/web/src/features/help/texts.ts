import '@/lib/zod-setup';
import { faqMessages } from '@portail/shared/faq';

export const helpTexts = {
  title: 'Aide à la connexion',
  intro: 'Trouvez la réponse à votre question : recherchez un mot ou parcourez les questions.',
  searchLabel: 'Rechercher dans l’aide',
  searchPlaceholder: 'Par exemple : mot de passe oublié',
  searchButton: 'Rechercher',
  tabsLabel: 'Questions de l’aide',
  tabs: faqMessages.tabs,
  noResult: (query: string) => `Aucune question ne correspond à « ${query} ». Essayez un autre mot.`,
  searching: 'Recherche en cours…',
  searchFailed: 'La recherche n’a pas pu aboutir. Réessayez dans quelques instants.',
  resultCount: (count: number) => (count === 1 ? '1 question trouvée' : `${count} questions trouvées`),
  loading: 'Chargement des questions…',
  close: 'Fermer',
} as const;
