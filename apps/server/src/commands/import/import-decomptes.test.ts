import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import { createTestDatabase, testDbKind } from '../../test/test-database.ts';
import { importDecomptes, type DecomptesImportResult } from './import-decomptes.ts';
import { decompteObjectSchema, paiementObjectSchema } from './import-decomptes-schemas.ts';
import { importMembers } from './import-members.ts';
import { decompte, paiement } from './import-decomptes-test-data.ts';
import { contrat, createTestClients, jsonl, personne } from './import-test-data.ts';

let database: DatabaseHandle;
let db: Db;

const lines = (text: string) => text.split('\n');

function errorsOf(result: DecomptesImportResult): string[] {
  if (result.ok) throw new Error(`import accepté : ${result.summary.message}`);
  // Amounts are printed with the narrow no-break spaces of French typography.
  return result.errors.map((e) => e.message.replace(/[\u202f\u00a0]/g, ' '));
}

async function imported(text: string) {
  const result = await importDecomptes(db, lines(text), { batchSize: 3 });
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.summary;
}

async function count(table: 'decomptes' | 'paiements') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await createTestClients(db);
  const members = await importMembers(
    db,
    jsonl(
      personne('P1'),
      personne('P2', { prenom: 'Lucas', dateNaissance: '2010-01-01', nir: undefined, cleNir: undefined }),
      personne('P9', { prenom: 'Paul', nir: undefined, cleNir: undefined }),
      contrat('C1', 'P1', { beneficiaires: [{ numPers: 'P2', lien: 'enfant' }] }),
      contrat('C9', 'P9'),
    ),
  );
  expect(members.ok).toBe(true);
}, 60_000);

afterAll(() => database.close());

beforeEach(async () => {
  await db.deleteFrom('decomptes').execute();
  await db.deleteFrom('paiements').execute();
});

