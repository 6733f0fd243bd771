import '@portail/shared/zod-fr';
import { z } from 'zod';
import { codePostalPattern, isRealIsoDate, isValidBic, isValidIban, normalizeIban } from '@portail/shared/validators';
import { multilineText, text } from '@portail/shared/text';

/** Field schemas of the member import: texts, identifiers, dates, bank and address (§3). */

export function texte(max = 100) {
  return text().trim().min(1, 'ne doit pas être vide').max(max, `${max} caractères au plus`);
}

export const identifiant = text()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,29}$/, {
    error: (issue) =>
      `identifiant invalide (${String(issue.input)}) : 1 à 30 lettres, chiffres, « . », « _ », « / » ou « - »`,
  });

/** Today as YYYY-MM-DD in the local time zone (a birth "today" is not in the future). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isoDate() {
  return text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      abort: true,
      error: (issue) => `format attendu AAAA-MM-JJ (${String(issue.input)})`,
    })
    .refine(isRealIsoDate, { abort: true, error: (issue) => `la date n'existe pas (${String(issue.input)})` });
}

export const dateNaissance = isoDate()
  .refine((value) => value <= todayIso(), {
    abort: true,
    error: (issue) => `la date de naissance est dans le futur (${String(issue.input)})`,
  })
  .refine((value) => value >= '1900-01-01', {
    error: (issue) => `la date de naissance est antérieure à 1900 (${String(issue.input)})`,
  });

const bic = text()
  .trim()
  .toUpperCase()
  .refine(isValidBic, 'BIC invalide : 8 ou 11 caractères (6 lettres, 2 lettres ou chiffres, 3 facultatifs)');

export const iban = text()
  .transform(normalizeIban)
  .refine(isValidIban, 'IBAN invalide (longueur ou clé de contrôle mod 97 ; un IBAN FR compte 27 caractères)');

const codePays = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'code pays ISO 3166 à 2 lettres attendu (FR, BE, MC…)');

/** §3 Address; codePostal is checked against the French pattern only when codePays is FR. */
export const adresseObjectSchema = z.strictObject({
  pointRemiseCourrier: texte(38).optional(),
  numVoie: texte(10).optional(),
  libelleCourtBtq: texte(10).optional(),
  libelleCourtNatureVoie: texte(10).optional(),
  libelleVoie: texte(100).optional(),
  complementGeographique: texte(100).optional(),
  codeCedex: texte(10).optional(),
  nomCedex: texte(100).optional(),
  bureauCedex: texte(100).optional(),
  mentionParticuliere: texte(100).optional(),
  lieuDit: texte(100).optional(),
  codePostal: texte(10),
  localite: texte(100),
  libellePays: texte(100),
  codePays,
  adresseEtrangere: z.boolean().optional(),
});

export const adresseSchema = adresseObjectSchema
  .superRefine((adresse, ctx) => {
    const { codePays: pays, codePostal } = adresse;
    if (pays === 'FR' && typeof codePostal === 'string' && !codePostalPattern.test(codePostal)) {
      ctx.addIssue({
        code: 'custom',
        path: ['codePostal'],
        message: `code postal français invalide (${codePostal}) : 5 chiffres, de 01000 à 98999`,
      });
    }
  })
  .transform((adresse) => ({ ...adresse, adresseEtrangere: adresse.adresseEtrangere ?? adresse.codePays !== 'FR' }));

const banqueParts = ['codeInternationalPaysIso2', 'cleIban', 'identifiantNationalCompte', 'codeBIC'] as const;

/** §3 Bank, or the shorter iban + bic; both are stored in the §3 form. */
export const banqueObjectSchema = z.strictObject({
  codeInternationalPaysIso2: codePays.optional(),
  cleIban: text()
    .trim()
    .regex(/^\d{2}$/, 'deux chiffres attendus')
    .optional(),
  identifiantNationalCompte: text()
    .transform(normalizeIban)
    .pipe(text().regex(/^[A-Z0-9]{8,30}$/, '8 à 30 lettres ou chiffres attendus (BBAN)'))
    .optional(),
  codeBIC: bic.optional(),
  iban: iban.optional(),
  bic: bic.optional(),
});

