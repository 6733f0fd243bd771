import { text } from '../text.ts';

/*
 * The SEPA creditor identifier (ICS, « identifiant créancier SEPA ») printed on the mandate and the
 * schedule. A French mutuelle's ICS, as the Banque de France issues it, has 13 characters: FR, 2
 * check digits, a 3-character creditor business code (« ZZZ » by default, any letters or digits,
 * chosen by the creditor) and the 6-digit national identifier. The check digits are ISO 7064
 * MOD 97-10 over the national identifier followed by « FR00 », the business code left out
 * (EPC 262-08): that is why the business code can change without a new identifier.
 */
export const icsPattern = /^FR\d{2}[A-Z0-9]{3}\d{6}$/;

export const icsMessage =
  'L’identifiant créancier SEPA (ICS) est invalide : il compte 13 caractères, FR, 2 chiffres de clé, 3 lettres ou chiffres puis 6 chiffres (par exemple FR72ZZZ123456), et sa clé doit être juste.';

function mod97(digits: string): number {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
}

const asDigits = (value: string) =>
  [...value].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');

export function icsCheckDigits(country: string, nationalId: string): string {
  return String(98 - mod97(asDigits(`${nationalId}${country}00`))).padStart(2, '0');
}

/** The typed ICS as stored: spaces out, upper case. */
export const normalizeIcs = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function isValidIcs(value: string): boolean {
  const ics = normalizeIcs(value);
  if (!icsPattern.test(ics)) return false;
  return icsCheckDigits('FR', ics.slice(7)) === ics.slice(2, 4);
}

/** The one rule, for the configuration form and every route that stores an ICS. */
export const icsSchema = () => text().transform(normalizeIcs).refine(isValidIcs, { error: icsMessage });
