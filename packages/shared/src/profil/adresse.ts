import { z } from 'zod';
import { codePostalPattern } from '../validators.ts';
import { limitedText, text } from '../text.ts';

/*
 * §3 Address as French postal addresses are written (AFNOR NF Z10-011): at most 6 lines of at most
 * 38 characters under the name, the last one « code postal + localité » in capitals without
 * accents, the country last for an address abroad.
 */

export const afnorLineMax = 38;

export const adresseMessages = {
  characters: "Caractères non autorisés : lettres, chiffres, espaces et ' - . , / ° ( ) & seulement.",
  lineTooLong: `Cette ligne de l’adresse dépasse ${afnorLineMax} caractères (norme postale AFNOR) : abrégez-la.`,
  voieRequired: 'Indiquez la voie ou le lieu-dit.',
  codePostalObligatoire: 'Le code postal est obligatoire.',
  codePostal: 'Le code postal doit comporter 5 chiffres (de 01000 à 98999).',
  codePostalUnknown: 'Ce code postal n’existe pas dans la liste officielle des codes postaux.',
  localite: 'Indiquez la commune.',
  communeMismatch: (codePostal: string, communes: string[]) =>
    `Cette commune ne correspond pas au code postal ${codePostal}. Communes de ce code postal : ${communes.join(', ')}.`,
  codeCedex: 'Le code CEDEX doit comporter 5 chiffres du même département que le code postal.',
  bureauCedex: 'Indiquez le bureau distributeur du CEDEX.',
  pays: 'Choisissez le pays de l’adresse à l’étranger (autre que la France).',
  codePostalEtranger: 'Le code postal étranger comporte au plus 10 lettres, chiffres, espaces ou tirets.',
  numVoie: 'Le numéro de voie comporte au plus 5 chiffres.',
} as const;

