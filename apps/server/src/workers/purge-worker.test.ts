import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase, testDbKind } from '../test/test-database.ts';
import { startPurgeWorker } from './purge-worker.ts';

/* Decision 051: every instance runs the purge on a schedule and logs what it did. */

describe(`la purge programmée de chaque instance (${testDbKind})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('demo');
  });
  afterAll(() => handle.close());

  it('passe après son délai, supprime ce qui a passé son terme et le dit dans le journal du serveur', async () => {
    const db = handle.db;
    await sql`insert into connexions (account_id, at, methode)
      select id, now() - interval '7 months', 'mot_de_passe' from accounts where user_name = 'paul.martin@example.com'`.execute(
      db,
    );
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), error: vi.fn() } as unknown as FastifyBaseLogger;
    const worker = startPurgeWorker({ db, log, firstAfterMs: 10, everyMs: 60_000 });
    try {
      await expect.poll(() => lines.find((l) => l.startsWith('purge demo')), { timeout: 20_000 }).toBeDefined();
    } finally {
      await worker.stop();
    }
    expect(lines.find((l) => l.startsWith('purge demo'))).toMatch(/Historique des connexions : 1 supprimée\(s\)/);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from connexions
      where at < now() - interval '6 months'`.execute(db);
    expect(rows[0]!.n).toBe(0);
    expect(log.error).not.toHaveBeenCalled();
  });
});
