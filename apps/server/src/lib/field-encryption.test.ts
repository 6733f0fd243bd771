import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedKeysFileName, loadDataKeys } from './data-keys.ts';
import {
  decryptValue,
  encryptValue,
  generateDataKeysText,
  keyIdOf,
  nirBlindIndex,
  normaliseNir,
  parseDataKeys,
} from './field-encryption.ts';

const key = (byte: number) => Buffer.alloc(32, byte).toString('base64');
const ancienne = parseDataKeys(`index=${key(1)},k1=${key(2)}`);
/** k2 current, k1 still readable: the rotation's second step. */
const rotation = parseDataKeys(`index=${key(1)}\nk2=${key(3)}\nk1=${key(2)}`);
const nouvelle = parseDataKeys(`index=${key(1)},k2=${key(3)}`);

describe('chiffrement des champs (AES-256-GCM, décision 048)', () => {
  it('chiffre et déchiffre ; le format porte la clé ; deux chiffrements diffèrent (IV aléatoire)', () => {
    const a = encryptValue(ancienne, 'personnes.nir', '2780544109023');
    const b = encryptValue(ancienne, 'personnes.nir', '2780544109023');
    expect(a).toMatch(/^v1:k1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('2780544109023');
    expect(keyIdOf(a)).toBe('k1');
    expect(decryptValue(ancienne, 'personnes.nir', a)).toBe('2780544109023');
  });

  it('refuse une valeur altérée : chiffré, étiquette ou IV', () => {
    const value = encryptValue(ancienne, 'contrats.rib', 'FR7630004012340001234567862');
    const [v, kid, iv, tag, ciphertext] = value.split(':') as [string, string, string, string, string];
    const flip = (text: string) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[0]! ^= 1;
      return bytes.toString('base64url');
    };
    for (const altered of [
      [v, kid, iv, tag, flip(ciphertext)],
      [v, kid, iv, flip(tag), ciphertext],
      [v, kid, flip(iv), tag, ciphertext],
    ])
      expect(() => decryptValue(ancienne, 'contrats.rib', altered.join(':'))).toThrow(/authentification refusée/);
    expect(() => decryptValue(ancienne, 'contrats.rib', 'FR7630004012340001234567862')).toThrow(/format inconnu/);
  });

  it('refuse une valeur déplacée dans une autre colonne (données authentifiées additionnelles)', () => {
    const rib = encryptValue(ancienne, 'contrats.rib', 'FR7630004012340001234567862');
    expect(() => decryptValue(ancienne, 'contrats.cotisation_iban', rib)).toThrow(/authentification refusée/);
    expect(decryptValue(ancienne, 'contrats.rib', rib)).toBe('FR7630004012340001234567862');
  });

  it('deux clés : l’ancienne reste lisible, la première chiffre ; retirée, ses valeurs sont refusées en le disant', () => {
    const before = encryptValue(ancienne, 'personnes.nir', '1760235238012');
    expect(decryptValue(rotation, 'personnes.nir', before)).toBe('1760235238012');
    const after = encryptValue(rotation, 'personnes.nir', '1760235238012');
    expect(keyIdOf(after)).toBe('k2');
    expect(decryptValue(nouvelle, 'personnes.nir', after)).toBe('1760235238012');
    expect(() => decryptValue(nouvelle, 'personnes.nir', before)).toThrow(/clé « k1 » absente/);
    // Same id, other key bytes: refused too, not read as garbage.
    const usurpee = parseDataKeys(`index=${key(1)},k1=${key(9)}`);
    expect(() => decryptValue(usurpee, 'personnes.nir', before)).toThrow(/authentification refusée/);
  });

  it('index aveugle : même NIR écrit autrement, même index ; autre client ou autre clé d’index, autre index', () => {
    expect(normaliseNir(' 2 78 05 44 109 023 ')).toBe('2780544109023');
    expect(normaliseNir('1 70 04 2a 004 012')).toBe('170042A004012');
    const index = nirBlindIndex(ancienne, 1, '2780544109023');
    expect(nirBlindIndex(ancienne, 1, '2 78 05 44 109 023')).toBe(index);
    expect(nirBlindIndex(ancienne, 2, '2780544109023')).not.toBe(index);
    expect(nirBlindIndex(ancienne, 1, '2780544109024')).not.toBe(index);
    expect(nirBlindIndex(parseDataKeys(`index=${key(7)},k1=${key(2)}`), 1, '2780544109023')).not.toBe(index);
    // The index key is not an encryption key: rotating the latter keeps the indexes.
    expect(nirBlindIndex(nouvelle, 1, '2780544109023')).toBe(index);
    expect(index).not.toContain('2780544109023');
  });

  it('lit DATA_ENCRYPTION_KEYS et refuse une configuration fausse en français', () => {
    expect(parseDataKeys(generateDataKeysText('k9')).currentKid).toBe('k9');
    expect(() => parseDataKeys(`k1=${key(2)}`)).toThrow('la clé `index` (index de recherche du NIR) manque');
    expect(() => parseDataKeys(`index=${key(1)}`)).toThrow('aucune clé de chiffrement');
    expect(() => parseDataKeys(`index=${key(1)},k1=c291cnQ=`)).toThrow('doit faire 32 octets');
    expect(() => parseDataKeys(`index=${key(1)},k1=${key(2)},k1=${key(3)}`)).toThrow('figure deux fois');
    expect(() => parseDataKeys(`index=${key(1)},clé:1=${key(2)}`)).toThrow('identifiant=clé en base64');
  });
});

