import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { signDesabonnement, verifyDesabonnement } from './desabonnement.ts';
import { prepareNotificationMail, unsubscribeUrl } from './notification-mail.ts';
import { header, startSmtp, type TestSmtp } from '../../test/smtp-server.ts';
import { createTestDatabase, testDbKind } from '../../test/test-database.ts';
import type { MailContext } from '../../mail/mail-layout.ts';
import { enqueueMail } from '../../mail/outbox-repository.ts';
import { type OutboxWorker, startOutboxWorker } from '../../mail/outbox-worker.ts';
import { templates } from '../../mail/templates.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const context = (publicBase: string): MailContext => ({ clientName: 'Mutuelle Démo', logoUrl: null, publicBase });
const uuidAt = (domain: string) =>
  new RegExp(`^<[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@${domain}>$`);

/* The headers of a mail as a receiver gets it: delivered by the outbox worker to a real SMTP server, parsed. */
describe(`en-têtes des e-mails : Auto-Submitted, List-Unsubscribe, Message-ID (${testDbKind})`, () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let smtp: TestSmtp;
  const workers: OutboxWorker[] = [];
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await Promise.all([first.close(), second.close()]);
  });

  function worker(database: DatabaseHandle, url: string) {
    const started = startOutboxWorker({
      db: database.db,
      log: silent,
      smtpUrl: url,
      smsWebhookUrl: undefined,
      mailFrom: 'Mutuelle Démo <ne-pas-repondre@mutuelle-demo.fr>',
      publicUrl: 'https://portail.mutuelle-demo.fr',
      pollMs: 3_600_000,
      backoffBaseMs: 1000,
    });
    workers.push(started);
    return started;
  }
  const due = (database: DatabaseHandle) =>
    database.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .execute();
  const passwordChanged = (to: string) => ({
    to,
    ...templates.passwordChanged(context('https://littoral.localhost'), { prenom: 'Marie' }),
    template: 'PasswordChanged',
  });

  it('Message-ID : le même à chaque reprise d’une ligne, jamais le même entre deux bases (dont la ligne a le même numéro)', async () => {
    smtp = await startSmtp(0, { refuse: 1 });
    try {
      await enqueueMail(first.db, passwordChanged('marie@example.com'));
      await enqueueMail(second.db, passwordChanged('marie@example.com'));
      const ids = await Promise.all(
        [first, second].map((d) => d.db.selectFrom('outbox').select('id').executeTakeFirstOrThrow()),
      );
      // The old `<outbox-N@host>` repeated here: same row number in both databases.
      expect(ids[0]!.id).toBe(ids[1]!.id);

      const a = worker(first, smtp.url);
      expect(await a.runOnce()).toBe(0); // refused for now (451): retried later
      await due(first);
      expect(await a.runOnce()).toBe(1);
      // Sent, but the instance died before writing it: the lease runs out and the row goes again.
      await first.db.updateTable('outbox').set({ sent_at: null }).execute();
      await due(first);
      expect(await a.runOnce()).toBe(1);
      expect(await worker(second, smtp.url).runOnce()).toBe(1);

      const messageIds = smtp.received.map((m) => header(m.raw, 'Message-ID'));
      expect(messageIds).toHaveLength(4);
      for (const id of messageIds) expect(id).toMatch(uuidAt('littoral\\.localhost'));
      expect(new Set(messageIds.slice(0, 3)).size).toBe(1);
      expect(messageIds[3]).not.toBe(messageIds[0]);
      const row = await first.db.selectFrom('outbox').select('message_uuid').executeTakeFirstOrThrow();
      expect(messageIds[0]).toBe(`<${row.message_uuid}@littoral.localhost>`);
    } finally {
      await smtp.close();
    }
  });

  it('un e-mail de compte porte Auto-Submitted: auto-generated, sans List-Unsubscribe', async () => {
    smtp = await startSmtp();
    try {
      await enqueueMail(first.db, passwordChanged('paul@example.com'));
      // A row queued without a domain (before migration 021) takes PUBLIC_URL's.
      await enqueueMail(first.db, {
        to: 'jeanne@example.com',
        subject: 'Test',
        text: 'Bonjour',
        html: '',
        template: 'T',
      });
      expect(await worker(first, smtp.url).runOnce()).toBe(2);
      const [account, legacy] = smtp.received.map((m) => m.raw);
      expect(header(account!, 'Auto-Submitted')).toBe('auto-generated');
      expect(header(account!, 'List-Unsubscribe')).toBeUndefined();
      expect(header(account!, 'List-Unsubscribe-Post')).toBeUndefined();
      expect(header(legacy!, 'Auto-Submitted')).toBe('auto-generated');
      expect(header(legacy!, 'Message-ID')).toMatch(uuidAt('portail\\.mutuelle-demo\\.fr'));
    } finally {
      await smtp.close();
    }
  });

  it('un e-mail de notification : List-Unsubscribe absolu avec le jeton, List-Unsubscribe-Post One-Click', async () => {
    smtp = await startSmtp();
    try {
      const accountId = '6f1c1d9e-5a34-4d0b-9a57-2a5f8f0c1e11';
      const base = 'https://littoral.mutuelle-demo.fr';
      const render = prepareNotificationMail(context(base), {
        titre: 'Carte',
        contenu: '<p>Disponible</p>',
        lien: null,
      });
      const mail = render('Marie', unsubscribeUrl(base, signDesabonnement('secret', accountId)));
      await enqueueMail(first.db, { to: 'marie@example.com', ...mail, template: 'Notification' });
      expect(await worker(first, smtp.url).runOnce()).toBe(1);
      const raw = smtp.received[0]!.raw;
      const list = header(raw, 'List-Unsubscribe')!;
      expect(list).toMatch(/^<https:\/\/littoral\.mutuelle-demo\.fr\/notifications\/desabonnement\?jeton=[^>\s]+>$/);
      const url = new URL(list.slice(1, -1));
      expect(verifyDesabonnement('secret', url.searchParams.get('jeton')!)).toBe(accountId);
      expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(header(raw, 'Auto-Submitted')).toBe('auto-generated');
      expect(header(raw, 'Message-ID')).toMatch(uuidAt('littoral\\.mutuelle-demo\\.fr'));
    } finally {
      await smtp.close();
    }
  });
});
