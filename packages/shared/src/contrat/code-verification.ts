/*
 * Verification codes printed on the documents the portal issues (« 7K3M-Q9XZ-2F4D »): 10 random
 * characters of Crockford's base 32 (no I, L, O, U: nothing to misread) and 2 check characters,
 * Σ (i + 1) × value mod 1021. Any one mistyped or altered character, and any swap of two neighbours,
 * fails the check, so a tampered code is told apart from an unknown one without a database look-up.
 */

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomLength = 10;
const modulus = 1021;

function checkOf(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (i + 1) * alphabet.indexOf(body[i]!);
  const check = sum % modulus;
  return alphabet[Math.floor(check / 32)]! + alphabet[check % 32]!;
}

/** A new code from 10 random values (0–31 each), grouped by 4 for reading aloud. */
export function codeVerificationDepuis(aleas: readonly number[]): string {
  if (aleas.length !== randomLength || aleas.some((v) => !Number.isInteger(v) || v < 0 || v > 31))
    throw new RangeError('10 valeurs de 0 à 31 attendues');
  const body = aleas.map((v) => alphabet[v]).join('');
  const code = body + checkOf(body);
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** As typed: case, spaces and dashes ignored; O read as 0, I and L as 1 (Crockford). */
export function normaliserCode(saisi: string): string {
  return saisi.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export type EtatCode = 'valide' | 'malForme' | 'altere';

/** Whether a typed code can be one of ours: 12 characters of the alphabet, check characters right. */
export function verifierFormeCode(saisi: string): { etat: EtatCode; code: string } {
  const code = normaliserCode(saisi);
  if (code.length !== randomLength + 2 || [...code].some((c) => !alphabet.includes(c)))
    return { etat: 'malForme', code };
  const body = code.slice(0, randomLength);
  return { etat: checkOf(body) === code.slice(randomLength) ? 'valide' : 'altere', code };
}

/** The stored and printed form, « XXXX-XXXX-XXXX ». */
export function formaterCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}
