/* Plain date rules of the date picker (§5, §9), no zod and no date library: dates are local days. */

export const dateDisplayFormat = 'dd/MM/yyyy';
export const datePlaceholder = 'JJ/MM/AAAA';
const maxDateDigits = 8;

/** §5: digits only, a slash after the 2nd and 5th characters, at most 8 digits. */
export function maskDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, maxDateDigits);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** A real calendar day written DD/MM/YYYY, as a local date at midnight; anything else gives null. */
export function parseFrDate(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (y < 1000 || date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date;
}

const two = (n: number) => String(n).padStart(2, '0');

/** §5 display of dates: dd/MM/yyyy. */
export function formatFrDate(date: Date): string {
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** §9 day display: "1er" for the first of a month, two digits for 2 to 9. */
export function formatDayOfMonth(day: number): string {
  return day === 1 ? '1er' : two(day);
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export interface DateBounds {
  min?: Date | undefined;
  max?: Date | undefined;
  isDisabled?: ((date: Date) => boolean) | undefined;
}

/** §5: min and max clamp the selection; when min is after max, max is used for both. */
export function clampBounds({ min, max, isDisabled }: DateBounds): DateBounds {
  const lo = min && startOfDay(min);
  const hi = max && startOfDay(max);
  return { min: lo && hi && lo > hi ? hi : lo, max: hi, isDisabled };
}

export type DateProblem = 'invalid' | 'beforeMin' | 'afterMax' | 'disabled';

export const dateMessages = {
  invalid: 'La date saisie est invalide : elle doit exister et être au format JJ/MM/AAAA.',
  beforeMin: (min: Date) => `La date doit être égale ou postérieure au ${formatFrDate(min)}.`,
  afterMax: (max: Date) => `La date doit être égale ou antérieure au ${formatFrDate(max)}.`,
  disabled: "Cette date n'est pas disponible : merci d'en choisir une autre.",
} as const;

/** Which rule a day breaks, if any: below the minimum, above the maximum or disabled. */
export function dateProblem(date: Date | null, bounds: DateBounds): DateProblem | null {
  if (!date) return 'invalid';
  const { min, max, isDisabled } = clampBounds(bounds);
  const day = startOfDay(date);
  if (min && day < min) return 'beforeMin';
  if (max && day > max) return 'afterMax';
  if (isDisabled?.(day)) return 'disabled';
  return null;
}

/** French message for a typed value ('' is not an error here: "required" is the form's rule). */
export function dateError(text: string, bounds: DateBounds): string | null {
  if (text === '') return null;
  const problem = dateProblem(parseFrDate(text), bounds);
  const { min, max } = clampBounds(bounds);
  if (problem === 'beforeMin' && min) return dateMessages.beforeMin(min);
  if (problem === 'afterMax' && max) return dateMessages.afterMax(max);
  return problem ? (dateMessages[problem] as string) : null;
}

/** Days of a month (month 0-11) that may be picked. */
export function enabledDaysOfMonth(year: number, month: number, bounds: DateBounds): Date[] {
  const days: Date[] = [];
  for (let d = 1; d <= new Date(year, month + 1, 0).getDate(); d++) {
    const date = new Date(year, month, d);
    if (dateProblem(date, bounds) === null) days.push(date);
  }
  return days;
}

/** §5: a month is selectable only if it is within range and has at least one enabled day. */
export function isMonthSelectable(year: number, month: number, bounds: DateBounds): boolean {
  return enabledDaysOfMonth(year, month, bounds).length > 0;
}

/** §5: a chosen day moves forward to the next enabled day of its month (null when none is left). */
export function nextEnabledDay(date: Date, bounds: DateBounds): Date | null {
  const day = startOfDay(date);
  return enabledDaysOfMonth(day.getFullYear(), day.getMonth(), bounds).find((d) => d >= day) ?? null;
}
