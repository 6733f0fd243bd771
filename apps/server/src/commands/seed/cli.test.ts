import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompiledEntries, compileEntries } from '../../test/compiled-entries.ts';
import { openDatabase } from '../../db/database.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../../..');
const workDir = mkdtempSync(path.join(tmpdir(), 'seed-cli-'));

let compiled: CompiledEntries;

beforeAll(async () => {
  compiled = await compileEntries('seed');
});

afterAll(() => {
  compiled?.remove();
  rmSync(workDir, { recursive: true, force: true });
});

/** Runs the compiled command as `npm run seed` does, on an embedded database in workDir. */
function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  // DEMO_DATA off: the command seeds because it is asked to, not because the configuration says so.
  const env = { ...process.env, DATA_DIR: path.join(workDir, 'data'), DATABASE_URL: '', DEMO_DATA: 'off' };
  return new Promise((resolve) => {
    execFile(process.execPath, compiled.args('seed', ...args), { cwd: repositoryRoot, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run seed (processus séparé)', () => {
  it('refuse un argument inconnu : code 2 et usage en français', async () => {
    const result = await runCli('--tout');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Arguments non reconnus.');
    expect(result.stderr).toContain('Usage : npm run seed');
  });

  it('installe les données de démonstration dans une base vide, migrations comprises', async () => {
    const result = await runCli();
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.trim()).toBe(
      'Données de démonstration en place : clients « demo », « horizon », « littoral ».',
    );
    const database = await openDatabase({ dataDir: path.join(workDir, 'data', 'pglite') });
    try {
      const marie = await database.db
        .selectFrom('accounts')
        .select('user_name')
        .where('user_name', '=', 'marie.dupont@example.com')
        .executeTakeFirst();
      expect(marie).toEqual({ user_name: 'marie.dupont@example.com' });
    } finally {
      await database.close();
    }
  }, 180_000);
});
