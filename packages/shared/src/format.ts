/* §9 display helpers, plain functions shared by the web and the server. */

export const byteUnits = ['Octets', 'ko', 'Mo', 'Go', 'To', 'Po'] as const;
const kilo = 1024;
const frenchNumber = (value: number, maxDecimals: number) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits: maxDecimals }).format(value);

/** §9: byte sizes in Octets, ko, Mo, Go, To, Po (powers of 1024, at most 2 decimals). */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${byteUnits[0]}`;
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(kilo)), byteUnits.length - 1);
  return `${frenchNumber(bytes / kilo ** unit, decimals)} ${byteUnits[unit]}`;
}

export const bytesPerMo = kilo * kilo;

/** A number of characters as the portal writes it (« 120 », « 2 000 »): limits, counters and their messages. */
export function formatCaracteres(count: number): string {
  return frenchNumber(count, 0);
}

/** §5 uploader: sizes in MB with 0 to 2 decimals ("5 Mo", "2,5 Mo", "0,33 Mo"). */
export function formatMo(bytes: number): string {
  return `${frenchNumber(bytes / bytesPerMo, 2)} Mo`;
}

export const defaultTruncateLength = 25;

/** §9: text truncation, 25 characters by default, with an ellipsis. */
export function truncate(text: string, length = defaultTruncateLength): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

const eurosCentimes = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const eurosEntiers = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/**
 * An amount in cents, written as French statements print it: « 1 234,56 € » (U+202F between
 * thousands, U+00A0 before €). 'court' drops « ,00 » from whole amounts, as brochures and
 * sentences do: « 150 € », « 22,50 € ».
 */
export function formatEuros(centimes: number, style: 'montant' | 'court' = 'montant'): string {
  if (style === 'court' && centimes % 100 === 0) return eurosEntiers.format(centimes / 100);
  return eurosCentimes.format(centimes / 100);
}