export interface Banque {
  codeInternationalPaysIso2: string;
  cleIban: string;
  identifiantNationalCompte: string;
  codeBIC: string;
}

export const banqueSchema = banqueObjectSchema
  .superRefine((banque, ctx) => {
    const missing = (field: string) => ctx.addIssue({ code: 'custom', path: [field], message: 'champ obligatoire' });
    const short = banque.iban !== undefined || banque.bic !== undefined;
    const long = banqueParts.some((part) => banque[part] !== undefined);
    if (short && long) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message:
          'indiquer soit iban et bic, soit codeInternationalPaysIso2, cleIban, identifiantNationalCompte et codeBIC',
      });
    } else if (short) {
      if (banque.iban === undefined) missing('iban');
      if (banque.bic === undefined) missing('bic');
    } else if (long) {
      for (const part of banqueParts) if (banque[part] === undefined) missing(part);
      const { codeInternationalPaysIso2: pays, cleIban, identifiantNationalCompte: compte } = banque;
      if (pays && cleIban && compte && !isValidIban(`${pays}${cleIban}${compte}`)) {
        ctx.addIssue({
          code: 'custom',
          path: ['cleIban'],
          message: 'IBAN invalide : la clé ne correspond pas au pays et au compte (contrôle mod 97)',
        });
      }
    } else {
      ctx.addIssue({ code: 'custom', path: [], message: 'iban et bic attendus' });
    }
  })
  .transform((banque): Banque => {
    if (banque.iban !== undefined) {
      return {
        codeInternationalPaysIso2: banque.iban.slice(0, 2),
        cleIban: banque.iban.slice(2, 4),
        identifiantNationalCompte: banque.iban.slice(4),
        codeBIC: banque.bic ?? '',
      };
    }
    return {
      codeInternationalPaysIso2: banque.codeInternationalPaysIso2 ?? '',
      cleIban: banque.cleIban ?? '',
      identifiantNationalCompte: banque.identifiantNationalCompte ?? '',
      codeBIC: banque.codeBIC ?? '',
    };
  });

export const telephone = text()
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(text().regex(/^(0\d{9}|\+\d{8,15})$/, 'numéro invalide : 10 chiffres, ou + et l’indicatif du pays'));

/** The insurer's stable id of a document: longer than a person's, « : » allowed (« ged:2026/0042 »). */
export const referenceDocument = text()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/, {
    error: (issue) =>
      `référence invalide (${String(issue.input)}) : 1 à 100 lettres, chiffres, « . », « _ », « : », « / » ou « - »`,
  });

/** A code of the client's reference table categories-documents (checked against it after parsing). */
export const codeCategorie = text()
  .trim()
  .regex(/^[a-z0-9-]{1,60}$/, 'code de catégorie attendu : minuscules, chiffres et « - » (par exemple attestations)');

/** The name the member downloads: no folder, an extension of the accepted types (checked with the content). */
export const nomFichier = texte(255).refine((name) => !/[/\\]/.test(name), 'nom de fichier sans dossier attendu');

/** Base64 of the file; line breaks of a wrapped encoding (MIME, 76 columns) are allowed. */
export const contenuBase64 = multilineText()
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => value.length > 0 && value.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value), {
    message: 'contenu base64 invalide (alphabet A-Z a-z 0-9 + /, complété par « = »)',
  });

/**
 * A path relative to the import file's folder, « / » between folders. Absolute paths and « .. »
 * are refused here; a symbolic link leading out of the folder is refused when the file is read.
 */
export const cheminRelatif = texte(500)
  .refine((value) => !/^([/\\]|[A-Za-z]:)/.test(value), {
    abort: true,
    error: (issue) =>
      `chemin absolu refusé (${String(issue.input)}) : chemin relatif au dossier du fichier d'import attendu`,
  })
  .refine((value) => !value.includes('\\'), {
    abort: true,
    error: 'séparateur « \\ » refusé : utiliser « / » entre les dossiers',
  })
  .refine((value) => !value.split('/').includes('..'), {
    error: (issue) => `chemin refusé (${String(issue.input)}) : « .. » sortirait du dossier du fichier d'import`,
  });
