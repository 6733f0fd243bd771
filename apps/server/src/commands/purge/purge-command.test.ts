import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase, testDbKind } from '../../test/test-database.ts';
import { purgeCommand, purgeUsage } from './purge-command.ts';

/* `npm run purge [-- --dry-run]` (decision 051, docs/operations.md). */

describe(`npm run purge (${testDbKind})`, () => {
  let handle: DatabaseHandle;
  let text: string;
  const run = async (argv: string[]) => {
    text = '';
    // The command closes what it opens: the test's database stays open for the next run.
    const code = await purgeCommand(
      argv,
      async () => ({ db: handle.db, close: async () => undefined }),
      (out) => (text += out),
    );
    return code;
  };
  const old = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from connexions where at < now() - interval '6 months'`.execute(handle.db)
    ).rows[0]!.n;

  beforeAll(async () => {
    handle = await createTestDatabase('demo');
    await sql`insert into connexions (account_id, at, methode)
      select id, now() - interval '7 months', 'mot_de_passe' from accounts where user_name = 'marie.dupont@example.com'`.execute(
      handle.db,
    );
  });
  afterAll(() => handle.close());

  it('--dry-run dit ce qui serait purgé, client par client, sans rien changer', async () => {
    expect(await run(['--dry-run'])).toBe(0);
    expect(text).toContain('Essai à blanc : rien n’a été modifié.');
    expect(text).toContain('Client demo :');
    expect(text).toContain('Historique des connexions (6 mois) : 1 ligne(s) seraient supprimée(s)');
    expect(await old()).toBe(1);
    expect(await handle.db.selectFrom('purges').select('id').execute()).toEqual([]);
  });

  it('sans option, purge et dit ce qu’elle a fait ; un argument inconnu est refusé (code 2)', async () => {
    expect(await run([])).toBe(0);
    expect(text).toContain('Historique des connexions : 1 supprimée(s) (6 mois)');
    expect(await old()).toBe(0);
    expect(await run(['--tout'])).toBe(2);
    expect(text).toContain('Arguments non reconnus.');
    expect(await run(['--help'])).toBe(0);
    expect(text).toBe(`${purgeUsage}\n`);
  });
});
