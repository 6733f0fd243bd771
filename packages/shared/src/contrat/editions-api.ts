import { z } from 'zod';
import { text } from '../text.ts';

/* The tiers-payant card shown in the page (GET /api/v2/adherent/cartetp) and the public answer of
   GET /api/verify/{code} about a document the portal issued. */

export const carteTPResponseSchema = z.object({
  organisme: text(),
  carte: z.object({
    numeroAmc: text(),
    typeConvention: text(),
    critereRoutage: text(),
    numeroAdherent: text(),
    numeroContrat: text(),
    debut: text(),
    fin: text(),
  }),
  beneficiaires: z.array(z.object({ prenom: text(), nom: text(), dateNaissance: text() })),
  domaines: z.array(z.object({ code: text(), libelle: text(), niveau: text() })),
  telephoneProfessionnels: text(),
  /** The DataMatrix carrying the card's data, as an SVG document (black modules on white). */
  code2d: z.object({ svg: text(), donnees: text() }),
});
export type CarteTPResponse = z.infer<typeof carteTPResponseSchema>;

export const typesEdition = ['Attestation', 'CarteTP', 'SituationContractuelle'] as const;
export const libellesEdition: Record<(typeof typesEdition)[number], string> = {
  Attestation: 'Attestation d’adhésion',
  CarteTP: 'Carte de tiers payant',
  SituationContractuelle: 'Situation contractuelle',
};

/**
 * What anyone holding the code reads (public route): exactly what the verification page shows. No
 * contract number: it is one of the facts that let a person claim an account (decision 035).
 */
export const verificationResponseSchema = z.object({
  authentique: z.literal(true),
  /** valide: genuine and in force; expire: past its date; contratClos: the contract ended since. */
  statut: z.enum(['valide', 'expire', 'contratClos']),
  type: z.enum(typesEdition),
  libelleType: text(),
  organisme: text(),
  emisLe: text(),
  valableJusquau: text(),
  /** « Marie D. »: enough to match the paper, nothing more. */
  titulaire: text(),
  message: text(),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

export const verificationMessages = {
  malForme:
    'Ce code de vérification n’est pas valide : il compte 12 caractères, par exemple 7K3M-Q9XZ-2F4D. Vérifiez votre saisie.',
  altere: 'Ce code de vérification n’est pas valide : un caractère a été mal saisi ou modifié. Vérifiez votre saisie.',
  inconnu: 'Aucun document émis par notre mutuelle ne correspond à ce code.',
  valide: (libelle: string, date: string) =>
    `Document authentique : ${libelle} émise le ${date}, en cours de validité.`,
  expire: (libelle: string, date: string) =>
    `Document authentique : ${libelle} émise le ${date}, mais sa période de validité est passée.`,
  contratClos: (libelle: string, date: string) =>
    `Document authentique : ${libelle} émise le ${date}, mais le contrat n’est plus en vigueur : ce document n’est plus valable.`,
} as const;
