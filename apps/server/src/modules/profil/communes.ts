import { createRequire } from 'node:module';
import type { CodePostalEntry } from 'codes-postaux';
import { adresseMessages, type Commune, communeKey } from '@portail/shared/profil/adresse';

/*
 * Postal code → communes, from the `codes-postaux` package (BaseAdresseNationale): the French
 * postal codes with their communes and La Poste's routing labels (libellé d'acheminement), shipped
 * inside the package, so no call leaves the server. Loaded on first use (about 40,000 lines).
 */

const require = createRequire(import.meta.url);
let finder: ((codePostal: string) => CodePostalEntry[]) | null = null;

export function communesOf(codePostal: string): Commune[] {
  if (!/^\d{5}$/.test(codePostal)) return [];
  finder ??= (require('codes-postaux') as { find: (code: string) => CodePostalEntry[] }).find;
  const seen = new Set<string>();
  const communes: Commune[] = [];
  for (const entry of finder(codePostal)) {
    const key = `${entry.codeCommune}:${entry.nomCommune}`;
    if (seen.has(key)) continue;
    seen.add(key);
    communes.push({
      codeCommune: entry.codeCommune,
      nomCommune: entry.nomCommune,
      libelleAcheminement: entry.libelleAcheminement,
    });
  }
  return communes.sort((a, b) => a.nomCommune.localeCompare(b.nomCommune, 'fr'));
}

/** null when the postal code and the commune go together, else the French error of the field. */
export function communeError(codePostal: string, localite: string): { field: string; message: string } | null {
  const communes = communesOf(codePostal);
  if (communes.length === 0) return { field: 'codePostal', message: adresseMessages.codePostalUnknown };
  const key = communeKey(localite);
  if (communes.some((c) => communeKey(c.nomCommune) === key || communeKey(c.libelleAcheminement) === key)) return null;
  return {
    field: 'localite',
    message: adresseMessages.communeMismatch(
      codePostal,
      communes.slice(0, 8).map((c) => c.nomCommune),
    ),
  };
}
