import { isValidIBAN } from 'ibantools';
import { isValidBic, normalizeIban } from './validators.ts';

/* Bank popup field rules (§5, §9), no zod: upper-cased, spaces removed, FR + 25 characters, mod 97. */

export const ibanMaxLength = 27;
export const bicMaxLength = 11;
export const frIbanPattern = /^FR[0-9A-Z]{25}$/;

export const bankMessages = {
  ibanFrLength: "L'IBAN doit comporter les 27 caractères : FR suivi de 25 lettres ou chiffres.",
  ibanInvalid: "L'IBAN saisi n'est pas valide : vérifiez chacun des caractères.",
  bic: 'Le BIC doit comporter 8 ou 11 caractères : 6 lettres, 2 lettres ou chiffres, puis 3 lettres ou chiffres facultatifs.',
} as const;

/** As typed or pasted: spaces removed, upper-cased, cut at the field's 27 characters. */
export function cleanIbanInput(value: string): string {
  return normalizeIban(value).slice(0, ibanMaxLength);
}

export function cleanBicInput(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().slice(0, bicMaxLength);
}

export function ibanError(value: string): string | null {
  const iban = normalizeIban(value);
  if (iban === '') return null;
  if (iban.startsWith('FR') && !frIbanPattern.test(iban)) return bankMessages.ibanFrLength;
  return isValidIBAN(iban) ? null : bankMessages.ibanInvalid;
}

export function bicError(value: string): string | null {
  const bic = value.trim().toUpperCase();
  if (bic === '') return null;
  return isValidBic(bic) ? null : bankMessages.bic;
}
