import { z } from 'zod';
import { text } from '../text.ts';

/* Regulatory amounts change on a given day (G 26,50 € → 30 € on 22/12/2024, forfait journalier 20 € → 23 € on
   01/03/2026): an amount is a list of values, each applying from its date until the next one. */

export const dateIsoSchema = text({ error: 'La date est obligatoire.' })
  .min(1, { message: 'La date est obligatoire.', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date doit être au format AAAA-MM-JJ.')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && isRealDay(text), 'Cette date n’existe pas.');

function isRealDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === text;
}

/** Amounts are integer cents everywhere: no float ever reaches a total. */
export const centimesSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Le montant est obligatoire.'
        : 'Le montant doit être un nombre.',
  })
  .int('Le montant doit être exprimé en centimes entiers.')
  .nonnegative('Le montant ne peut pas être négatif.');

export const valeurDateeSchema = z.strictObject({ depuis: dateIsoSchema, montant: centimesSchema });
export type ValeurDatee = z.infer<typeof valeurDateeSchema>;

export const valeursDateesSchema = z
  .array(valeurDateeSchema)
  .min(1, 'Au moins une valeur est attendue.')
  .refine(
    (valeurs) => valeurs.every((v, i) => i === 0 || (valeurs[i - 1] as ValeurDatee).depuis < v.depuis),
    'Les valeurs doivent être classées par date, sans doublon.',
  );

/** The value in force on `date` (YYYY-MM-DD); before the first date, the first value applies. */
export function valeurAu(valeurs: readonly ValeurDatee[], date: string): number {
  let courante = valeurs[0];
  if (!courante) throw new RangeError('Aucune valeur datée.');
  for (const valeur of valeurs) if (valeur.depuis <= date) courante = valeur;
  return courante.montant;
}

/** Today as a local calendar day, YYYY-MM-DD. */
export function aujourdhuiIso(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