describe('où sont les clés', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portail-cles-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('DATA_ENCRYPTION_KEYS, sinon le fichier DATA_ENCRYPTION_KEYS_FILE', () => {
    const dataDir = tempDir();
    const text = `index=${key(1)},k1=${key(2)}`;
    const fromEnv = loadDataKeys({
      env: { DATA_ENCRYPTION_KEYS: text },
      dataDir,
      databaseUrl: 'postgres://x',
      demoData: false,
    });
    expect(fromEnv.source).toBe('DATA_ENCRYPTION_KEYS');
    const file = path.join(dataDir, 'cles.txt');
    writeFileSync(file, `# commentaire\n${text.replace(',', '\n')}\n`);
    const fromFile = loadDataKeys({
      env: { DATA_ENCRYPTION_KEYS_FILE: file },
      dataDir,
      databaseUrl: 'postgres://x',
      demoData: false,
    });
    expect(fromFile.source).toBe('DATA_ENCRYPTION_KEYS_FILE');
    expect(fromFile.keys.currentKid).toBe('k1');
    expect(() =>
      loadDataKeys({
        env: { DATA_ENCRYPTION_KEYS_FILE: `${file}.absent` },
        dataDir,
        databaseUrl: undefined,
        demoData: false,
      }),
    ).toThrow(/DATA_ENCRYPTION_KEYS_FILE : « .* » illisible/);
  });

  it('base embarquée sans clé : générées une fois dans DATA_DIR (lisibles du seul propriétaire), reprises ensuite', () => {
    const dataDir = tempDir();
    const first = loadDataKeys({ env: {}, dataDir, databaseUrl: undefined, demoData: true });
    expect(first.source).toBe('générées dans DATA_DIR');
    const file = path.join(dataDir, generatedKeysFileName);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^index=/m);
    const again = loadDataKeys({ env: {}, dataDir, databaseUrl: undefined, demoData: false });
    expect(again.source).toBe('DATA_DIR');
    const value = encryptValue(first.keys, 'personnes.nir', '2780544109023');
    expect(decryptValue(again.keys, 'personnes.nir', value)).toBe('2780544109023');
  });

  it('PostgreSQL sans clé ni données de démonstration : démarrage refusé (des instances aux clés différentes)', () => {
    expect(() => loadDataKeys({ env: {}, dataDir: tempDir(), databaseUrl: 'postgres://x', demoData: false })).toThrow(
      'avec PostgreSQL, donnez à chaque instance les mêmes clés',
    );
  });
});
