import {
  dataKeys,
  decryptBytes,
  decryptValue,
  encryptValue,
  encryptedValuePattern,
  keyIdOf,
  nirBlindIndex,
  type DataKeys,
} from '../lib/field-encryption.ts';
import type { Db } from './database.ts';

/**
 * The one door of the NIR and the bank accounts to and from the database (decision 048): every
 * repository seals what it writes and opens what it reads here, never with crypto of its own.
 * Each field's name is the additional authenticated data of its values.
 */
export const sensitiveColumns = {
  nir: 'personnes.nir',
  banque: 'personnes.banque',
  rib: 'contrats.rib',
  cotisationIban: 'contrats.cotisation_iban',
  mandatIban: 'mandats_sepa.iban',
  /** A member's data archive (decision 052): his NIR and IBANs in full, for 7 days. */
  archiveDonnees: 'export_donnees.archive',
} as const;
export type SensitiveColumn = (typeof sensitiveColumns)[keyof typeof sensitiveColumns];

/** JSON documents that copy a NIR or an IBAN (a request's form values, the change feed's data). */
export const sensitiveDocuments = {
  demandePayload: 'demandes.payload',
  changementDonnees: 'changements.donnees',
} as const;
export type SensitiveDocument = (typeof sensitiveDocuments)[keyof typeof sensitiveDocuments];

/** The keys whose string values are sealed wherever they stand in those documents. */
const sensitiveJsonKeys = new Set(['nir', 'iban']);

export function sealText(column: SensitiveColumn, value: string, keys?: DataKeys): string;
export function sealText(column: SensitiveColumn, value: string | null, keys?: DataKeys): string | null;
export function sealText(column: SensitiveColumn, value: string | null, keys: DataKeys = dataKeys()): string | null {
  return value === null ? null : encryptValue(keys, column, value);
}

export function openText(column: SensitiveColumn, value: string, keys?: DataKeys): string;
export function openText(column: SensitiveColumn, value: string | null, keys?: DataKeys): string | null;
export function openText(column: SensitiveColumn, value: string | null, keys: DataKeys = dataKeys()): string | null {
  return value === null ? null : decryptValue(keys, column, value);
}

/** Bytes to store (a data archive): encrypted as text, like the other values. */
export function sealBytes(column: SensitiveColumn, value: Uint8Array, keys: DataKeys = dataKeys()): string {
  return encryptValue(keys, column, value);
}

export function openBytes(column: SensitiveColumn, value: string, keys: DataKeys = dataKeys()): Buffer {
  return decryptBytes(keys, column, value);
}

/** A NIR to store: encrypted, and its blind index in the client. */
export function sealNir(
  clientId: number,
  nir: string | null,
  keys: DataKeys = dataKeys(),
): { nir_chiffre: string | null; nir_index: string | null } {
  if (nir === null || nir === '') return { nir_chiffre: null, nir_index: null };
  return { nir_chiffre: encryptValue(keys, sensitiveColumns.nir, nir), nir_index: nirBlindIndex(keys, clientId, nir) };
}

export function openNir(value: string | null): string | null {
  return openText(sensitiveColumns.nir, value);
}

/** What `personnes.nir_index` holds for this NIR in this client: the exact search's value. */
export function nirIndex(clientId: number, nir: string): string {
  return nirBlindIndex(dataKeys(), clientId, nir);
}

/** The bank details of a person (the import's `banque` object), sealed whole. */
export function sealBanque(banque: Record<string, unknown> | null, keys: DataKeys = dataKeys()): string | null {
  return banque === null ? null : encryptValue(keys, sensitiveColumns.banque, JSON.stringify(banque));
}

export function openBanque(value: string | null): Record<string, unknown> | null {
  return value === null ? null : (JSON.parse(openText(sensitiveColumns.banque, value)) as Record<string, unknown>);
}

/** The IBAN a person's `banque` object carries, whichever of its two forms (the import's). */
export function ibanOfBanque(banque: Record<string, unknown> | null): string | null {
  if (!banque) return null;
  if (typeof banque.iban === 'string') return banque.iban;
  const parts = [banque.codeInternationalPaysIso2, banque.cleIban, banque.identifiantNationalCompte];
  return parts.every((part) => typeof part === 'string') ? parts.join('') : null;
}

function walk(value: unknown, at: (key: string, text: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, at));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && sensitiveJsonKeys.has(key) ? at(key, item) : walk(item, at),
    ]),
  );
}

/** A JSON document with every `nir` and `iban` string in it sealed (the field: `<document>.<key>`). */
export function sealDocument<T extends Record<string, unknown>>(
  document: SensitiveDocument,
  value: T,
  keys: DataKeys = dataKeys(),
): T {
  return walk(value, (key, text) =>
    encryptedValuePattern.test(text) ? text : encryptValue(keys, `${document}.${key}`, text),
  ) as T;
}

/** The document as written: every sealed `nir` and `iban` opened. */
export function openDocument<T>(document: SensitiveDocument, value: T, keys: DataKeys = dataKeys()): T {
  return walk(value, (key, text) =>
    encryptedValuePattern.test(text) ? decryptValue(keys, `${document}.${key}`, text) : text,
  ) as T;
}

/**
 * `plaintext` sealed, or the value already stored when it says the same under the current key: an
 * upsert that compares columns (a re-import) sees an unchanged row as unchanged, whatever the IV.
 */
export function sealKeeping(
  field: SensitiveColumn,
  plaintext: string | null,
  stored: string | null | undefined,
  keys: DataKeys = dataKeys(),
): string | null {
  if (plaintext === null) return null;
  if (stored && keyIdOf(stored) === keys.currentKid) {
    try {
      if (decryptValue(keys, field, stored) === plaintext) return stored;
    } catch {
      // unreadable: sealed anew
    }
  }
  return encryptValue(keys, field, plaintext);
}

/**
 * At start: the configured keys open a NIR of this database (the first one stored), or the start is
 * refused — an instance with other keys (a key file generated anew, another host's) would write
 * values the other instances cannot read, and answer 500 wherever it reads theirs.
 */
export async function assertKeysOpenDatabase(db: Db, keys: DataKeys = dataKeys()): Promise<void> {
  const row = await db
    .selectFrom('personnes')
    .select('nir_chiffre')
    .where('nir_chiffre', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row?.nir_chiffre) return;
  try {
    decryptValue(keys, sensitiveColumns.nir, row.nir_chiffre);
  } catch (error) {
    throw new Error(
      `Les clés de chiffrement configurées n’ouvrent pas les NIR de cette base (${(error as Error).message}) : donnez à cette instance les clés des autres (docs/operations.md, « Clés de chiffrement »).`,
      { cause: error },
    );
  }
}
