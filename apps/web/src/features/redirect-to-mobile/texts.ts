export const redirectToMobileTexts = {
  title: 'Retour vers l’application',
  fallbackBefore: 'Si la redirection ne se fait pas, ',
  fallbackLink: 'cliquer ici',
  fallbackAfter: '.',
  invalidTitle: 'Adresse non valide',
  invalid:
    'L’adresse de redirection n’est pas valide : ce lien ne mène pas à l’application de votre mutuelle. Vous n’avez pas été redirigé.',
  home: 'Revenir à l’accueil',
} as const;
