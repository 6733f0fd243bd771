/*
 * French texts of the account lifecycle. Those marked §5/§8 are the specification's words, to the
 * letter; the others fill what the specification does not show, in the same register.
 */

export const registrationMessages = {
  /** §5 */
  prenomCharacters: 'Vous ne pouvez pas renseigner un prénom comportant des caractères spéciaux ou numériques',
  /** §5 ("the same for 'nom'") */
  nomCharacters: 'Vous ne pouvez pas renseigner un nom comportant des caractères spéciaux ou numériques',
  /** §5, followed by the maximum. */
  namesTooLong: (max: number) => `Le nombre de caractères cumulés de vos nom et prénom ne doit pas dépasser ${max}`,
  /** §5 */
  birthDateRequired: 'La date de naissance est obligatoire',
  birthDateFuture: 'La date de naissance ne peut pas être postérieure à la date du jour.',
  /** §5 "must be a real date": a date typed but impossible (31/02/1990) is invalid, not missing. */
  birthDateInvalid: 'La date de naissance est invalide : elle doit exister et être au format JJ/MM/AAAA.',
  /** §5 */
  nirFormat: 'Le format du numéro de sécurité sociale (sans clé) est incorrect',
  numeroContratFormat: 'Le numéro d’adhérent ne peut contenir que des lettres et des chiffres (20 au plus).',
  oneOfTwo: 'Merci de renseigner votre numéro d’adhérent ou votre numéro de sécurité sociale.',
  codePostalFormat: 'Le code postal doit comporter 5 chiffres (de 01000 à 98999).',
  /** §5 */
  emailFormat: "Le format de l'identifiant (adresse e-mail) est incorrect",
  ibanFormat: 'Saisissez les 4 derniers caractères de votre IBAN (lettres majuscules ou chiffres).',
  /** §5 toast */
  passwordsDiffer: "Merci de saisir les mots de passe à l'identique.",
  /** §5 toast */
  cguRequired: "Blocage création compte - absence d'acceptation des conditions d'utilisation du site",
  /** §5 */
  requiredFields: 'Merci de renseigner toutes les données obligatoires.',
  unknownConsentement: 'Ce consentement n’est pas proposé par votre mutuelle.',
} as const;

export const passwordMessages = {
  /** §5, with the minimum length of the portal configuration (8 by default, the spec's exact text). */
  rule: (min: number) =>
    `Merci de saisir ${min} caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).`,
  common:
    'Ce mot de passe fait partie des mots de passe les plus courants et serait vite deviné : merci d’en choisir un autre.',
  sameAsCurrent: 'Le nouveau mot de passe doit être différent du mot de passe actuel.',
  currentWrong: 'Le mot de passe actuel est incorrect.',
} as const;

export const identityMessages = {
  /** §2 activate-user and reset-password-error */
  /** §2, with the typographic apostrophe of the portal's other sentences (the spec types it straight). */
  invalidLink: 'Le lien que vous avez suivi n’est plus valide',
  emailConfirmed: 'Votre adresse e-mail est confirmée : vous pouvez vous connecter.',
  alreadyConfirmed: 'Votre adresse e-mail a déjà été confirmée : vous pouvez vous connecter.',
  confirmationExpired: 'Ce lien de confirmation a expiré ou a déjà servi. Vous pouvez recevoir un nouveau lien.',
  /** §8 success toast */
  activationMailResent: "Le mail d'activation a été renvoyé.",
  accountActivated: 'Votre compte est activé : vous pouvez vous connecter.',
  registered: 'Votre demande de création de compte a bien été prise en compte.',
  emailNotConfirmed:
    'Votre adresse e-mail n’est pas encore confirmée : cliquez sur le lien reçu par e-mail, ou demandez-en un nouveau.',
  /** §2 forgot-password-confirmation */
  forgotPasswordDone:
    'Votre demande a bien été prise en compte. Si cette adresse est liée à un compte, un lien de réinitialisation vient de lui être envoyé. Pensez à vérifier vos courriers indésirables.',
  passwordReset: 'Votre mot de passe a été réinitialisé : vous pouvez vous connecter.',
  /** §8 success toast */
  passwordChanged: 'La modification du mot de passe a bien été prise en compte.',
  passwordChecked: 'Mot de passe vérifié.',
  /** §8 success toast */
  identifierChanged: 'Identifiant modifié avec succès.',
  identifierTaken: 'Cet identifiant ne peut pas être utilisé. Merci d’en choisir un autre.',
  accountDeleted: 'Votre compte a été supprimé.',
  staffCannotDelete: 'Un compte de gestion ne peut pas être supprimé depuis cet écran.',
  accountExists: 'Un compte existe déjà pour cette personne ou cet identifiant.',
  personneUnknown: 'Aucun adhérent ne correspond à ce numéro de personne.',
  forgotUsernameDone: 'Votre nouvel identifiant est enregistré.',
  ssoUnavailable: 'Erreur lors de la récupération du token SSO.',
  oidcFailed: 'La connexion via votre fournisseur d’identité a échoué. Merci de réessayer.',
  oidcNoMember: 'Aucun compte adhérent ne correspond à votre identité chez votre fournisseur de connexion.',
  oidcOnly: 'La connexion à cet espace se fait auprès de votre fournisseur d’identité.',
  featureOff: "Cette fonctionnalité n'est pas disponible pour votre espace.",
  tooManyAttempts: 'Trop de tentatives. Merci de patienter quelques minutes avant de réessayer.',
  accountLocked: 'Trop de tentatives de connexion sur ce compte. Merci de patienter 15 minutes avant de réessayer.',
} as const;

