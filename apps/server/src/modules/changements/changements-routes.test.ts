import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FluxEtat, FluxRow } from '@portail/shared/admin/flux';
import { cursorName, exportChanges } from '../../commands/export/export-changes.ts';
import { type Actors, expectMatrix, signInActors, staffOnly } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { gestionLittoral } from '../../test/demo-logins.ts';
import { testDbKind } from '../../test/test-database.ts';

describe(`flux des changements pour le système de gestion (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
    await actors.souscripteur.post(
      '/api/forms/contact/v2/form',
      { theme: 'sante', sousTheme: 'sante-contrat', message: 'Une question sur mon contrat.' },
      { 'x-numcontrat': '40012345' },
    );
  });
  afterAll(() => t.close());

  it('lu par le personnel du client seulement (matrice des rôles)', async () => {
    const responses = await expectMatrix(actors, (b) => b.get('/api/admin/exports/changes'), staffOnly);
    expect(responses.gestionnaire.json().changements).toContainEqual(
      expect.objectContaining({ type: 'demande.creee', client: 'demo', numeroContrat: '40012345', numPers: 'P100001' }),
    );
  });

  it('le personnel d’un autre client ne voit pas les changements de Mutuelle Démo', async () => {
    const littoral = new Browser(t.app, 'littoral.localhost');
    await littoral.signIn(gestionLittoral.userName, gestionLittoral.password);
    expect((await littoral.get('/api/admin/exports/changes')).json().changements).toEqual([]);
  });

  it('la grille du flux : exporté ou en attente selon le curseur de l’export, filtres, état de l’export', async () => {
    await expectMatrix(actors, (b) => b.get('/api/admin/flux'), staffOnly);
    await expectMatrix(actors, (b) => b.get('/api/admin/flux/etat'), staffOnly);
    const before = (await actors.gestionnaire.get('/api/admin/flux/etat')).json() as FluxEtat;
    expect(before).toMatchObject({ dernierExport: null, exporteJusqua: 0 });
    expect(before.enAttente).toBeGreaterThan(0);
    const rows = (await actors.gestionnaire.get('/api/admin/flux')).json().rows as FluxRow[];
    expect(rows.every((r) => !r.exporte)).toBe(true);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));

    // The export runs (npm run export -- changes --client demo): every line so far becomes « exporté ».
    const dir = await mkdtemp(path.join(tmpdir(), 'flux-'));
    const demo = await t.database.db
      .selectFrom('clients')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 100; i += 1) {
      const { rows: open } = await sql<{
        ok: boolean;
      }>`select coalesce(max(txid), '0'::xid8) < pg_snapshot_xmin(pg_current_snapshot()) as ok from changements`.execute(
        t.database.db,
      );
      if (open[0]?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const done = await exportChanges(t.database.db, cursorName('demo'), {
      clientId: demo.id,
      out: path.join(dir, 'flux.jsonl'),
    });
    await rm(dir, { recursive: true, force: true });
    expect(done.lines).toBe(before.enAttente);
    await actors.souscripteur.post(
      '/api/forms/contact/v2/form',
      { theme: 'sante', sousTheme: 'sante-contrat', message: 'Une seconde question.' },
      { 'x-numcontrat': '40012345' },
    );
    const after = (await actors.gestionnaire.get('/api/admin/flux/etat')).json() as FluxEtat;
    expect(after).toMatchObject({ exporteJusqua: done.last!.id, enAttente: 1 });
    expect(after.dernierExport).not.toBeNull();
    const waiting = (await actors.gestionnaire.get('/api/admin/flux?etat=en_attente')).json();
    expect(waiting.total).toBe(1);
    expect(waiting.rows[0]).toMatchObject({ type: 'demande.creee', exporte: false, numPers: 'P100001' });
    const exported = (await actors.gestionnaire.get('/api/admin/flux?etat=exporte')).json();
    expect(exported.total).toBe(before.enAttente);
    const byContract = (await actors.gestionnaire.get('/api/admin/flux?recherche=40012345')).json();
    expect(byContract.total).toBe(before.enAttente + 1);
    expect((await actors.gestionnaire.get('/api/admin/flux?du=2026-12-01&au=2026-11-01')).statusCode).toBe(400);
  });
});
