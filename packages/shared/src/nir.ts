import { messages } from './messages.ts';
import { isValidNir, nirKey } from './validators.ts';

/* Social-security-number input rules (§5, §9), no zod. */

export const nirLength = 13;
export const nirKeyLength = 2;
export const monacoLength = 11;
export const monacoPrefix = '98';

export const nirMessages = {
  format: messages.nirFormat,
  key: 'La clé du numéro de sécurité sociale est incorrecte',
  monacoFormat: 'Le numéro monégasque doit comporter 11 chiffres',
} as const;

/** Spaces typed or pasted are ignored; letters of 2A / 2B are upper-cased. */
export function cleanNirInput(value: string, maxLength = nirLength): string {
  return value.replace(/\s+/g, '').toUpperCase().slice(0, maxLength);
}

export function cleanKeyInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, nirKeyLength);
}

/** §5 Monaco mode: 11 digits stored with the prefix 98, padded with zeros to 13 characters. */
export function monacoToNir(monaco: string): string {
  return monacoPrefix + monaco.padStart(nirLength - monacoPrefix.length, '0');
}

export function nirToMonaco(nir: string): string {
  return nir.startsWith(monacoPrefix) && nir.length === nirLength ? nir.slice(monacoPrefix.length) : '';
}

export function nirNumberError(value: string, monaco: boolean): string | null {
  if (value === '') return null;
  if (monaco) return /^\d{11}$/.test(value) ? null : nirMessages.monacoFormat;
  return isValidNir(value) ? null : nirMessages.format;
}

/** The key is checked only once the number itself is right. */
export function nirKeyError(nir: string, cle: string): string | null {
  if (cle === '' || !isValidNir(nir)) return null;
  return /^\d{2}$/.test(cle) && nirKey(nir) === cle ? null : nirMessages.key;
}
