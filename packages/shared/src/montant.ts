import { z } from 'zod';
import { text } from './text.ts';

/* Amounts typed in euros (« 1 234,56 », « 45.5 » or a number) and kept in cents, the one unit of the
   portal's amounts. Used by every form that asks for an amount. */

export interface MontantMessages {
  /** Nothing typed: the amount is missing, not malformed. */
  montantObligatoire: string;
  montantInvalide: string;
  montantDecimales: string;
  montantAbsurde: string;
}

/** « 1 234,56 », « 45.5 », 45.5 → cents; null when it is not an amount, NaN beyond 2 decimals. */
export function enCentimes(valeur: number | string): number | null {
  const texte =
    typeof valeur === 'number' ? String(valeur) : valeur.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(texte)) return null;
  const [entiers = '', decimales = ''] = texte.replace('-', '').split('.');
  if (decimales.length > 2) return Number.NaN;
  const centimes = Number(entiers) * 100 + Number(decimales.padEnd(2, '0'));
  return texte.startsWith('-') ? -centimes : centimes;
}

/** An amount field: euros in, cents out, with a minimum and a maximum (in euros) and French messages. */
export function montantEnCentimes({
  minimum,
  maximumEuros,
  messages,
}: {
  minimum: { centimes: number; message: string };
  maximumEuros: number;
  messages: MontantMessages;
}) {
  return z
    .union([z.number(), text()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messages.montantObligatoire : messages.montantInvalide,
    })
    .transform((valeur, ctx) => {
      const centimes = enCentimes(valeur);
      const probleme =
        typeof valeur === 'string' && valeur.trim() === ''
          ? messages.montantObligatoire
          : centimes === null
            ? messages.montantInvalide
            : Number.isNaN(centimes)
              ? messages.montantDecimales
              : centimes < minimum.centimes
                ? minimum.message
                : centimes > maximumEuros * 100
                  ? messages.montantAbsurde
                  : null;
      if (probleme) {
        ctx.addIssue({ code: 'custom', message: probleme });
        return z.NEVER;
      }
      return centimes as number;
    });
}
