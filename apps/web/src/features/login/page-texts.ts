/** What the sign-in page shows before its form's code has loaded (it ships with the app). */
export const loginPageTexts = {
  pageTitle: 'Connexion',
  title: 'Connexion à votre espace',
  lead: 'Saisissez votre identifiant et votre mot de passe.',
  alreadySignedIn: (prenom: string, nom: string) => `Vous êtes déjà connecté(e) en tant que ${prenom} ${nom}.`,
  continue: 'Continuer',
} as const;
