export const loginTexts = {
  pageTitle: 'Connexion',
  title: 'Connexion à votre espace',
  lead: 'Saisissez votre identifiant et votre mot de passe.',
  userName: 'Identifiant (adresse e-mail)',
  password: 'Mot de passe',
  submit: 'Se connecter',
  submitting: 'Connexion en cours…',
  forgotPassword: 'Mot de passe oublié ?',
  userNameRequired: 'Merci de renseigner votre identifiant.',
  passwordRequired: 'Merci de renseigner votre mot de passe.',
  tooLong: 'Ce champ est trop long.',
  alreadySignedIn: (prenom: string, nom: string) => `Vous êtes déjà connecté(e) en tant que ${prenom} ${nom}.`,
  continue: 'Continuer',
  /** §2 confirm-email's button, offered here too. */
  newLink: 'Recevoir un nouveau lien',
  /** §8 */
  resendFailed: "Le renvoi du mail d'activation a échoué.",
  createAccount: 'Créer mon compte',
  forgotUsername: 'Identifiant oublié ?',
} as const;
