import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { keyIdOf, parseDataKeys } from '../lib/field-encryption.ts';
import { testDataKeys, testKey } from '../test/test-data-keys.ts';
import { createTestDatabase, testDbKind } from '../test/test-database.ts';
import { assertKeysOpenDatabase, openDocument, sealDocument, sensitiveDocuments } from './sensitive-fields.ts';

describe('documents JSON : chaque `nir` et `iban` scellé où qu’il soit, le reste tel quel', () => {
  const document = {
    typeDemande: 'rib',
    valeurs: { titulaire: 'Marie Dupont', iban: 'FR7630003021500005061738293', bic: 'SOGEFRPP', pieces: ['a'] },
    beneficiaires: [{ nir: '2260744109123', cleNir: '74' }, { nir: null }],
    nombre: 3,
  };

  it('scelle, rouvre à l’identique, ne rescelle pas une valeur déjà scellée', () => {
    const sealed = sealDocument(sensitiveDocuments.changementDonnees, document, testDataKeys);
    const text = JSON.stringify(sealed);
    expect(text).not.toContain('FR7630003021500005061738293');
    expect(text).not.toContain('2260744109123');
    expect(text).toContain('Marie Dupont');
    expect(sealed.beneficiaires[1]).toEqual({ nir: null });
    expect(keyIdOf(sealed.valeurs.iban)).toBe('test1');
    expect(sealDocument(sensitiveDocuments.changementDonnees, sealed, testDataKeys)).toEqual(sealed);
    expect(openDocument(sensitiveDocuments.changementDonnees, sealed, testDataKeys)).toEqual(document);
  });

  it('une valeur d’un document ne s’ouvre pas comme celle d’un autre (données authentifiées)', () => {
    const sealed = sealDocument(sensitiveDocuments.demandePayload, document, testDataKeys);
    expect(() => openDocument(sensitiveDocuments.changementDonnees, sealed, testDataKeys)).toThrow(
      /authentification refusée/,
    );
  });
});

describe(`au démarrage, les clés doivent ouvrir les NIR de la base (${testDbKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('demo');
  });
  afterAll(() => database.close());

  it('les bonnes clés passent ; d’autres clés, ou la clé absente, refusent le démarrage en le disant', async () => {
    await expect(assertKeysOpenDatabase(database.db, testDataKeys)).resolves.toBeUndefined();
    const autres = parseDataKeys(`index=${testKey('index')},test1=${testKey('ailleurs')}`);
    await expect(assertKeysOpenDatabase(database.db, autres)).rejects.toThrow(
      /^Les clés de chiffrement configurées n’ouvrent pas les NIR de cette base \(.*authentification refusée/,
    );
    const sansLaCle = parseDataKeys(`index=${testKey('index')},test9=${testKey('test9')}`);
    await expect(assertKeysOpenDatabase(database.db, sansLaCle)).rejects.toThrow(/clé « test1 » absente/);
  });
});
