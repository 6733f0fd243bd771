import { z } from 'zod';
import { contactFormSchema } from './contact.ts';
import {
  carteTPFormSchema,
  garantiesFormSchema,
  inscriptionBeneficiaireFormSchema,
  radiationAssuresFormSchema,
} from './contrat-forms.ts';
import { declarationSinistreFormSchema } from './declaration-sinistre.ts';
import { demandeRemboursementFormSchema } from './demande-remboursement.ts';
import { defaultUploaderOptions, type FormOptions, formOptionsSchema } from './form-options.ts';
import { pecHospiFormSchema } from './pec-hospi.ts';
import { abonnementFormSchema } from './abonnement.ts';
import { adresseFormSchema } from './adresse.ts';
import { erreurIdentiteFormSchema } from './erreur-identite.ts';
import { ribCotisationsFormSchema, ribFormSchema } from './rib.ts';
import { ribPrestationsFormSchema } from './rib-prestations.ts';
import { situationFamilialeFormSchema } from './situation-familiale.ts';
import { text } from '../text.ts';

/*
 * The forms of the request engine (§7 `forms/*`, POST {route}/form): one entry per form type,
 * with its schema (shared by the browser form and the route), who may send it (§3 habilitation
 * scope: Contrat = the holder, Both = the holder for anyone on the contract and a beneficiary for
 * himself), the contract category it applies to, and its default options.
 */

export interface FormDefinition {
  libelle: string;
  /** Shown in « Mes demandes » when the member wrote no subject. */
  schema: z.ZodType;
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

export const formDefinitions = {
  'contact/v2': {
    libelle: 'Nous contacter',
    schema: contactFormSchema,
    portee: 'Both',
    categorieContrat: null,
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  'demande-remboursement': {
    libelle: 'Demande de remboursement',
    schema: demandeRemboursementFormSchema,
    portee: 'Both',
    categorieContrat: 'sante',
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  'pec/hospi': {
    libelle: 'Prise en charge hospitalière',
    schema: pecHospiFormSchema,
    portee: 'Both',
    categorieContrat: 'sante',
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  declarationsinistre: {
    libelle: 'Déclaration de sinistre',
    schema: declarationSinistreFormSchema,
    portee: 'Contrat',
    categorieContrat: 'prevoyance',
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  ribprestations: {
    libelle: 'Coordonnées bancaires des remboursements',
    schema: ribPrestationsFormSchema,
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: true,
    defaults: manuel(false),
  },
  // « Mes contrats » (decision 024): holder only, handled by staff.
  cartetp: {
    libelle: 'Recevoir ma carte de tiers payant par courrier',
    schema: carteTPFormSchema,
    portee: 'Contrat',
    categorieContrat: 'sante',
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  inscriptionbeneficiaire: {
    libelle: 'Ajouter un bénéficiaire',
    schema: inscriptionBeneficiaireFormSchema,
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  'radiation-assures': {
    libelle: 'Radier un bénéficiaire',
    schema: radiationAssuresFormSchema,
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  garanties: {
    libelle: 'Changer de garanties ou ajouter un renfort',
    schema: garantiesFormSchema,
    portee: 'Contrat',
    categorieContrat: 'sante',
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  ribcotisations: {
    libelle: 'Paiement des cotisations',
    schema: ribCotisationsFormSchema,
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: true,
    defaults: manuel(false),
  },
  rib: {
    libelle: 'Coordonnées bancaires (remboursements et cotisations)',
    schema: ribFormSchema,
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: true,
    defaults: manuel(false),
  },
  adresse: {
    libelle: 'Changement d’adresse',
    schema: adresseFormSchema,
    portee: 'Both',
    categorieContrat: null,
    gestionAutomatiquePossible: true,
    defaults: automatique(false),
  },
  'situation-familiale': {
    libelle: 'Changement de situation familiale',
    schema: situationFamilialeFormSchema,
    portee: 'Contrat',
    categorieContrat: null,
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  'erreur-identite': {
    libelle: 'Signaler une erreur sur mon identité',
    schema: erreurIdentiteFormSchema,
    portee: 'Both',
    categorieContrat: null,
    gestionAutomatiquePossible: false,
    defaults: manuel(true),
  },
  abonnement: {
    libelle: 'Préférences de communication',
    schema: abonnementFormSchema,
    portee: 'Both',
    categorieContrat: null,
    gestionAutomatiquePossible: true,
    defaults: automatique(false),
  },
} satisfies Record<string, FormDefinition>;

export type FormType = keyof typeof formDefinitions;
export const formTypes = Object.keys(formDefinitions) as FormType[];

export function isFormType(value: string): value is FormType {
  return Object.hasOwn(formDefinitions, value);
}

/** The client's options for each form, its configuration over the defaults. */
export const formulairesConfigSchema = z.record(text(), formOptionsSchema.partial()).default({});

export function formOptionsFor(
  type: FormType,
  configured: Record<string, Partial<FormOptions>> | undefined,
): FormOptions {
  const definition: FormDefinition = formDefinitions[type];
  const options = { ...definition.defaults, ...configured?.[type] };
  // A form whose answer needs staff is handled manually, whatever the configuration says.
  return definition.gestionAutomatiquePossible ? options : { ...options, modeGestion: 'manuel' };
}

export const formResponseSchema = z.object({
  numero: text(),
  isModeGestionManuel: z.boolean(),
  isEnvoiArActivated: z.boolean(),
  message: text(),
});
export type FormResponse = z.infer<typeof formResponseSchema>;

/** GET /api/forms/personnes: who the signed-in member may make a request for on the contract. */
export const formPersonnesResponseSchema = z.object({
  personnes: z.array(z.object({ numPers: text(), prenom: text(), nom: text(), estMoi: z.boolean() })),
});
export type FormPersonnesResponse = z.infer<typeof formPersonnesResponseSchema>;

/** The request engine's refusals, shown by the server and by the member area alike. */
export const engineMessages = {
  notOffered: 'Ce formulaire n’est pas proposé par votre mutuelle.',
  contratRequired: 'Choisissez d’abord le contrat concerné par votre demande.',
  notForContrat: 'Ce formulaire ne concerne pas ce type de contrat.',
  holderOnly: 'Seul le souscripteur du contrat peut faire cette demande.',
  personNotOnContrat: 'Cette personne n’est pas couverte par ce contrat.',
  unknownForm: 'Ce formulaire n’existe pas.',
  beneficiaryForHimself: 'Un bénéficiaire ne peut faire cette demande que pour lui-même.',
} as const;
