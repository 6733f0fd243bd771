import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompiledEntries, compileEntries } from '../../test/compiled-entries.ts';
import { openDatabase } from '../../db/database.ts';
import { demoReferentiels } from '../seed/demo-referentiels.ts';
import { upsertEntries } from '../../modules/referentiels/referentiels-repository.ts';
import { decompte, paiement } from './import-decomptes-test-data.ts';
import { contrat, document, jsonl, personne, tinyPdf } from './import-test-data.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../../..');
const workDir = mkdtempSync(path.join(tmpdir(), 'import-cli-'));

let compiled: CompiledEntries;

beforeAll(async () => {
  compiled = await compileEntries('import');
});

afterAll(() => {
  compiled?.remove();
  rmSync(workDir, { recursive: true, force: true });
});

/** Runs the compiled command as `npm run import` does, on an embedded database in workDir. */
function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: path.join(workDir, 'data'), DATABASE_URL: '', DEMO_DATA: '' };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      compiled.args('import', ...args),
      { cwd: repositoryRoot, env },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function writeFile(name: string, content: string): string {
  const file = path.join(workDir, name);
  writeFileSync(file, content);
  return file;
}

describe('npm run import (processus séparé)', () => {
  // The first run creates the embedded database and its demo data: slow on a busy machine.
  it('refuse un fichier invalide : code 1 et lignes fautives en français', { timeout: 120_000 }, async () => {
    const file = writeFile(
      'mauvais.jsonl',
      jsonl(personne('P900001', { dateNaissance: '2023-02-30' }), contrat('C900001', 'P404')),
    );
    const result = await runCli(file);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      "Import refusé (2 erreurs) : aucune donnée n'a été modifiée.",
      "Ligne 1, dateNaissance : la date n'existe pas (2023-02-30)",
      'Ligne 2, souscripteur.numPers : personne P404 inconnue : ni dans le fichier, ni en base pour ce client',
    ]);
  });

  it('importe un fichier valide : code 0 et résumé', async () => {
    const file = writeFile('bon.jsonl', jsonl(personne('P900001'), contrat('C900001', 'P900001')));
    const first = await runCli(file, '--client', 'demo');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout.trim()).toBe(
      'Import terminé : 1 personne (1 créée), 1 contrat (1 créé) pour le client « demo ».',
    );
    const again = await runCli(file);
    expect(again.stdout.trim()).toBe(
      'Import terminé : 1 personne (1 inchangée), 1 contrat (1 inchangé) pour le client « demo ».',
    );
  });

  it('lit le fichier d’un document relativement au dossier du fichier d’import', async () => {
    // The command's own embedded database, given the demo categories (closed before the command runs).
    const database = await openDatabase({ dataDir: path.join(workDir, 'data', 'pglite') });
    const demo = await database.db
      .selectFrom('clients')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await upsertEntries(database.db, demo.id, demoReferentiels);
    await database.close();
    mkdirSync(path.join(workDir, 'lot', 'courriers'), { recursive: true });
    writeFileSync(path.join(workDir, 'lot', 'courriers', 'bienvenue.pdf'), tinyPdf('Bienvenue'));
    const line = document('COUR-1', 'P900001', { fichier: 'courriers/bienvenue.pdf', nomFichier: 'bienvenue.pdf' });
    const file = writeFile('lot/documents.jsonl', jsonl(line));
    const result = await runCli(file, '--client', 'demo');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.trim()).toBe(
      'Import terminé : 0 personne, 0 contrat, 1 document (1 créé) pour le client « demo ».',
    );
  });

  it('lit un fichier de remboursements au fil de l’eau : résumé avec le débit, ou lignes fautives', async () => {
    const records = [
      paiement('VIR-CLI', 900, { numeroContratIndividuel: 'C900001' }),
      decompte('CLI-1', { numeroContratIndividuel: 'C900001', numPers: 'P900001', paiement: 'VIR-CLI' }),
    ];
    const file = writeFile('remboursements.jsonl', `\uFEFF// Remboursements\n${jsonl(...records)}`);
    const result = await runCli(file, '--client', 'demo');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.trim()).toMatch(
      /^Import terminé : 1 ligne de remboursement \(1 créée\), 1 paiement \(1 créé\) pour le client « demo »\. \(\d+\.\d s, [\d\s\u202f]+ lignes\/s\)$/,
    );
    const bad = writeFile('remboursements-faux.jsonl', jsonl(decompte('CLI-2', { fraisReels: -1 })));
    const refused = await runCli(bad, '--client', 'demo');
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      "Import refusé (1 erreur) : aucune donnée n'a été modifiée.",
      'Ligne 1, fraisReels : montant négatif',
    ]);
  });

  it('explique l’usage sans fichier : code 2', async () => {
    const result = await runCli();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage : npm run import -- FICHIER.jsonl [--client CODE]');
  });
});
