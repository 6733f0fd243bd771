/*
 * Countries offered for an address abroad (ISO 3166-1 alpha-2), named in French by the runtime's
 * own CLDR data (Intl.DisplayNames), so no list of names is kept here.
 */
export const codesPaysEtrangers = [
  'DE',
  'AD',
  'AT',
  'BE',
  'BG',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DK',
  'DZ',
  'EE',
  'ES',
  'FI',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MA',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SN',
  'TN',
  'US',
] as const;

const names = new Intl.DisplayNames(['fr'], { type: 'region' });

export function nomPays(code: string): string {
  return names.of(code) ?? code;
}

export const paysEtrangers = codesPaysEtrangers
  .map((code) => ({ code, libelle: nomPays(code) }))
  .sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr'));