/** « 42 minutes », « 1 minute », « 30 secondes »: a Retry-After read aloud, rounded up to the minute past one. */
export function waitInFrench(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  // A no-break space keeps the figure and its unit on one line.
  if (s < 60) return s === 1 ? '1\u00a0seconde' : `${s}\u00a0secondes`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? '1\u00a0minute' : `${minutes}\u00a0minutes`;
}

export const amfMessages = {
  /** §8 */
  phoneNotAllowed: (phone: string) =>
    `Le ${phone} ne fait pas partie des numéros de téléphones portables autorisés de l'espace, la vérification a donc été effectuée via mail.`,
  /** §8 success toasts */
  resent: "Un code de sécurité vient d'être renvoyé.",
  verified: 'Votre code de sécurité a été vérifié avec succès.',
  activated: 'La protection via SMS a été activée sur votre compte.',
  deactivated: 'La protection via SMS a été désactivée sur votre compte.',
  phoneModified: 'Votre téléphone portable lié à la protection via SMS a été modifié.',
  /** §8 failure toast */
  sendFailed: "L'envoi du code de sécurité a échoué.",
  sentBySms: (phone: string) => `Un code de sécurité à 6 chiffres vient de vous être envoyé par SMS au ${phone}.`,
  sentByMail: (email: string) => `Un code de sécurité à 6 chiffres vient de vous être envoyé par e-mail à ${email}.`,
  codeFormat: 'Le code de sécurité comporte 6 chiffres.',
  codeWrong: 'Le code de sécurité est incorrect.',
  codeExpired: 'Ce code de sécurité a expiré ou n’est plus valable : demandez-en un nouveau.',
  tooManyTries: 'Trop de codes erronés : ce code n’est plus valable, demandez-en un nouveau.',
  resendTooSoon: 'Merci de patienter 30 secondes avant de demander un nouveau code.',
  tooManyCodes: 'Trop de codes demandés. Merci de réessayer plus tard.',
  /** The same refusal with the wait the 429's Retry-After gives (decision 036). */
  tooManyCodesWait: (seconds: number) => `Trop de codes demandés. Réessayez dans ${waitInFrench(seconds)}.`,
  /** A protected account asked a sensitive operation's code by mail (decision 036). */
  smsRequired:
    'Votre compte est protégé par SMS : le code de sécurité de cette opération est envoyé uniquement par SMS. Si vous n’avez plus accès à ce téléphone, contactez votre mutuelle : elle peut réinitialiser la protection via SMS de votre compte.',
  codeRequired: 'Un code de sécurité valide est nécessaire pour cette opération.',
  loginExpired: 'Votre demande de connexion a expiré : merci de vous reconnecter.',
  phoneRequired: 'Merci de renseigner votre numéro de téléphone portable.',
  phoneFormat: 'Le numéro de téléphone portable doit comporter 10 chiffres (06 ou 07…).',
  smsUnavailable: 'La protection via SMS n’est pas proposée par votre mutuelle.',
  notActivated: 'La protection via SMS n’est pas activée sur votre compte.',
  alreadyActivated: 'La protection via SMS est déjà activée sur votre compte.',
  noContact: 'Aucun moyen de vous envoyer un code n’est connu pour ce compte.',
} as const;
