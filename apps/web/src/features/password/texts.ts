import { identityMessages } from '@portail/shared/identity-messages';
import { passwordPageTexts } from './page-texts';

/** Texts of forgot-password, reset-password and their outcome pages (§2, §8). */
export const passwordTexts = {
  ...passwordPageTexts,
  userName: 'Identifiant (adresse e-mail)',
  dateNaissance: 'Date de naissance',
  /** §2 */
  send: 'Envoyer',
  back: 'Retour',
  /** §8 */
  forgotFailed: 'La demande de réinitialisation du mot de passe a échoué.',
  forgotDoneTitle: 'Demande prise en compte',
  forgotDone: identityMessages.forgotPasswordDone,
  home: 'Retour à l’accueil',
  resetTitle: 'Réinitialisation du mot de passe',
  resetLead: 'Choisissez votre nouveau mot de passe.',
  checking: 'Vérification du lien en cours…',
  password: 'Nouveau mot de passe',
  confirmPassword: 'Confirmation du nouveau mot de passe',
  submit: 'Valider',
  /** §8 */
  resetFailed: 'La réinitialisation du mot de passe a échoué.',
  resetDoneTitle: 'Mot de passe réinitialisé',
  resetDone: identityMessages.passwordReset,
  signIn: 'Se connecter',
  errorTitle: 'Lien expiré',
  /** §2 */
  invalidLink: identityMessages.invalidLink,
  newLink: 'Demander un nouveau lien',
} as const;
