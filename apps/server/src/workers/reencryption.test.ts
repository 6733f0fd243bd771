import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { installDataKeys, keyIdOf, parseDataKeys } from '../lib/field-encryption.ts';
import { findContratComplet } from '../modules/contrats/contrat-detail-repository.ts';
import { listChangements } from '../modules/changements/changements-repository.ts';
import { nirIndex, sealDocument, sensitiveDocuments } from '../db/sensitive-fields.ts';
import { installTestDataKeys, testDataKeys, testDataKeysText, testKey } from '../test/test-data-keys.ts';
import { storedBankAccounts, storedNirs } from '../test/sensitive-values.ts';
import { createTestDatabase, testDbKind } from '../test/test-database.ts';
import { reencryptAll, staleCounts, startReencryptionWorker } from './reencryption.ts';

/** Every key id found in the encrypted columns and documents, with how many values are under it. */
async function keyIdsInUse(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ v: string }>`
    select unnest(array[nir_chiffre, banque_chiffre]) as v from personnes
    union all select unnest(array[rib_chiffre, cotisation_iban_chiffre]) from contrats
    union all select iban_chiffre from mandats_sepa
    union all select m[1] from demandes, regexp_matches(payload::text, '"(?:nir|iban)": "(v1:[^"]+)"', 'g') as m
    union all select m[1] from changements, regexp_matches(donnees::text, '"(?:nir|iban)": "(v1:[^"]+)"', 'g') as m`.execute(
    db,
  );
  const counts: Record<string, number> = {};
  for (const { v } of rows) if (v) counts[keyIdOf(v) ?? '?'] = (counts[keyIdOf(v) ?? '?'] ?? 0) + 1;
  return counts;
}

describe(`rotation des clés sans interruption (${testDbKind})`, () => {
  let database: DatabaseHandle;
  const db = () => database.db;
  /** Step 2 of the rotation: the new key `test2` first (it encrypts), `test1` still there (it reads). */
  const rotation = parseDataKeys(`index=${testKey('index')},test2=${testKey('test2')},test1=${testKey('test1')}`);
  const afterRotation = parseDataKeys(`index=${testKey('index')},test2=${testKey('test2')}`);

  beforeAll(async () => {
    database = await createTestDatabase('member-area');
  }, 120_000);
  afterEach(() => installTestDataKeys());
  afterAll(() => database.close());

  it('anciennes valeurs lisibles ; après le rechiffrement, toutes sous la nouvelle clé ; l’ancienne peut partir', async () => {
    expect(testDataKeysText).toContain('test1=');
    // A sealed NIR inside a change-feed document, beside a free text that looks like a value: left alone.
    await db()
      .insertInto('changements')
      .values({
        client_id: 1,
        type: 'test.rotation',
        num_pers: 'P100001',
        numero_contrat: null,
        demande_numero: null,
        donnees: JSON.stringify({
          ...sealDocument(sensitiveDocuments.changementDonnees, { valeurs: { nir: '2260744109123' } }, testDataKeys),
          note: 'v1:test1:abc',
        }),
      })
      .execute();
    const nirs = await storedNirs(db());
    const accounts = await storedBankAccounts(db());
    const before = await keyIdsInUse(db());
    expect(Object.keys(before)).toEqual(['test1']);
    expect(before.test1).toBeGreaterThan(20);

    installDataKeys(rotation);
    // Old values stay readable while the new key encrypts new ones.
    expect(await storedNirs(db())).toEqual(nirs);
    const stale = await staleCounts(db(), rotation);
    expect(stale.personnes).toBeGreaterThan(5);
    expect(stale.contrats).toBeGreaterThan(2);
    expect(stale.mandats_sepa).toBeGreaterThan(0);
    expect(stale.changements).toBeGreaterThan(0);

    // Two instances at once: SKIP LOCKED shares the rows, none is written twice.
    const progress: [string, number][] = [];
    const [a, b] = await Promise.all([
      reencryptAll(db(), { keys: rotation, batchSize: 7, onProgress: (table, n) => progress.push([table, n]) }),
      reencryptAll(db(), { keys: rotation, batchSize: 7 }),
    ]);
    expect(a + b).toBe(Object.values(stale).reduce((x, y) => x + y, 0));
    expect(progress.length).toBeGreaterThan(0);
    expect(await staleCounts(db(), rotation)).toEqual({
      personnes: 0,
      contrats: 0,
      mandats_sepa: 0,
      demandes: 0,
      changements: 0,
      export_donnees: 0,
    });
    const after = await keyIdsInUse(db());
    expect(Object.keys(after)).toEqual(['test2']);
    expect(after.test2).toBe(before.test1);
    expect(await reencryptAll(db(), { keys: rotation })).toBe(0);

    // Step 4: the old key removed, everything still reads, the same as before.
    installDataKeys(afterRotation);
    expect(await storedNirs(db())).toEqual(nirs);
    expect(await storedBankAccounts(db())).toEqual(accounts);
    const contrat = await findContratComplet(db(), 1, await personneId(db(), 'P100001'), '40012345');
    expect(contrat?.rib).toBe('FR7630004012340001234567862');
    expect(contrat?.personnes[0]?.nir).toBe('2780544109023');
    const feed = await listChangements(db(), { clientId: 1, sinceId: 0, limit: 10_000 });
    const rotated = feed.find((c) => c.type === 'test.rotation');
    expect(rotated?.donnees).toEqual({ valeurs: { nir: '2260744109123' }, note: 'v1:test1:abc' });
    // The blind index did not move: the exact search by NIR still finds Marie.
    const found = await sql<{ num_pers: string }>`select num_pers from personnes
      where client_id = 1 and nir_index = ${nirIndex(1, '2780544109023')}`.execute(db());
    expect(found.rows).toEqual([{ num_pers: 'P100001' }]);
  });

  it('le travail de fond : au démarrage, rechiffre ce qui reste sous une autre clé et le dit dans le journal', async () => {
    // Back to test1 as the current key, test2 (where the previous test left everything) still read.
    const back = parseDataKeys(`index=${testKey('index')},test1=${testKey('test1')},test2=${testKey('test2')}`);
    installDataKeys(back);
    const lines: { msg: string; data: Record<string, unknown> }[] = [];
    const log = {
      info: (data: unknown, msg?: string) => void lines.push({ msg: msg ?? '', data: data as Record<string, unknown> }),
      error: (data: unknown, msg?: string) =>
        void lines.push({ msg: msg ?? '', data: data as Record<string, unknown> }),
    };
    const worker = startReencryptionWorker({ db: db(), log, delayMs: 0 });
    await expect.poll(() => lines.map((l) => l.msg), { timeout: 20_000 }).toContain('rechiffrement : terminé');
    await worker.stop();
    expect(lines[0]).toMatchObject({ msg: 'rechiffrement : début', data: { cle: 'test1' } });
    expect((lines[0]!.data.restantes as Record<string, number>).personnes).toBeGreaterThan(5);
    expect(lines.filter((l) => l.msg === 'rechiffrement : lot').length).toBeGreaterThan(0);
    expect(Object.keys(await keyIdsInUse(db()))).toEqual(['test1']);
    // Nothing left: the next pass says nothing.
    const quiet = startReencryptionWorker({ db: db(), log, delayMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await quiet.stop();
    expect(lines.filter((l) => l.msg === 'rechiffrement : début')).toHaveLength(1);
  });
});

async function personneId(db: Db, numPers: string): Promise<number> {
  return (await db.selectFrom('personnes').select('id').where('num_pers', '=', numPers).executeTakeFirstOrThrow()).id;
}
