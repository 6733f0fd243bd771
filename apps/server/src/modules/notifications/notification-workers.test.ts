import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceRegle } from '@portail/shared/admin/audiences';
import { generateMembers } from '../../test/generated-members.ts';
import { signedInBrowser } from '../../test/roles-matrix.ts';
import { admin } from '../../test/demo-logins.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { desabonnementSecret } from './desabonnement.ts';
import { startNotificationScheduler } from './notification-scheduler.ts';
import { keepLeaseAlive } from '../../lib/lease.ts';
import {
  claimNotification,
  renewNotificationLease,
  sendNotification,
  type SendingOptions,
} from './notification-sending.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe(`notifications : deux instances envoient ensemble sans doublon (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await generateMembers(t.database.db, 'demo', 2500, 'W');
  });
  afterAll(() => t.close());

  it('deux instances se partagent les envois, ou envoient la même ensemble : chaque adhérent la reçoit une fois, dans le portail et par e-mail', async () => {
    const helene = await signedInBrowser(t.app, admin);
    const regle: AudienceRegle = {
      combinaison: 'ou',
      conditions: [
        { champ: 'offre', operateur: 'parmi', valeurs: ['Santé Essentielle', 'Santé Confort'] },
        { champ: 'role', operateur: 'parmi', valeurs: ['beneficiaire'] },
      ],
      groupes: [],
    };
    const audience = (await helene.post('/api/admin/audiences', { nom: 'Santé', regle })).json();
    const { joignables } = (await helene.post('/api/admin/audiences/compter', { regle })).json();
    expect(joignables).toBeGreaterThan(500);
    // A few members turned the e-mails off: marked, never mailed.
    await sql`update accounts set alertes_email = '{"alerteNotification": false}'
      where user_name like 'w%' and substr(user_name, 2, 7)::int % 13 = 0`.execute(t.database.db);
    const send = async (titre: string) => {
      const draft = await helene.post('/api/admin/notifications', {
        titre,
        contenu: '<p>Retrouvez vos remboursements en un coup d’œil.</p>',
        lien: '/espace-adherent/remboursements',
        audienceId: audience.id,
        canalPortail: true,
        canalEmail: true,
      });
      const id = draft.json().id as number;
      expect((await helene.post(`/api/admin/notifications/${id}/envoyer`)).statusCode).toBe(200);
      return id;
    };
    const ids = [await send('Votre espace évolue'), await send('Nouveau : le devis dentaire en ligne')];

    // Two instances, each with its scheduler: they share the due notifications out (skip locked).
    const options = { db: t.database.db, log: silent, publicUrl: 'http://localhost:8080', pollMs: 3_600_000 };
    const first = await startNotificationScheduler({ ...options, batchSize: 97, emailBatchSize: 41 });
    const second = await startNotificationScheduler({ ...options, batchSize: 89, emailBatchSize: 37 });
    try {
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(a + b).toBe(2);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }

    // Worse: both instances send the same notification at once (one thought the other's lease ran out).
    const third = await send('Vos garanties 2027');
    const sending = async (batchSize: number, emailBatchSize: number): Promise<SendingOptions> => ({
      db: t.database.db,
      publicUrl: 'http://localhost:8080',
      secret: await desabonnementSecret(t.database.db),
      now: () => new Date(),
      leaseMs: 60_000,
      batchSize,
      emailBatchSize,
    });
    const claimed = await claimNotification(await sending(1, 1));
    expect(claimed?.id).toBe(third);
    await Promise.all([
      sendNotification(await sending(97, 41), claimed!),
      sendNotification(await sending(89, 37), claimed!),
    ]);

    const db = t.database.db;
    for (const id of [...ids, third]) {
      const recipients = await db
        .selectFrom('notification_destinataires')
        .select(['account_id', 'email'])
        .where('notification_id', '=', id)
        .execute();
      expect(recipients).toHaveLength(joignables);
      expect(recipients.filter((r) => r.email === 'a_envoyer')).toEqual([]);
      const mails = await db.selectFrom('outbox').select('recipient').where('notification_id', '=', id).execute();
      const addresses = mails.map((m) => m.recipient);
      expect(new Set(addresses).size).toBe(addresses.length);
      const turnedOff = recipients.filter((r) => r.email === 'desabonne').length;
      expect(turnedOff).toBeGreaterThan(0);
      expect(addresses).toHaveLength(joignables - turnedOff);
      const row = await db
        .selectFrom('notifications')
        .select(['statut', 'destinataires'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ statut: 'envoyee', destinataires: joignables });
    }
  });

  it('un bail court renouvelé par son détenteur, repris une fois qu’il ne l’est plus ; à l’arrêt, la notification est rendue et une autre instance la finit aussitôt', async () => {
    // Issue 24: leases are short so that a killed instance's work is taken over quickly; a long
    // send renews its lease, and a graceful stop hands the notification back at once.
    const helene = await signedInBrowser(t.app, admin);
    const regle: AudienceRegle = {
      combinaison: 'ou',
      conditions: [
        { champ: 'offre', operateur: 'parmi', valeurs: ['Santé Essentielle', 'Santé Confort'] },
        { champ: 'role', operateur: 'parmi', valeurs: ['beneficiaire'] },
      ],
      groupes: [],
    };
    const audience = (await helene.post('/api/admin/audiences', { nom: 'Santé bis', regle })).json();
    const { joignables } = (await helene.post('/api/admin/audiences/compter', { regle })).json();
    expect(joignables).toBeGreaterThan(500);
    const draft = await helene.post('/api/admin/notifications', {
      titre: 'Votre carte de tiers payant 2027',
      contenu: '<p>Elle est disponible dans votre espace.</p>',
      lien: null,
      audienceId: audience.id,
      canalPortail: true,
      canalEmail: true,
    });
    const id = draft.json().id as number;
    expect((await helene.post(`/api/admin/notifications/${id}/envoyer`)).statusCode).toBe(200);
    const db = t.database.db;
    const recipientsOf = () =>
      db
        .selectFrom('notification_destinataires')
        .select(['account_id', 'email'])
        .where('notification_id', '=', id)
        .execute();

    const other = async (leaseMs: number): Promise<SendingOptions> => ({
      db,
      publicUrl: 'http://localhost:8080',
      secret: await desabonnementSecret(db),
      now: () => new Date(),
      leaseMs,
      batchSize: 500,
      emailBatchSize: 500,
    });

    // A 300 ms lease, renewed by its holder: twice its length later, no other instance can take it.
    const holder = await other(300);
    const claimed = await claimNotification(holder);
    expect(claimed?.id).toBe(id);
    const stopRenewing = keepLeaseAlive(
      () => renewNotificationLease(holder, id),
      300,
      (error) => {
        throw error;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await claimNotification(await other(60_000))).toBeUndefined();
    // The holder dies (no more renewals): a lease later, the next instance takes it over.
    stopRenewing();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const takenOver = await claimNotification(await other(300));
    expect(takenOver?.id).toBe(id);

    // A scheduler stopped while it holds the notification hands it back at once, instead of
    // letting it wait for its lease to run out.
    const options = { db, log: silent, publicUrl: 'http://localhost:8080', pollMs: 3_600_000 };
    await new Promise((resolve) => setTimeout(resolve, 400));
    const first = await startNotificationScheduler({ ...options, leaseMs: 60_000 });
    const running = first.runOnce();
    await first.stop();
    expect(await running).toBe(0);
    const handedBack = await db
      .selectFrom('notifications')
      .select(['statut', 'traitee_jusqua'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(handedBack.statut).toBe('en_cours');
    expect(new Date(handedBack.traitee_jusqua!).getTime()).toBeLessThan(Date.now());

    // The next instance takes it at once (not after a lease) and finishes where the first stopped.
    const second = await startNotificationScheduler({ ...options, leaseMs: 60_000 });
    try {
      expect(await second.runOnce()).toBe(1);
    } finally {
      await second.stop();
    }
    const recipients = await recipientsOf();
    expect(recipients).toHaveLength(joignables);
    expect(new Set(recipients.map((r) => r.account_id)).size).toBe(joignables);
    const mails = await db.selectFrom('outbox').select('recipient').where('notification_id', '=', id).execute();
    const addresses = mails.map((m) => m.recipient);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toHaveLength(recipients.filter((r) => r.email !== 'desabonne').length);
    const done = await db.selectFrom('notifications').select('statut').where('id', '=', id).executeTakeFirstOrThrow();
    expect(done.statut).toBe('envoyee');
  });
});
