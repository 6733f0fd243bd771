import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompiledEntries, compileEntries } from '../../test/compiled-entries.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../../..');
const workDir = mkdtempSync(path.join(tmpdir(), 'content-cli-'));

let compiled: CompiledEntries;

beforeAll(async () => {
  compiled = await compileEntries('import-content');
});

afterAll(() => {
  compiled?.remove();
  rmSync(workDir, { recursive: true, force: true });
});

/** Runs the compiled command as `npm run import:content` does, on an embedded database in workDir. */
function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: path.join(workDir, 'data'), DATABASE_URL: '', DEMO_DATA: '' };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      compiled.args('import-content', ...args),
      { cwd: repositoryRoot, env },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function writeJson(name: string, content: unknown): string {
  const file = path.join(workDir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('npm run import:content (processus séparé)', () => {
  // The first run creates the embedded database and its demo data: slow on a busy machine.
  it(
    'refuse un fichier fautif : code 1 et chaque entrée fautive, chemin compris, en français',
    { timeout: 120_000 },
    async () => {
      const file = writeJson('mauvais.json', {
        blockLists: [{ name: 'Popups', items: [{ name: 'alerte', content: '<p onmouseover="alert(1)">Bonjour</p>' }] }],
      });
      const result = await runCli(file, '--client', 'littoral');
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toEqual([
        "Import refusé (1 erreur) : aucune donnée n'a été modifiée.",
        'blockLists[0].items[0].content : attribut onmouseover non autorisé sur <p>',
      ]);
    },
  );

  it('importe un fichier valide : code 0 et résumé ; le relancer ne change rien', { timeout: 120_000 }, async () => {
    const file = writeJson('bon.json', {
      blockLists: [{ name: 'Popups', items: [{ name: 'alerte', title: 'Maintenance', content: '<p>Bonjour</p>' }] }],
    });
    const first = await runCli(file, '--client', 'littoral');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout.trim()).toBe(
      'Contenu importé pour le client « littoral » : 1 liste de blocs (1 créée), 1 bloc (1 créé), 0 catégorie de FAQ, 0 question, 0 service externe, 0 image.',
    );
    const again = await runCli(file, '--client', 'littoral');
    expect(again.stdout.trim()).toContain('1 liste de blocs (1 inchangée), 1 bloc (1 inchangé)');
  });

  it('explique l’usage sans fichier : code 2', async () => {
    const result = await runCli();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage : npm run import:content -- FICHIER.json [--client CODE]');
  });
});
