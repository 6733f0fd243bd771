import { isValidBIC, isValidIBAN } from 'ibantools';

/** §5: 1 or 2, year, month 01-12 or 20-99, department 2A/2B/01-99, commune, order. */
export const nirPattern = /^[12]\d{2}(0[1-9]|1[0-2]|[2-9]\d)(2[AB]|0[1-9]|[1-9]\d)\d{3}\d{3}$/;

function nirAsNumber(nir: string): number {
  return Number(nir.replace('2A', '19').replace('2B', '18'));
}

/** §5: the key equals 97 minus (number mod 97), 2A counted as 19 and 2B as 18. */
export function nirKey(nir: string): string {
  return String(97 - (nirAsNumber(nir) % 97)).padStart(2, '0');
}

export function isValidNir(nir: string): boolean {
  return nirPattern.test(nir);
}

export function isValidNirWithKey(nir: string, cle: string): boolean {
  return isValidNir(nir) && /^\d{2}$/.test(cle) && nirKey(nir) === cle;
}

/** IBAN: spaces removed and upper-cased, then ISO 13616 mod-97 and, for France, FR + 25 characters. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (iban.startsWith('FR') && !/^FR[0-9A-Z]{25}$/.test(iban)) return false;
  return isValidIBAN(iban);
}

/** BIC: 6 letters, 2 letters or digits, optionally 3 more (8 or 11). */
export const bicPattern = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export function isValidBic(value: string): boolean {
  const bic = value.toUpperCase();
  return bicPattern.test(bic) && isValidBIC(bic);
}

/** §5: a French postal code, 01000 to 98999. */
export const codePostalPattern = /^(0[1-9]|[1-8]\d|9[0-8])\d{3}$/;

/** An ISO date (YYYY-MM-DD) that exists in the calendar. */
export function isRealIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
