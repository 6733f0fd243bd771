import type { Contrat } from '@portail/shared/contrats';
import { formOptionsFor, formRules, type FormType } from '@portail/shared/forms/form-rules';
import type { FormOptions } from '@portail/shared/forms/form-options';

/** The forms' addresses in the member area: #/espace-adherent/demandes/nouvelle/{slug}. */
export const formSlugs = {
  contact: 'contact/v2',
  remboursement: 'demande-remboursement',
  hospitalisation: 'pec/hospi',
  sinistre: 'declarationsinistre',
  // « Mes contrats » (decision 024), holder only.
  carte: 'cartetp',
  beneficiaire: 'inscriptionbeneficiaire',
  radiation: 'radiation-assures',
  garanties: 'garanties',
  'situation-familiale': 'situation-familiale',
  'erreur-identite': 'erreur-identite',
} as const satisfies Record<string, FormType>;

export type FormSlug = keyof typeof formSlugs;

/**
 * The forms « Faire une demande » lists: the general ones and the contract's (also linked from
 * « Mes contrats »); the profile's are reached from « Mon profil ».
 */
export const chooserSlugs: readonly FormSlug[] = [
  'contact',
  'remboursement',
  'hospitalisation',
  'sinistre',
  'carte',
  'beneficiaire',
  'radiation',
  'garanties',
];

/**
 * Whether the member may send this form on this contract: offered by the client, of the
 * contract's category (santé / prévoyance), holder-only forms for the holder. The server checks
 * the same rules (form-engine.ts).
 */
export function isFormOffered(type: FormType, contrat: Contrat, formulaires: Record<string, FormOptions>): boolean {
  const definition = formRules[type];
  if (!formOptionsFor(type, formulaires).offert) return false;
  if (definition.categorieContrat && definition.categorieContrat !== contrat.categorie) return false;
  return definition.portee !== 'Contrat' || contrat.isSouscripteur;
}
