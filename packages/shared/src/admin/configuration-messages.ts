import { icsMessage } from '../profil/ics.ts';
import type { FeatureCode } from '../feature-rules.ts';
import type { createAccountAuthModes } from '../client-config.ts';

/* The back office's client configuration (issue 14, decision 030): its French words, shared by the route and the screens. */

/** Every instance keeps a client's row this long (plugins/client.ts): a change is everywhere within it. */
export const configurationDelaySeconds = 10;

export const configurationMessages = {
  stale:
    'La configuration a été modifiée par un autre collaborateur depuis que vous l’avez ouverte : rien n’a été enregistré. Rechargez-la pour voir ses changements, puis refaites les vôtres.',
  lockout: 'Avec ces réglages, les adhérents n’auraient plus aucun moyen de se connecter : rien n’a été enregistré.',
  oidcIncomplete:
    'Pour la connexion par un fournisseur d’identité, renseignez son émetteur et l’identifiant du portail chez lui.',
  oidcUnreachable:
    'Le fournisseur d’identité ne répond pas à cette adresse (son document de découverte OpenID est introuvable) : vérifiez l’émetteur.',
  oidcAddressRefused:
    'Cette adresse mène à un réseau interne ou réservé (cette machine, un réseau privé, une adresse locale) : le portail ne s’y connecte pas. Indiquez l’adresse publique du fournisseur d’identité.',
  issuer: 'Saisissez l’adresse de l’émetteur (https://…) ; http n’est accepté que sur cette machine.',
  scopeOpenid: 'Le périmètre demandé doit contenir « openid ».',
  required: 'Ce champ est obligatoire.',
  tooLong: (max: number) => `${max} caractères au plus.`,
  between: (min: number, max: number) => `Saisissez un nombre entier entre ${min} et ${max}.`,
  url: 'Saisissez une adresse web complète commençant par https://.',
  color: 'Saisissez une couleur au format #RRGGBB (par exemple #0E6674).',
  ics: icsMessage,
  ibanObligatoire: 'L’IBAN ne peut être obligatoire que si sa vérification est activée.',
  consentementNom:
    'Le code commence par une lettre ou un chiffre, puis lettres, chiffres, « - » ou « _ » (64 caractères au plus).',
  consentementDouble: 'Deux consentements ne peuvent pas avoir le même code.',
  consentementTexte: 'Le texte du consentement compte de 10 à 1 000 caractères.',
  storeRequired: 'Pour afficher le bandeau, renseignez au moins un lien de magasin d’applications.',
  appleStore: 'Le lien App Store commence par https://apps.apple.com/.',
  googleStore: 'Le lien Google Play commence par https://play.google.com/.',
  urlScheme: 'Un schéma d’application : lettres minuscules, chiffres, « + », « . » ou « - » (ni http, ni https).',
  modeGestion: 'Ce formulaire est toujours traité par un gestionnaire : le mode automatique n’est pas possible.',
  maxFileSize: (mo: string) => `La taille d’un fichier va de 0,1 Mo à ${mo}.`,
  totalQueueSize: (mo: string) => `La taille totale va de la taille d’un fichier à ${mo}.`,
  queueLimit: (max: number) => `De 1 à ${max} fichiers.`,
  authorizedTypes: 'Acceptez au moins un format de fichier.',
  contratInconnu: 'Aucun contrat de votre mutuelle ne porte ce numéro.',
  saved: `La configuration est enregistrée. Elle s’applique sur tout le portail dans les ${configurationDelaySeconds} secondes.`,
  contratSaved: 'Les fonctionnalités de ce contrat sont enregistrées.',
  imageSaved: `L’image est enregistrée. Elle s’applique sur tout le portail dans les ${configurationDelaySeconds} secondes.`,
  imageRemoved: 'L’image de fond est retirée.',
  image: {
    noFile: 'Choisissez une image.',
    notImage: (formats: string) => `Ce fichier n’est pas une image ${formats} : choisissez une autre image.`,
    svgProportions: (max: number) =>
      `Ce dessin est trop étiré (un côté plus de ${max} fois plus long que l’autre) : choisissez une autre image.`,
    tooLarge: (what: string, mo: string) => `L’image choisie pour ${what} dépasse ${mo}.`,
    tooManyPixels: (width: number, height: number, max: number) =>
      `L’image est trop grande (${width} × ${height} pixels) : ${max} pixels de côté au plus.`,
    unreadable:
      'Les dimensions de cette image ne se lisent pas : elle est peut-être abîmée. Choisissez une autre image.',
    svgEmpty: 'Cette image SVG ne contient aucun dessin utilisable : choisissez une autre image.',
  },
} as const;

/** The tabs of « Configuration du client », as the screens and the audit log name them. */
export const configurationSectionLabels = {
  identite: 'Identité visuelle et textes',
  connexion: 'Inscription et connexion',
  consentements: 'Consentements',
  fonctionnalites: 'Fonctionnalités',
  formulaires: 'Formulaires',
  liens: 'Liens',
  sepa: 'SEPA',
  conservation: 'Durées de conservation',
} as const;

/** §6 feature switches and the member-area sections (decision 022), as staff read them. */
export const featureLabels: Record<FeatureCode, string> = {
  creationCompteAutreActe: 'Création de compte en ligne (« Créer mon compte »)',
  consentementCGUCreationCompteAutreActe: 'Acceptation des conditions d’utilisation à la création du compte',
  forgotUsernameAutreActe: 'Identifiant oublié',
  espaceContrats: 'Rubrique « Mes contrats »',
  espaceRemboursements: 'Rubrique « Mes remboursements »',
  espaceDocuments: 'Rubrique « Mes documents »',
  espaceDemandes: 'Rubrique « Mes demandes »',
  espaceProfil: 'Rubrique « Mon profil »',
};

/** §5 createAccountAuthMode: what identifies a member who creates his account. */
export const authModeLabels: Record<(typeof createAccountAuthModes)[number], string> = {
  individual: 'Le numéro d’adhérent',
  NIR: 'Le numéro de sécurité sociale',
  all: 'Les deux : numéro d’adhérent et numéro de sécurité sociale',
  oneOfTwo: 'L’un ou l’autre, au choix de l’adhérent',
};
