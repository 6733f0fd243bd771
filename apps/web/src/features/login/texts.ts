import { loginPageTexts } from './page-texts';

/** Texts of the sign-in form. */
export const loginTexts = {
  ...loginPageTexts,
  userName: 'Identifiant (adresse e-mail)',
  password: 'Mot de passe',
  submit: 'Se connecter',
  submitting: 'Connexion en cours…',
  forgotPassword: 'Mot de passe oublié ?',
  userNameRequired: 'Merci de renseigner votre identifiant.',
  passwordRequired: 'Merci de renseigner votre mot de passe.',
  tooLong: 'Ce champ est trop long.',
  forgotUsername: 'Identifiant oublié ?',
} as const;
