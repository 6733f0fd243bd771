import { z } from 'zod';
import { formatCaracteres } from './format.ts';

/** One rule for every string the portal accepts (forms, routes, imports): no control characters. */
export const textMessages = {
  controlCharacters: 'Ce champ contient des caractères non autorisés.',
  /** A text over its limit: the field named, the limit said, as the field's counter says it (issue 25). */
  tooLong: (libelle: string, max: number) => `${libelle} ne doit pas dépasser ${formatCaracteres(max)} caractères.`,
} as const;

/* C0 controls and DEL; a multi-line text keeps tabulation, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- control characters are what this rule refuses
const singleLineControls = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- idem
const multilineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? multilineControls : singleLineControls).test(value);
}

/** A one-line string (names, identifiers, codes, search terms…). Use it instead of z.string(). */
export function text(params?: { error: string }) {
  return z.string(params).refine((value) => !hasControlCharacters(value), { message: textMessages.controlCharacters });
}

/** A one-line text of at most `max` characters (trimmed), its message naming the field (« L’objet »). */
export function limitedText(max: number, libelle: string, params?: { error: string }) {
  return text(params).trim().max(max, textMessages.tooLong(libelle, max));
}

/** A text that may span lines (messages, comments). */
export function multilineText(params?: { error: string }) {
  return z
    .string(params)
    .refine((value) => !hasControlCharacters(value, { multiline: true }), { message: textMessages.controlCharacters });
}
