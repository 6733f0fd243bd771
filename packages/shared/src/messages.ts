/** French texts quoted from the specification (§5, §8). Keys are stable; values are the spec's words. */
export const httpDefaultMessages: Record<number, string> = {
  0: 'Impossible de se connecter au serveur',
  400: 'Les informations fournies sont erronées',
  401: 'Accès non autorisé',
  404: 'La ressource demandée est introuvable',
  500: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
  501: "Cette fonctionnalité n'est pas implémentée",
  503: 'Service momentanément indisponible',
};

/** §8: the server's message first, else the default for the status, else "Erreur {status}". */
export function defaultHttpMessage(status: number): string {
  return httpDefaultMessages[status] ?? `Erreur ${status}`;
}

export const messages = {
  requiredFields: 'Merci de renseigner toutes les données obligatoires.',
  mandatoryMarker: '* saisie obligatoire',
  dataSourceLoadFailed: "Le chargement d'une source de données à échoué",
  password:
    'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
  nirFormat: 'Le format du numéro de sécurité sociale (sans clé) est incorrect',
  emailIdentifier: "Le format de l'identifiant (adresse e-mail) est incorrect",
  birthDateRequired: 'La date de naissance est obligatoire',
  requestFailed: 'La demande a échoué',
  /** §8 success toast of a generic update, one the spec gives no text of its own (decision 036). */
  updateDone: 'Demande réalisée',
  /** §8 failure toast of an update ('optional'). */
  updateFailed: 'Un problème est survenu',
  noContract: '0 contrat',
} as const;

/** Server-side messages the spec does not give; written in the same register. */
export const serverMessages = {
  invalidJson: "Le contenu de la requête n'est pas un JSON valide.",
  malformedMultipart: 'L’envoi du fichier est incomplet ou mal formé : rien n’a été enregistré. Renvoyez le fichier.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: "Le format de la requête n'est pas accepté.",
  csrf: 'Votre session de sécurité a expiré. Rechargez la page puis réessayez.',
  crossSite: 'Cette demande ne provient pas du portail : elle a été refusée.',
  forbiddenContract: "Ce contrat n'est pas accessible avec votre compte.",
  notSignedIn: 'Accès non autorisé',
  forbidden: "Vous n'avez pas les droits nécessaires pour cette action.",
  membersOnly: 'Cet espace est réservé aux adhérents et à leurs bénéficiaires.',
  tooManyRequests: 'Trop de tentatives. Merci de patienter quelques minutes avant de réessayer.',
  invalidCredentials: 'Identifiant ou mot de passe incorrect.',
  unknownField: "Ce champ n'est pas attendu.",
  invalidValue: 'Valeur incorrecte.',
} as const;