describe(`import des remboursements (${testDbKind})`, () => {
  it('importe paiements et lignes par lots, puis réimporter le même fichier ne change rien', async () => {
    const file = jsonl(
      '// Un virement de deux lignes, une ligne en cours.',
      paiement('VIR-1', 1800),
      decompte('L1'),
      decompte('L2', { numPers: 'P2', participationForfaitaire: 0, montantSecu: 2100 }),
      decompte('L3', { statut: 'enCours', paiement: undefined }),
    );
    const first = await imported(file);
    expect(first.decomptes).toEqual({ total: 3, created: 3, updated: 0 });
    expect(first.paiements).toEqual({ total: 1, created: 1, updated: 0 });
    expect(first.message).toBe(
      'Import terminé : 3 lignes de remboursement (3 créées), 1 paiement (1 créé) pour le client « demo ».',
    );
    const again = await imported(file);
    expect(again.decomptes).toEqual({ total: 3, created: 0, updated: 0 });
    expect(again.paiements).toEqual({ total: 1, created: 0, updated: 0 });
    expect(await count('decomptes')).toBe(3);
  });

  it('une ligne qui passe de « en cours » à « payé » est mise à jour et redevient nouvelle', async () => {
    await imported(
      jsonl(paiement('VIR-1', 900), decompte('L1'), decompte('L3', { statut: 'enCours', paiement: undefined })),
    );
    await db.updateTable('decomptes').set({ vu_at: new Date() }).execute();
    const summary = await imported(jsonl(paiement('VIR-2', 900), decompte('L3', { paiement: 'VIR-2' })));
    expect(summary.decomptes).toEqual({ total: 1, created: 0, updated: 1 });
    const row = await db.selectFrom('decomptes').selectAll().where('cle', '=', 'L3').executeTakeFirstOrThrow();
    expect(row.statut).toBe('paye');
    expect(row.vu_at).toBeNull();
    expect(row.date_tri).toBe('2026-03-06');
  });

  it('liste chaque ligne fautive en français avec son numéro, et n’écrit rien', async () => {
    const file = jsonl(
      paiement('VIR-1', 900),
      decompte('L1', { dateSoins: '2026-02-30' }),
      decompte('L2', { montantMutuelle: -900 }),
      decompte('L3', { montantMutuelle: 1000 }),
      '{pas du json',
      decompte('L5', { statut: 'rejete', paiement: undefined }),
      { type: 'personne', numPers: 'X' },
    );
    expect(errorsOf(await importDecomptes(db, lines(file)))).toEqual([
      "Ligne 2, dateSoins : la date n'existe pas (2026-02-30)",
      'Ligne 3, montantMutuelle : montant négatif',
      'Ligne 4, fraisReels : les montants ne s’additionnent pas : frais réels 30,00 € ≠ Sécurité sociale 19,00 € + participation forfaitaire 2,00 € + franchise 0,00 € + mutuelle 10,00 € + reste à charge 0,00 € (écart -1,00 €)',
      "Ligne 5 : la ligne n'est pas un JSON valide (erreur au caractère 2)",
      'Ligne 6, motifRejet : obligatoire pour une ligne rejetée',
      'Ligne 6, montantMutuelle : une ligne rejetée ne rembourse rien',
      'Ligne 7, type : type "personne" inconnu ici, attendu « paiement » ou « decompte » (les personnes, contrats et documents vont dans un fichier à part)',
    ]);
    expect(await count('decomptes')).toBe(0);
    expect(await count('paiements')).toBe(0);
  });

  it('refuse contrat et personne inconnus, bénéficiaire d’un autre contrat, paiement absent ou faux, doublons', async () => {
    const file = jsonl(
      paiement('VIR-1', 900),
      decompte('L1', { numeroContratIndividuel: 'C404' }),
      decompte('L2', { numPers: 'P404' }),
      decompte('L3', { numPers: 'P9' }),
      decompte('L4', { paiement: 'VIR-404' }),
      decompte('L5'),
      decompte('L5'),
      paiement('VIR-2', 5000, { numeroContratIndividuel: 'C9' }),
      decompte('L8', { paiement: 'VIR-2' }),
    );
    expect(errorsOf(await importDecomptes(db, lines(file)))).toEqual([
      'Ligne 1, montant : 9,00 € annoncés, les lignes de ce paiement totalisent 45,00 €',
      'Ligne 2, numeroContratIndividuel : contrat C404 inconnu pour ce client',
      'Ligne 3, numPers : personne P404 inconnue pour ce client',
      'Ligne 4, numPers : P9 n’est ni le souscripteur ni un bénéficiaire du contrat C1',
      'Ligne 5, paiement : paiement VIR-404 absent du fichier et inconnu',
      'Ligne 7, cle : ligne en double : la clé L5 figure déjà ligne 6',
      'Ligne 8, montant : 50,00 € annoncés, les lignes de ce paiement totalisent 9,00 €',
      'Ligne 9, paiement : le paiement VIR-2 concerne le contrat C9',
    ]);
    expect(await count('decomptes')).toBe(0);
  });

  it('un fichier vide ou un client inconnu est refusé', async () => {
    expect(errorsOf(await importDecomptes(db, ['// rien']))).toEqual(['Le fichier ne contient aucun enregistrement.']);
    expect(errorsOf(await importDecomptes(db, [JSON.stringify(decompte('L1'))], { clientCode: 'zz' }))).toEqual([
      'Client inconnu : « zz ».',
    ]);
  });

  it('n’énumère que les premières erreurs mais les compte toutes', async () => {
    const file = Array.from({ length: 50 }, (_, i) => JSON.stringify(decompte(`L${i}`, { tauxSecu: 200 })));
    const result = await importDecomptes(db, file, { maxErrors: 10 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect([result.errors.length, result.errorCount]).toEqual([10, 50]);
  });
});

describe('documentation du format des remboursements', () => {
  const root = path.join(import.meta.dirname, '../../../../..');
  const jsonSchema = JSON.parse(readFileSync(path.join(root, 'docs/import-format.schema.json'), 'utf8')) as {
    $defs: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
  };
  const documented = (name: string) => Object.keys(jsonSchema.$defs[name]?.properties ?? {}).sort();
  const required = (shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }>) =>
    Object.keys(shape)
      .filter((key) => !shape[key]?.safeParse(undefined).success)
      .sort();

  it('le schéma JSON décrit les mêmes champs, et les mêmes obligatoires, que le schéma zod', () => {
    expect(documented('paiement')).toEqual(Object.keys(paiementObjectSchema.shape).sort());
    expect(documented('decompte')).toEqual(Object.keys(decompteObjectSchema.shape).sort());
    expect([...(jsonSchema.$defs.paiement?.required ?? [])].sort()).toEqual(required(paiementObjectSchema.shape));
    expect([...(jsonSchema.$defs.decompte?.required ?? [])].sort()).toEqual(required(decompteObjectSchema.shape));
  });

  it('l’exemple de docs/import.md passe l’import', async () => {
    const page = readFileSync(path.join(root, 'docs/import.md'), 'utf8');
    const blocks = [...page.matchAll(/```jsonl\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect((await importMembers(db, blocks[0]!)).ok).toBe(true);
    const example = blocks.find((b) => b.includes('"type":"decompte"'))!;
    const summary = await imported(example);
    expect(summary.decomptes.created).toBe(2);
  });
});
