import { registerPageTexts } from './page-texts';

/** Texts of registration, display-email and the forgotten identifier (§2, §5, §8). */
export const registerTexts = {
  ...registerPageTexts,
  forgotUsernameTitle: 'Nouvel identifiant',
  forgotUsernameLead:
    'Vous ne vous souvenez plus de votre identifiant ? Renseignez les informations qui figurent sur votre carte d’adhérent : après vérification, vous choisirez un nouvel identifiant et un nouveau mot de passe.',
  whoAreYou: 'Vos informations d’adhérent',
  yourAccount: 'Vos identifiants de connexion',
  numeroContrat: 'Numéro d’adhérent',
  nir: 'Numéro de sécurité sociale (sans clé)',
  nirHint: '13 caractères, sans les 2 chiffres de la clé.',
  /** §5: the join word between member number and social security number. */
  joinAll: 'et',
  joinOneOfTwo: 'ou',
  prenom: 'Prénom',
  nom: 'Nom',
  dateNaissance: 'Date de naissance',
  codePostal: 'Code postal',
  iban: '4 derniers caractères de votre IBAN',
  email: 'Identifiant (adresse e-mail)',
  newEmail: 'Nouvel identifiant (adresse e-mail)',
  password: 'Mot de passe',
  confirmPassword: 'Confirmation du mot de passe',
  consentsTitle: 'Vos consentements',
  dematerialization: 'Je choisis de recevoir mes documents sous forme électronique (zéro papier)',
  submit: 'Créer mon compte',
  submitting: 'Création en cours…',
  back: 'Retour',
  /** §8 failure toast */
  failed: 'La création du compte a échoué.',
  verify: 'Vérifier mes informations',
  continueForgot: 'Enregistrer mon nouvel identifiant',
  forgotFailed: 'Le changement d’identifiant a échoué.',
  currentUserName: (userName: string) => `Votre identifiant actuel : ${userName}.`,
  codeVerified: 'Votre identité est vérifiée : choisissez votre nouvel identifiant et votre mot de passe.',
  forgotDoneTitle: 'Votre nouvel identifiant est enregistré',
  newUserName: (userName: string) => `Votre identifiant est désormais ${userName}.`,
  checkMail:
    'Un e-mail de confirmation vient d’être envoyé à cette adresse : cliquez sur le lien qu’il contient avant de vous connecter.',
  signIn: 'Se connecter',
  displayEmailTitle: 'Confirmation de votre inscription',
  displayEmailSentTo: (email: string) => `Adresse e-mail indiquée : ${email}`,
  /** The same lifetime as the e-mail's « Ce lien est valable … heures et ne sert qu’une fois. » */
  linkValidity: (hours: number) => `Le lien de l’e-mail est valable ${hours} heures et ne sert qu’une fois.`,
} as const;
