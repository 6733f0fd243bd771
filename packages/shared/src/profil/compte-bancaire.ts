import { extractBIC, isSEPACountry } from 'ibantools';
import { z } from 'zod';
import { bicField, ibanField, titulaireMaxLength, titulaireTooLong } from '../iban-bic-schema.ts';
import { messages } from '../messages.ts';
import { text } from '../text.ts';

/*
 * A bank account as the profile's forms take it (forms/ribprestations, ribcotisations, rib): the
 * §5 popup rules (upper-cased, FR = 27 characters, BIC 8 or 11), the IBAN's mod-97 key and the
 * BIC's country equal to the IBAN's, both checked by ibantools in the browser and on the server.
 */

export const compteMessages = {
  titulaire: 'Indiquez le titulaire du compte (lettres, espaces, apostrophes, tirets).',
  bicCountry: (bicCountry: string, ibanCountry: string) =>
    `Le BIC est celui d’une banque du pays ${bicCountry}, alors que l’IBAN est celui d’un compte du pays ${ibanCountry} : vérifiez le BIC.`,
  nonSepa: 'Le prélèvement n’est possible que sur un compte de la zone SEPA.',
  mandat: 'Cochez la case pour signer le mandat de prélèvement SEPA.',
  jour: 'Choisissez le jour de prélèvement : le 5, le 10 ou le 15 du mois.',
  mode: 'Choisissez le mode de paiement de vos cotisations.',
} as const;

/** The holder: a name, no markup. */
export const titulaireField = text({ error: compteMessages.titulaire })
  .trim()
  .min(1, messages.requiredFields)
  .max(titulaireMaxLength, titulaireTooLong)
  .regex(/^[\p{L}\p{N} '’\-.,&/()]+$/u, compteMessages.titulaire);

/** The BIC's country (5th and 6th characters) must be the IBAN's (its first two). */
export function bicCountryError(iban: string, bic: string): string | null {
  if (iban.length < 2 || bic.length < 6) return null;
  const bicCountry = extractBIC(bic).countryCode ?? bic.slice(4, 6);
  const ibanCountry = iban.slice(0, 2);
  return bicCountry === ibanCountry ? null : compteMessages.bicCountry(bicCountry, ibanCountry);
}

export function isSepaIban(iban: string): boolean {
  return isSEPACountry(iban.slice(0, 2));
}

export const compteBancaireShape = { titulaire: titulaireField, iban: ibanField, bic: bicField };

export function refineBicCountry(
  values: { iban?: string | undefined; bic?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!values.iban || !values.bic) return;
  const error = bicCountryError(values.iban, values.bic);
  if (error) ctx.addIssue({ code: 'custom', path: ['bic'], message: error });
}

/** Debit days offered for premiums. */
export const joursPrelevement = [5, 10, 15] as const;
export const jourPrelevementField = z.union([z.literal(5), z.literal(10), z.literal(15)], {
  error: compteMessages.jour,
});

export const modesPaiementCotisation = [
  { code: 'prelevement', libelle: 'Prélèvement automatique' },
  { code: 'cheque', libelle: 'Chèque' },
  { code: 'virement', libelle: 'Virement' },
] as const;
export type ModePaiementCotisation = (typeof modesPaiementCotisation)[number]['code'];
export const modePaiementField = z.enum(['prelevement', 'cheque', 'virement'], { error: compteMessages.mode });

export function libelleModePaiement(code: string): string {
  return modesPaiementCotisation.find((m) => m.code === code)?.libelle ?? code;
}
