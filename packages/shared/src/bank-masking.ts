import { normalizeIban } from './validators.ts';

/**
 * What a member-facing answer may carry of a bank account: its country and key, then its last four
 * characters ("FR76 **** **** 7862"). The full IBAN stays on the server.
 */
export function maskIban(iban: string): string {
  const value = normalizeIban(iban);
  if (value.length < 8) return '**** ****';
  return `${value.slice(0, 4)} **** **** ${value.slice(-4)}`;
}

/** Whether a value is already masked (nothing between the key and the last four characters). */
export function isMaskedIban(value: string): boolean {
  return /^[A-Z]{2}\d{2} \*{4} \*{4} [0-9A-Z]{4}$/.test(value);
}
