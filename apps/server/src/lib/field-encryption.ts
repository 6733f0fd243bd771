import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Application-level encryption of the NIR and the bank accounts (issue 28, decision 048): what a
 * stolen backup reveals. AES-256-GCM, a random 96-bit IV per value, the field's name as additional
 * authenticated data (a value moved to another column is refused), the key id in the value so that
 * keys rotate without downtime: `v1:<kid>:<iv>:<tag>:<ciphertext>`, base64url.
 * The NIR is searched through a blind index: HMAC-SHA256 under a separate key, over the normalised
 * NIR, scoped by client.
 */

export interface DataKeys {
  /** The key new values are encrypted with (the first one listed). */
  currentKid: string;
  /** Every key values may be under: the current one and older ones still being re-encrypted. */
  keys: ReadonlyMap<string, Buffer>;
  /** The blind index's key, never used to encrypt. */
  indexKey: Buffer;
}

const kidPattern = /^[A-Za-z0-9_-]{1,32}$/;
/** An encrypted value, as stored (also inside JSON documents). */
export const encryptedValuePattern =
  /^v1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;
/** The reserved id of the blind index's key in DATA_ENCRYPTION_KEYS. */
const indexKeyId = 'index';

class FieldDecryptionError extends Error {
  constructor(field: string, reason: string) {
    super(`Valeur chiffrée illisible (${field}) : ${reason}.`);
    this.name = 'FieldDecryptionError';
  }
}

function keyBytes(id: string, text: string): Buffer {
  const bytes = Buffer.from(text, /^[A-Za-z0-9_-]+$/.test(text) ? 'base64url' : 'base64');
  if (bytes.length !== 32)
    throw new Error(
      `DATA_ENCRYPTION_KEYS : la clé « ${id} » doit faire 32 octets en base64 (ex. \`openssl rand -base64 32\`), elle en fait ${bytes.length}.`,
    );
  return bytes;
}

/**
 * `index=<base64>,k2=<base64>,k1=<base64>` (commas or new lines; `#` comments and blank lines
 * ignored): `index` is the blind index's key, the first other key is the current one.
 */
export function parseDataKeys(text: string): DataKeys {
  const keys = new Map<string, Buffer>();
  let indexKey: Buffer | undefined;
  let currentKid: string | undefined;
  const entries = text.split('\n').flatMap((line) => line.replace(/#.*$/, '').split(','));
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '') continue;
    const at = entry.indexOf('=');
    const id = at < 0 ? '' : entry.slice(0, at).trim();
    const value = at < 0 ? '' : entry.slice(at + 1).trim();
    if (!kidPattern.test(id) || value === '')
      throw new Error(
        'DATA_ENCRYPTION_KEYS : chaque clé s’écrit `identifiant=clé en base64` (identifiant : lettres, chiffres, - et _, 32 au plus).',
      );
    if (id === indexKeyId) {
      if (indexKey) throw new Error('DATA_ENCRYPTION_KEYS : une seule clé `index`.');
      indexKey = keyBytes(id, value);
      continue;
    }
    if (keys.has(id)) throw new Error(`DATA_ENCRYPTION_KEYS : la clé « ${id} » figure deux fois.`);
    keys.set(id, keyBytes(id, value));
    currentKid ??= id;
  }
  if (!indexKey) throw new Error('DATA_ENCRYPTION_KEYS : la clé `index` (index de recherche du NIR) manque.');
  if (!currentKid) throw new Error('DATA_ENCRYPTION_KEYS : aucune clé de chiffrement (la première listée chiffre).');
  return { currentKid, keys, indexKey };
}

/** A new set of keys, as DATA_ENCRYPTION_KEYS writes them: a blind index key and one encryption key. */
export function generateDataKeysText(kid = `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`): string {
  return `${indexKeyId}=${randomBytes(32).toString('base64')}\n${kid}=${randomBytes(32).toString('base64')}\n`;
}

/** Text is encrypted as UTF-8; bytes (a data archive) as they are, read back with decryptBytes. */
export function encryptValue(keys: DataKeys, field: string, plaintext: string | Uint8Array): string {
  const key = keys.keys.get(keys.currentKid)!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(field, 'utf8'));
  const bytes = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext;
  const ciphertext = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return `v1:${keys.currentKid}:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${ciphertext.toString('base64url')}`;
}

/** The key id a stored value is under; undefined when it is not an encrypted value. */
export function keyIdOf(value: string): string | undefined {
  return encryptedValuePattern.exec(value)?.[1];
}

export function decryptValue(keys: DataKeys, field: string, value: string): string {
  return decryptBytes(keys, field, value).toString('utf8');
}

export function decryptBytes(keys: DataKeys, field: string, value: string): Buffer {
  const parts = encryptedValuePattern.exec(value);
  if (!parts) throw new FieldDecryptionError(field, 'format inconnu');
  const [, kid, iv, tag, ciphertext] = parts as unknown as [string, string, string, string, string];
  const key = keys.keys.get(kid);
  if (!key) throw new FieldDecryptionError(field, `clé « ${kid} » absente de DATA_ENCRYPTION_KEYS`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(field, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  } catch {
    throw new FieldDecryptionError(field, 'authentification refusée (valeur altérée, déplacée ou autre clé)');
  }
}

/** The NIR as searched: digits and the Corsican 2A/2B, upper case, no spaces, dots or dashes. */
export function normaliseNir(nir: string): string {
  return nir.toUpperCase().replace(/[^0-9AB]/g, '');
}

/** The blind index of a NIR within a client: equal NIRs give equal indexes there, and only there. */
export function nirBlindIndex(keys: DataKeys, clientId: number, nir: string): string {
  return createHmac('sha256', keys.indexKey)
    .update(`nir:${clientId}:${normaliseNir(nir)}`)
    .digest('base64url');
}

let installed: DataKeys | undefined;

/** The keys of this process: set once at start (startDatabase, the commands, the tests' database helper). */
export function installDataKeys(keys: DataKeys): void {
  installed = keys;
}

export function dataKeys(): DataKeys {
  if (!installed)
    throw new Error(
      'Clés de chiffrement non chargées : DATA_ENCRYPTION_KEYS ou DATA_ENCRYPTION_KEYS_FILE (docs/operations.md, « Clés de chiffrement »).',
    );
  return installed;
}
