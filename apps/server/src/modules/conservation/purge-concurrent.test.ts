import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../commands/seed/demo-seed.ts';
import { openDatabase, type Db, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { randomToken } from '../../lib/tokens.ts';
import { adminUrl } from '../../test/admin-url.ts';
import { createTestDatabase, testDbKind } from '../../test/test-database.ts';
import { purgerDonneesEchues } from './purge.ts';

/*
 * Issue 28 (decision 051): every instance runs the purge on a schedule. Three runs started at once
 * (on PostgreSQL: three connection pools, as three instances would have) delete each row once and
 * write one report per kind and run that did work.
 */

const rows = 2400;

async function fill(db: Db) {
  const { id: accountId, client_id: clientId } = await db
    .selectFrom('accounts')
    .select(['id', 'client_id'])
    .where('user_name', '=', 'paul.martin@example.com')
    .executeTakeFirstOrThrow();
  await sql`insert into connexions (account_id, at, methode)
    select ${accountId}, now() - interval '7 months', 'mot_de_passe' from generate_series(1, ${rows})`.execute(db);
  await sql`insert into outbox (channel, recipient, subject, body_text, template, sent_at)
    select 'mail', 'paul.martin@example.com', 'Sujet', 'Corps', 'Test', now() - interval '40 days'
    from generate_series(1, ${rows})`.execute(db);
  // A sent notification, a year and a day ago, received by the client's members.
  const { rows: notif } = await sql<{ id: string }>`insert into notifications
      (client_id, audience_nom, titre, contenu, canal_portail, canal_email, statut, envoi_demarre_le, envoyee_le, modifiee_par)
    values (${clientId}, 'Tous', 'Titre', 'Contenu', true, false, 'envoyee', now() - interval '12 months 1 day',
      now() - interval '12 months 1 day', 'test') returning id`.execute(db);
  await sql`insert into notification_destinataires (notification_id, account_id, personne_id)
    select ${notif[0]!.id}, a.id, coalesce(a.personne_id, 0) from accounts a where a.client_id = ${clientId}`.execute(
    db,
  );
}

describe(`trois purges lancées ensemble (${testDbKind})`, () => {
  let instances: DatabaseHandle[];
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (testDbKind === 'pglite') {
      const handle = await createTestDatabase('demo');
      instances = [handle, handle, handle];
      cleanup = () => handle.close();
      return;
    }
    const name = `portail_purge_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 3 })));
    await migrateToLatest(instances[0]!.db);
    await seedDemoData(instances[0]!.db);
    cleanup = async () => {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }, 180_000);
  afterAll(() => cleanup());

  it('chaque ligne est traitée une fois, un rapport par nature et par passage qui a travaillé', async () => {
    const db = instances[0]!.db;
    const destinataires = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from notification_destinataires`.execute(db)).rows[0]!.n;
    const before = await destinataires();
    await fill(db);
    const received = (await destinataires()) - before;
    expect(received).toBeGreaterThan(0);
    const runs = await Promise.all(
      instances.map((instance, i) =>
        purgerDonneesEchues(instance.db, { instance: `instance-${i + 1}`, batchSize: 100, leaseMs: 30_000 }),
      ),
    );
    const total = (nature: string, field: 'supprimees' | 'anonymisees') =>
      runs
        .flat()
        .filter((l) => l.client === 'demo' && l.nature === nature)
        .reduce((sum, l) => sum + l[field], 0);
    expect(total('connexions', 'supprimees')).toBe(rows);
    expect(total('courriels', 'anonymisees')).toBe(rows);
    expect(total('notifications', 'supprimees')).toBe(received);

    const left = await sql<{ connexions: number; courriels: number }>`select
        (select count(*)::int from connexions where at < now() - interval '6 months') as connexions,
        (select count(*)::int from outbox where template = 'Test' and anonymise_le is null) as courriels`.execute(db);
    expect(left.rows[0]).toEqual({ connexions: 0, courriels: 0 });
    expect(await destinataires()).toBe(before);

    const reports = await db
      .selectFrom('purges')
      .select(['instance', 'nature', 'supprimees', 'anonymisees'])
      .where('client_id', '=', sql<number>`(select id from clients where code = 'demo')`)
      .execute();
    // Each kind: its rows counted once over the reports, and at most one report per run.
    for (const nature of ['connexions', 'courriels', 'notifications']) {
      const of = reports.filter((r) => r.nature === nature);
      expect(new Set(of.map((r) => r.instance)).size).toBe(of.length);
      expect(of.reduce((sum, r) => sum + r.supprimees + r.anonymisees, 0)).toBe(
        nature === 'notifications' ? received : rows,
      );
    }
    const reportsPerRun = runs.map((run) => run.filter((l) => l.supprimees + l.anonymisees > 0).length);
    expect(reports).toHaveLength(reportsPerRun.reduce((a, b) => a + b, 0));
    const audits = await db
      .selectFrom('audit_log')
      .select('actor')
      .where('action', '=', 'configuration.purger')
      .execute();
    expect(audits.length).toBeGreaterThanOrEqual(1);
    expect(audits.length).toBeLessThanOrEqual(3 * 3);
    expect(await db.selectFrom('purge_verrous').select('nature').execute()).toEqual([]);
  }, 120_000);
});
