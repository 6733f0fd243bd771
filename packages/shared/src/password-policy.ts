import { passwordMessages } from './identity-messages.ts';
import { commonPasswords } from './password-common-list.ts';
import { text } from './text.ts';

/* §5 Password: 8 to 100 characters, a digit, a lower-case and an upper-case letter, a special
   character; the portal configuration may raise the minimum. The most common passwords are refused. */

export const passwordDefaultMinLength = 8;
export const passwordMaxLength = 100;

const common = new Set(commonPasswords);
const leet: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '1': 'i', '3': 'e', $: 's', '5': 's', '7': 't' };

/** Does the password meet the pattern of §5 (the length apart)? */
export function hasPasswordCharacters(password: string): boolean {
  return /\d/.test(password) && /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) && /[^\p{L}\d]/u.test(password);
}

/**
 * "Azerty123!", "P@ssw0rd!" or "Soleil2024#" only decorate a common word: the word is looked up
 * lower-cased, without accents, without the digits and signs around it, and with leetspeak undone.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const strip = (value: string) => value.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const unleet = (value: string) => [...value].map((c) => leet[c] ?? c).join('');
  const core = strip(lower);
  const candidates = [lower, core, unleet(lower), unleet(core), strip(unleet(core))];
  return candidates.some((candidate) => candidate.length >= 4 && common.has(candidate));
}

/** One schema for the rule: the pattern's message first, then the common-password one. */
export function passwordSchema(minLength = passwordDefaultMinLength) {
  const message = passwordMessages.rule(minLength);
  return text()
    .min(minLength, message)
    .max(passwordMaxLength, message)
    .refine(hasPasswordCharacters, message)
    .refine((value) => !isCommonPassword(value), passwordMessages.common);
}