/** Letters (accents), digits, space and the punctuation of addresses; no « < > " ; = » (no HTML). */
const addressCharacters = /^[\p{L}\p{N} '’\-.,/°()&]*$/u;

/** A text of an address (or of a person), at most `max` characters, its message naming the field. */
export function adresseText(max: number, libelle: string) {
  return limitedText(max, libelle).regex(addressCharacters, adresseMessages.characters);
}

export interface AdresseFields {
  pointRemiseCourrier?: string | undefined;
  complementGeographique?: string | undefined;
  numVoie?: string | undefined;
  libelleCourtBtq?: string | undefined;
  libelleCourtNatureVoie?: string | undefined;
  libelleVoie?: string | undefined;
  lieuDit?: string | undefined;
  mentionParticuliere?: string | undefined;
  codePostal: string;
  localite: string;
  codeCedex?: string | undefined;
  nomCedex?: string | undefined;
  bureauCedex?: string | undefined;
  libellePays?: string | undefined;
  codePays?: string | undefined;
  adresseEtrangere?: boolean | undefined;
}

/** Capitals without accents, as La Poste sorts mail (line 6, and commune comparisons). */
export function postalUpperCase(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A commune name compared loosely: no accents, hyphens or apostrophes, SAINT/ST, SAINTE/STE. */
export function communeKey(value: string): string {
  return postalUpperCase(value)
    .replace(/['’\-.]/g, ' ')
    .replace(/\bSTE\b/g, 'SAINTE')
    .replace(/\bST\b/g, 'SAINT')
    .replace(/\s+/g, ' ')
    .trim();
}

const join = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

/** The voie line (AFNOR line 4): numéro, indice, nature and libellé of the voie. */
export function ligneVoie(adresse: AdresseFields): string {
  return join(adresse.numVoie, adresse.libelleCourtBtq, adresse.libelleCourtNatureVoie, adresse.libelleVoie);
}

/** The distribution line (AFNOR line 6): the CEDEX when there is one, else code postal + localité. */
export function ligneDistribution(adresse: AdresseFields): string {
  if (adresse.codeCedex)
    return postalUpperCase(
      join(adresse.codeCedex, adresse.bureauCedex || adresse.localite, adresse.nomCedex || 'CEDEX'),
    );
  return postalUpperCase(join(adresse.codePostal, adresse.localite));
}

/**
 * AFNOR lines 2 to 7 (line 1 is the addressee): point de remise, complément, voie, lieu-dit or
 * mention (BP…), distribution, country when abroad. Empty lines are left out.
 */
export function lignesAdresse(adresse: AdresseFields): string[] {
  const etranger = adresse.adresseEtrangere ?? (adresse.codePays !== undefined && adresse.codePays !== 'FR');
  return [
    adresse.pointRemiseCourrier,
    adresse.complementGeographique,
    ligneVoie(adresse),
    join(adresse.lieuDit, adresse.mentionParticuliere),
    etranger ? join(adresse.codePostal, adresse.localite) : ligneDistribution(adresse),
    etranger ? postalUpperCase(adresse.libellePays ?? '') : '',
  ]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '');
}

/**
 * The same address once printed — its AFNOR lines in capitals without accents, spaces aside: a
 * « change » to it would change nothing (forms/adresse then sends no request).
 */
export function memeAdresse(a: AdresseFields, b: AdresseFields): boolean {
  const printed = (adresse: AdresseFields) =>
    lignesAdresse(adresse)
      .map((line) => postalUpperCase(line).replace(/\s+/g, ' '))
      .join('\n');
  return printed(a) === printed(b);
}

/**
 * The rules that need no reference list; the server then checks code postal ↔ commune and the codes
 * of the client's tables (pays, natures de voie, indices de répétition).
 */
export function adresseIssues(adresse: AdresseFields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!adresse.libelleVoie && !adresse.lieuDit)
    issues.push({ path: 'libelleVoie', message: adresseMessages.voieRequired });
  if (ligneVoie(adresse).length > afnorLineMax)
    issues.push({ path: 'libelleVoie', message: adresseMessages.lineTooLong });
  if (join(adresse.lieuDit, adresse.mentionParticuliere).length > afnorLineMax)
    issues.push({ path: 'lieuDit', message: adresseMessages.lineTooLong });
  if (!adresse.localite) issues.push({ path: 'localite', message: adresseMessages.localite });
  if (adresse.adresseEtrangere) {
    // Which countries: the client's table « pays », checked by the server.
    if (!adresse.codePays || adresse.codePays === 'FR')
      issues.push({ path: 'codePays', message: adresseMessages.pays });
    if (adresse.codePostal && !/^[A-Z0-9 -]{1,10}$/i.test(adresse.codePostal))
      issues.push({ path: 'codePostal', message: adresseMessages.codePostalEtranger });
    return issues;
  }
  if (!adresse.codePostal) issues.push({ path: 'codePostal', message: adresseMessages.codePostalObligatoire });
  else if (!codePostalPattern.test(adresse.codePostal))
    issues.push({ path: 'codePostal', message: adresseMessages.codePostal });
  if (adresse.codeCedex) {
    if (!/^\d{5}$/.test(adresse.codeCedex) || adresse.codeCedex.slice(0, 2) !== adresse.codePostal.slice(0, 2))
      issues.push({ path: 'codeCedex', message: adresseMessages.codeCedex });
    if (!adresse.bureauCedex) issues.push({ path: 'bureauCedex', message: adresseMessages.bureauCedex });
  }
  if (ligneDistribution(adresse).length > afnorLineMax)
    issues.push({ path: adresse.codeCedex ? 'bureauCedex' : 'localite', message: adresseMessages.lineTooLong });
  return issues;
}

/** One commune of a postal code (GET /api/referentiel/communes). */
export const communeSchema = z.object({
  codeCommune: text(),
  nomCommune: text(),
  libelleAcheminement: text(),
});
export type Commune = z.infer<typeof communeSchema>;
export const communesResponseSchema = z.object({ codePostal: text(), communes: z.array(communeSchema) });
export type CommunesResponse = z.infer<typeof communesResponseSchema>;
