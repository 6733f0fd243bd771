/*
 * A country's French name from its ISO 3166-1 alpha-2 code, by the runtime's own CLDR data
 * (Intl.DisplayNames). The countries offered are the client's reference table « pays » (decision 031).
 */
const names = new Intl.DisplayNames(['fr'], { type: 'region' });

export function nomPays(code: string): string {
  return names.of(code) ?? code;
}
