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
import { formOptionsSchema } from './form-options.ts';
import { formRules, formTypes, type FormRule, type FormType } from './form-rules.ts';
import { pecHospiFormSchema } from './pec-hospi.ts';
import { abonnementFormSchema } from './abonnement.ts';
import { adresseFormSchema } from './adresse.ts';
import { erreurIdentiteFormSchema } from './erreur-identite.ts';
import { ribCotisationsFormSchema, ribFormSchema } from './rib.ts';
import { ribPrestationsFormSchema } from './rib-prestations.ts';
import { situationFamilialeFormSchema } from './situation-familiale.ts';
import { text } from '../text.ts';

/*
 * The forms of the request engine (§7 `forms/*`, POST {route}/form): one entry per form type, its
 * rules (form-rules.ts) with its schema (shared by the browser form and the route).
 */

/** A form's rules (form-rules.ts) and its schema, shared by the browser form and the route. */
export type FormDefinition = FormRule & { schema: z.ZodType };

const formSchemas = {
  'contact/v2': contactFormSchema,
  'demande-remboursement': demandeRemboursementFormSchema,
  'pec/hospi': pecHospiFormSchema,
  declarationsinistre: declarationSinistreFormSchema,
  ribprestations: ribPrestationsFormSchema,
  cartetp: carteTPFormSchema,
  inscriptionbeneficiaire: inscriptionBeneficiaireFormSchema,
  'radiation-assures': radiationAssuresFormSchema,
  garanties: garantiesFormSchema,
  ribcotisations: ribCotisationsFormSchema,
  rib: ribFormSchema,
  adresse: adresseFormSchema,
  'situation-familiale': situationFamilialeFormSchema,
  'erreur-identite': erreurIdentiteFormSchema,
  abonnement: abonnementFormSchema,
} satisfies Record<FormType, z.ZodType>;

export const formDefinitions = Object.fromEntries(
  formTypes.map((type) => [type, { ...formRules[type], schema: formSchemas[type] }]),
) as { [K in FormType]: (typeof formRules)[K] & { schema: (typeof formSchemas)[K] } };

/** The client's options for each form, its configuration over the defaults. */
export const formulairesConfigSchema = z.record(text(), formOptionsSchema.partial()).default({});

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
