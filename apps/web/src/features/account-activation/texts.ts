import { identityMessages } from '@portail/shared/identity-messages';

/** Texts of confirm-email, activate-user and activate-user-confirmation (§2, §8). */
export const activationTexts = {
  confirmTitle: 'Confirmation de votre adresse e-mail',
  confirming: 'Confirmation de votre adresse e-mail en cours…',
  confirmedTitle: 'Adresse e-mail confirmée',
  confirmed: identityMessages.emailConfirmed,
  alreadyTitle: 'Adresse e-mail déjà confirmée',
  already: identityMessages.alreadyConfirmed,
  expiredTitle: 'Lien expiré',
  expired: identityMessages.confirmationExpired,
  signIn: 'Se connecter',
  activateTitle: 'Activation de votre compte',
  checking: 'Vérification du lien en cours…',
  /** §2 */
  invalidLink: identityMessages.invalidLink,
  forgotPasswordLink: 'Demander un nouveau lien (mot de passe oublié)',
  activateLead: 'Choisissez le mot de passe de votre compte.',
  password: 'Mot de passe',
  confirmPassword: 'Confirmation du mot de passe',
  submit: 'Activer mon compte',
  /** §8 */
  activationFailed: "L'activation du compte a échoué.",
  activatedTitle: 'Compte activé',
  activated: identityMessages.accountActivated,
} as const;
