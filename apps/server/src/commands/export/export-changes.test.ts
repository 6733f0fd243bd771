import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { exportStart, insertChangement, readCursor } from '../../modules/changements/changements-repository.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { cursorName, exportChanges } from './export-changes.ts';

/**
 * The export reads only transactions older than every one still running on the server, and the
 * test files share one PostgreSQL server: wait until no transaction older than our last change
 * is open anywhere (at once on PGlite), so what a test expects is exportable.
 */
async function settled(db: Db): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    const { rows } = await sql<{ ok: boolean }>`
      select coalesce(max(txid), '0'::xid8) < pg_snapshot_xmin(pg_current_snapshot()) as ok from changements`.execute(
      db,
    );
    if (rows[0]?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('des transactions restent ouvertes sur le serveur');
}

async function lines(file: string): Promise<Array<{ id: number; client: string; type: string }>> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: number; client: string; type: string });
}

describe(`export du flux des changements (${testDbKind})`, () => {
  let t: TestApp;
  let dir: string;
  let demoId: number;
  let littoralId: number;

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'export-'));
    const clients = await t.database.db.selectFrom('clients').select(['id', 'code']).execute();
    demoId = clients.find((c) => c.code === 'demo')!.id;
    littoralId = clients.find((c) => c.code === 'littoral')!.id;
    for (let i = 0; i < 5; i += 1) {
      await insertChangement(t.database.db, {
        clientId: demoId,
        type: 'adresse.modifiee',
        numPers: 'P100001',
        numeroContrat: '40012345',
        demandeNumero: null,
        donnees: { rang: i },
      });
    }
    await insertChangement(t.database.db, {
      clientId: littoralId,
      type: 'demande.creee',
      numPers: null,
      numeroContrat: null,
      demandeNumero: null,
      donnees: {},
    });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await t.close();
  });

  it('une exécution interrompue ne laisse ni fichier ni curseur déplacé ; la suivante écrit tout', async () => {
    const out = path.join(dir, 'interrompu.jsonl');
    const cursor = cursorName('demo');
    await settled(t.database.db);
    await expect(
      exportChanges(t.database.db, cursor, { clientId: demoId, out, batchSize: 2, failAfter: 3 }),
    ).rejects.toThrow('interrompu');
    expect(await readdir(dir)).toEqual([]);
    expect(await readCursor(t.database.db, cursor)).toEqual(exportStart);

    await settled(t.database.db);
    const result = await exportChanges(t.database.db, cursor, { clientId: demoId, out, batchSize: 2 });
    const written = await lines(out);
    expect(result.lines).toBe(5);
    expect(written.map((l) => l.client)).toEqual(['demo', 'demo', 'demo', 'demo', 'demo']);
    expect(written.map((l) => l.id)).toEqual([...written.map((l) => l.id)].sort((a, b) => a - b));
    expect(await readCursor(t.database.db, cursor)).toEqual(result.last);
    expect(result.last?.id).toBe(written.at(-1)?.id);
  });

  it('exécutée deux fois, la seconde n’écrit rien de nouveau et le curseur ne recule pas', async () => {
    const cursor = cursorName('demo');
    const before = await readCursor(t.database.db, cursor);
    const out = path.join(dir, 'deuxieme.jsonl');
    const result = await exportChanges(t.database.db, cursor, { clientId: demoId, out });
    expect(result).toMatchObject({ lines: 0, last: null });
    expect(await readFile(out, 'utf8')).toBe('');
    expect(await readCursor(t.database.db, cursor)).toEqual(before);
  });

  it('un nouveau changement part au passage suivant, seul ; --since 0 repart du début sans toucher au curseur des autres', async () => {
    const cursor = cursorName('demo');
    await insertChangement(t.database.db, {
      clientId: demoId,
      type: 'demande.creee',
      numPers: 'P100001',
      numeroContrat: '40012345',
      demandeNumero: null,
      donnees: {},
    });
    await settled(t.database.db);
    const next = await exportChanges(t.database.db, cursor, { clientId: demoId, out: path.join(dir, 'suivant.jsonl') });
    expect(next.lines).toBe(1);
    expect((await lines(path.join(dir, 'suivant.jsonl')))[0]?.type).toBe('demande.creee');

    await settled(t.database.db);
    const all = await exportChanges(t.database.db, cursorName(null), {
      clientId: null,
      sinceId: 0,
      out: path.join(dir, 'tout.jsonl'),
    });
    const clients = new Set((await lines(path.join(dir, 'tout.jsonl'))).map((l) => l.client));
    expect(all.lines).toBe(7);
    expect(clients).toEqual(new Set(['demo', 'littoral']));
    expect(await readCursor(t.database.db, cursor)).toEqual(next.last);
  });

  it.runIf(testDbKind === 'postgres')(
    'un changement validé après un autre d’identifiant plus grand n’est pas sauté (ordre de validation)',
    async () => {
      const db = t.database.db;
      const cursor = cursorName('littoral');
      await settled(db);
      await exportChanges(db, cursor, { clientId: littoralId, out: path.join(dir, 'avant.jsonl') });
      const change = (rang: string) => ({
        clientId: littoralId,
        type: 'adresse.modifiee',
        numPers: null,
        numeroContrat: null,
        demandeNumero: null,
        donnees: { rang },
      });
      // The slow transaction takes the smaller id, then another commits a larger id before it.
      const slow = await db.startTransaction().execute();
      await insertChangement(slow, change('lent'));
      await insertChangement(db, change('rapide'));
      const during = await exportChanges(db, cursor, { clientId: littoralId, out: path.join(dir, 'pendant.jsonl') });
      expect(during.lines).toBe(0);
      await slow.commit().execute();
      await settled(db);
      const after = await exportChanges(db, cursor, { clientId: littoralId, out: path.join(dir, 'apres.jsonl') });
      const written = (await readFile(path.join(dir, 'apres.jsonl'), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { donnees: { rang: string } }).donnees.rang);
      expect(written).toEqual(['lent', 'rapide']);
      expect(after.lines).toBe(2);
    },
  );
});
