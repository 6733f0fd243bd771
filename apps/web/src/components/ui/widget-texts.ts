import { formatCaracteres } from '@portail/shared/format';
import { messages } from '@portail/shared/messages';

const caracteres = (n: number) => `${formatCaracteres(n)} caractère${n > 1 ? 's' : ''}`;

/** Texts of the form widgets; kept apart from texts.ts, which the welcome page's shell loads. */
export const widgetTexts = {
  back: 'Retour',
  validate: 'Valider',
  requiredField: messages.requiredFields,
  mandatoryMarker: messages.mandatoryMarker,
  accordionTwoOpen: 'Un autre accordéon du même groupe est déjà ouvert.',
  radioLengthMismatch: "sourceValues et sourceLabels n'ont pas la même longueur !",
  yes: 'Oui',
  no: 'Non',
  showPassword: 'Afficher le mot de passe',
  securityCodeDigit: (n: number, total: number) => `Chiffre ${n} sur ${total}`,
  securityCodeIncomplete: 'Merci de saisir les 6 chiffres du code de sécurité.',
  nirNumber: 'Numéro de sécurité sociale',
  nirKey: 'Clé',
  nirMonacoNumber: 'Numéro de sécurité sociale monégasque',
  nirMonacoToggle: 'Numéro monégasque (caisse de Monaco)',
  nirHint: '13 caractères, sans la clé. Exemple : 2 85 07 75 123 456',
  nirMonacoHint: '11 chiffres',
  iban: 'IBAN',
  ibanHint: '27 caractères pour un compte en France, par exemple FR76 3000 6000 0112 3456 7890 189',
  bic: 'BIC',
  bicHint: '8 ou 11 caractères, par exemple AGRIFRPP',
  /** A field's character limit, shown under it and tied to it (GOV.UK character count). */
  characterLimit: (limit: number) => `${caracteres(limit)} maximum`,
  charactersLeft: (left: number) => `Il vous reste ${caracteres(left)}`,
  charactersOver: (over: number) => `${caracteres(over)} en trop`,
} as const;
