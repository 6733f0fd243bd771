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
  resultCount: (count: number) => (count === 1 ? '1 question trouvée' : `${count} questions trouvées`),
  loading: 'Chargement des questions…',
  close: 'Fermer',
  backToHelp: 'Retour à l’aide',
} as const;
