import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { startSmtp } from '../test/smtp-server.ts';
import { createTestDatabase, testDbKind } from '../test/test-database.ts';
import { enqueueMail, enqueueSms } from './outbox-repository.ts';
import { backoffMs, type OutboxWorker, startOutboxWorker } from './outbox-worker.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe(`file d’envoi : livraison SMTP et SMS, reprises (${testDbKind})`, () => {
  let database: DatabaseHandle;
  const workers: OutboxWorker[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await database.db.deleteFrom('outbox').execute();
  });
  afterAll(() => database.close());

  function worker(smtpUrl: string | undefined, smsWebhookUrl?: string, leaseMs?: number) {
    const started = startOutboxWorker({
      db: database.db,
      log: silent,
      smtpUrl,
      smsWebhookUrl,
      mailFrom: 'Mutuelle Démo <ne-pas-repondre@mutuelle-demo.fr>',
      pollMs: 3_600_000,
      backoffBaseMs: 1000,
      ...(leaseMs ? { leaseMs } : {}),
    });
    workers.push(started);
    return started;
  }

  const mail = (n: number) => ({
    to: `adherent${n}@example.com`,
    subject: `Message ${n}`,
    text: `Bonjour ${n}`,
    html: `<p>Bonjour ${n}</p>`,
    template: 'Test',
  });

  it('remet le mail au serveur SMTP (texte et HTML) et le marque envoyé', async () => {
    const smtp = await startSmtp();
    try {
      await enqueueMail(database.db, mail(1));
      expect(await worker(`smtp://127.0.0.1:${smtp.port}`).runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['adherent1@example.com']);
      expect(smtp.received[0]!.raw).toContain('Subject: Message 1');
      expect(smtp.received[0]!.raw).toContain('text/html');
      const row = await database.db.selectFrom('outbox').select(['sent_at', 'attempts']).executeTakeFirstOrThrow();
      expect(row.sent_at).not.toBeNull();
      expect(row.attempts).toBe(1);
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });

  it('SMTP arrêté : rien n’est perdu, nouvel essai avec attente croissante, livré quand il revient', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await new Promise<void>((resolve) => probe.server.close(() => resolve()));
    await enqueueMail(database.db, mail(2));
    const w = worker(`smtp://127.0.0.1:${port}`);
    expect(await w.runOnce()).toBe(0);
    const failed = await database.db
      .selectFrom('outbox')
      .select(['sent_at', 'attempts', 'last_error', 'next_attempt_at'])
      .executeTakeFirstOrThrow();
    expect(failed.sent_at).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toBeTruthy();
    expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a pass sends nothing.
    expect(await w.runOnce()).toBe(0);
    const smtp = await startSmtp(port);
    try {
      await database.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .execute();
      expect(await w.runOnce()).toBe(1);
      expect(smtp.received.map((r) => r.to[0])).toEqual(['adherent2@example.com']);
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
    expect([1, 2, 3, 4, 20].map((n) => backoffMs(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000,
    ]);
  });

  it('deux instances qui passent ensemble n’envoient jamais deux fois le même message', async () => {
    const smtp = await startSmtp();
    try {
      for (let n = 0; n < 30; n++) await enqueueMail(database.db, mail(100 + n));
      const url = `smtp://127.0.0.1:${smtp.port}`;
      const [a, b] = [worker(url), worker(url)];
      const sent = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(sent[0] + sent[1]).toBe(30);
      const recipients = smtp.received.map((r) => r.to[0]);
      expect(new Set(recipients).size).toBe(30);
      expect(recipients).toHaveLength(30);
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });

  it('un lot plus long que son bail : le bail est renouvelé, une autre instance ne renvoie rien', async () => {
    // Issue 24: leases are short (a killed instance's mail waits little), so a long send renews them.
    const smtp = await startSmtp(0, { delayMs: 150 });
    try {
      for (let n = 0; n < 6; n++) await enqueueMail(database.db, mail(200 + n));
      const a = worker(smtp.url, undefined, 300);
      const b = worker(smtp.url, undefined, 300);
      const first = a.runOnce();
      // Past the 300 ms lease of the first claim: without renewal, b would take and send them again.
      await new Promise((resolve) => setTimeout(resolve, 550));
      expect(await b.runOnce()).toBe(0);
      expect(await first).toBe(6);
      const recipients = smtp.received.map((r) => r.to[0]);
      expect(recipients).toHaveLength(6);
      expect(new Set(recipients).size).toBe(6);
    } finally {
      await smtp.close();
    }
  });

  it('à l’arrêt, les messages pris et pas encore tentés sont rendus : une autre instance les envoie aussitôt', async () => {
    const smtp = await startSmtp(0, { delayMs: 200 });
    try {
      for (let n = 0; n < 5; n++) await enqueueMail(database.db, mail(300 + n));
      const a = worker(smtp.url, undefined, 60_000);
      const first = a.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 250));
      await a.stop();
      const sentByA = await first;
      expect(sentByA).toBeGreaterThanOrEqual(1);
      expect(sentByA).toBeLessThan(5);
      const handedBack = await database.db
        .selectFrom('outbox')
        .select(['locked_until', 'attempts'])
        .where('sent_at', 'is', null)
        .execute();
      expect(handedBack).toHaveLength(5 - sentByA);
      // Free at once (not after the 60 s lease), and the claim's attempt given back.
      expect(handedBack.every((row) => row.locked_until === null && row.attempts === 0)).toBe(true);
      expect(await worker(smtp.url).runOnce()).toBe(5 - sentByA);
      const recipients = smtp.received.map((r) => r.to[0]);
      expect(recipients).toHaveLength(5);
      expect(new Set(recipients).size).toBe(5);
    } finally {
      await smtp.close();
    }
  });

  it('envoie les SMS au webhook en JSON ; un code expiré avant l’envoi est abandonné, pas envoyé en retard', async () => {
    const bodies: unknown[] = [];
    const hook: Server = createHttpServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        bodies.push(JSON.parse(text));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      await enqueueSms(database.db, { to: '0612345678', text: 'Votre code est 123456', template: 'Test' });
      await enqueueSms(database.db, {
        to: '0612345679',
        text: 'Votre code est 654321',
        template: 'Test',
        discardAfter: new Date(Date.now() - 1000),
      });
      const port = (hook.address() as AddressInfo).port;
      expect(await worker(undefined, `http://127.0.0.1:${port}/sms`).runOnce()).toBe(1);
      expect(bodies).toEqual([{ id: expect.any(Number), to: '0612345678', text: 'Votre code est 123456' }]);
      const discarded = await database.db
        .selectFrom('outbox')
        .select('discarded_at')
        .where('recipient', '=', '0612345679')
        .executeTakeFirstOrThrow();
      expect(discarded.discarded_at).not.toBeNull();
    } finally {
      await new Promise((resolve) => hook.close(resolve));
    }
  });

  it('au démarrage, nomme le canal qui attend faute de transport (les SMS ici), pas celui qui part', async () => {
    const logged: unknown[][] = [];
    const log = { ...silent, info: (...args: unknown[]) => void logged.push(args) };
    const started = startOutboxWorker({
      db: database.db,
      log,
      smtpUrl: 'smtp://127.0.0.1:2525',
      smsWebhookUrl: undefined,
      mailFrom: 'ne-pas-repondre@mutuelle-demo.fr',
      pollMs: 3_600_000,
    });
    workers.push(started);
    expect(logged).toEqual([
      [
        { channelsWithoutTransport: ['sms'] },
        'file d’envoi : aucun transport pour les SMS, messages gardés en attente (boîte de développement)',
      ],
    ]);
  });
});
