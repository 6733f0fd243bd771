export const redirectToMobileTexts = {
  title: 'Retour vers l’application',
  fallbackBefore: 'Si la redirection ne se fait pas, ',
  fallbackLink: 'cliquer ici',
  fallbackAfter: '.',
  invalid: 'L’adresse de redirection n’est pas valide.',
} as const;
