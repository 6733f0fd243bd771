/*
 * The SEPA creditor identifier (ICS, « identifiant créancier SEPA ») printed on the mandate: in
 * France FR + 2 check digits + a 3-character business code + the 6-character national identifier.
 * The check digits are ISO 7064 mod 97-10 over the national identifier followed by « FR00 »,
 * the business code left out (EPC 262-08).
 */
export const icsPattern = /^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/;

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

export function isValidIcs(value: string): boolean {
  const ics = value.replace(/\s+/g, '').toUpperCase();
  if (!icsPattern.test(ics)) return false;
  return icsCheckDigits(ics.slice(0, 2), ics.slice(7)) === ics.slice(2, 4);
}
