import { defaultUploaderOptions, type FormOptions } from './form-options.ts';

/*
 * The rules of each form of the request engine (§7 `forms/*`), without its schema: its label, who
 * may send it (§3 habilitation scope: Contrat = the holder, Both = the holder for anyone on the
 * contract and a beneficiary for himself), the contract category it applies to, and its default
 * options. Apart from the schemas (catalogue.ts) so that a screen that only asks « is this form
 * offered? » does not load every form's validation (issue 25).
 */

export interface FormRule {
  /** Shown in « Mes demandes » when the member wrote no subject. */
  libelle: string;
  portee: 'Contrat' | 'Both';
  categorieContrat: 'sante' | 'prevoyance' | null;
  /** The member's answer can be applied without staff (handling mode « automatique »). */
  gestionAutomatiquePossible: boolean;
  defaults: FormOptions;
}

const manuel = (accuseReception: boolean): FormOptions => ({
  offert: true,
  modeGestion: 'manuel',
  accuseReception,
  pieces: defaultUploaderOptions,
});
const automatique = (accuseReception: boolean): FormOptions => ({
  ...manuel(accuseReception),
  modeGestion: 'automatique',
});

export const formRules = {
  'contact/v2': {
    libelle: 'Nous contacter',
    portee: 'Both',
    categorieContrat: null,
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  'demande-remboursement': {
    libelle: 'Demande de remboursement',
    portee: 'Both',
    categorieContrat: 'sante',
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  'pec/hospi': {
    libelle: 'Prise en charge hospitalière',
    portee: 'Both',
    categorieContrat: 'sante',
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  declarationsinistre: {
    libelle: 'Déclaration de sinistre',
    portee: 'Contrat',
    categorieContrat: 'prevoyance',
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  ribprestations: {
    libelle: 'Coordonnées bancaires des remboursements',
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: true,
    defaults: manuel(false),
  },
  // « Mes contrats » (decision 024): holder only, handled by staff.
  cartetp: {
    libelle: 'Recevoir ma carte de tiers payant par courrier',
    portee: 'Contrat',
    categorieContrat: 'sante',
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  inscriptionbeneficiaire: {
    libelle: 'Ajouter un bénéficiaire',
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  'radiation-assures': {
    libelle: 'Radier un bénéficiaire',
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  garanties: {
    libelle: 'Changer de garanties ou ajouter un renfort',
    portee: 'Contrat',
    categorieContrat: 'sante',
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  ribcotisations: {
    libelle: 'Paiement des cotisations',
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: true,
    defaults: manuel(false),
  },
  rib: {
    libelle: 'Coordonnées bancaires (remboursements et cotisations)',
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: true,
    defaults: manuel(false),
  },
  adresse: {
    libelle: 'Changement d’adresse',
    portee: 'Both',
    categorieContrat: null,
    gestionAutomatiquePossible: true,
    defaults: automatique(false),
  },
  'situation-familiale': {
    libelle: 'Changement de situation familiale',
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  'erreur-identite': {
    libelle: 'Signaler une erreur sur mon identité',
    portee: 'Both',
    categorieContrat: null,
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  abonnement: {
    libelle: 'Préférences de communication',
    portee: 'Both',
    categorieContrat: null,
    gestionAutomatiquePossible: true,
    defaults: automatique(false),
  },
} satisfies Record<string, FormRule>;

export type FormType = keyof typeof formRules;
export const formTypes = Object.keys(formRules) as FormType[];

export function isFormType(value: string): value is FormType {
  return Object.hasOwn(formRules, value);
}

export function formOptionsFor(
  type: FormType,
  configured: Record<string, Partial<FormOptions>> | undefined,
): FormOptions {
  const definition: FormRule = formRules[type];
  const options = { ...definition.defaults, ...configured?.[type] };
  // A form whose answer needs staff is handled manually, whatever the configuration says.
  return definition.gestionAutomatiquePossible ? options : { ...options, modeGestion: 'manuel' };
}
