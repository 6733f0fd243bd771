import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import {
  claimDueMessages,
  type ClaimedMessage,
  discardExpired,
  markFailed,
  markSent,
  type OutboxChannel,
  releaseClaims,
  renewLeases,
} from './outbox-repository.ts';
import { keepLeaseAlive } from '../lib/lease.ts';
import { createTransports, type Transports } from './transports.ts';

export interface OutboxWorkerOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  mailFrom: string;
  publicUrl?: string | undefined;
  pollMs?: number;
  /** How long a taken message stays this instance's; renewed every third of it while the batch is sent. */
  leaseMs?: number;
  /** Retry n waits backoffBaseMs × 2^(n-1), at most backoffMaxMs: SMTP down for hours loses nothing. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** One pass: sends what is due; returns how many messages were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const channelNames: Record<OutboxChannel, string> = { mail: 'les e-mails', sms: 'les SMS' };

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox: mail through SMTP (nodemailer), SMS as JSON to the webhook. A channel
 * without a transport keeps its messages (the dev mailbox shows them); they leave once one is set.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 15_000;
  const baseMs = options.backoffBaseMs ?? 30_000;
  const maxMs = options.backoffMaxMs ?? 60 * 60_000;
  const batchSize = options.batchSize ?? 20;
  const transports: Transports = createTransports(options);
  const channels: OutboxChannel[] = [];
  if (transports.mail) channels.push('mail');
  if (transports.sms) channels.push('sms');

  let running: Promise<number> | null = null;
  let stopped = false;

  async function deliver(message: ClaimedMessage): Promise<boolean> {
    try {
      if (message.channel === 'mail') await transports.mail!(message);
      else await transports.sms!(message);
    } catch (error) {
      const retryIn = backoffMs(message.attempts, baseMs, maxMs);
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        { outboxId: message.id, requestId: message.request_id, attempts: message.attempts, retryInMs: retryIn, reason },
        'envoi différé',
      );
      await markFailed(db, message.id, reason, retryIn);
      return false;
    }
    // Should this write fail, the lease runs out and the message goes again: at least once, never lost.
    await markSent(db, message.id);
    log.info(
      {
        outboxId: message.id,
        requestId: message.request_id,
        channel: message.channel,
        messageUuid: message.message_uuid,
      },
      'message envoyé',
    );
    return true;
  }

  /** One claimed batch: its leases renewed while it is sent; on stop, what was not tried is handed back. */
  async function sendBatch(batch: ClaimedMessage[]): Promise<number> {
    const pending = new Set(batch.map((m) => m.id));
    const stopRenewing = keepLeaseAlive(
      () => renewLeases(db, [...pending], leaseMs),
      leaseMs,
      (error) => log.warn({ err: error }, 'file d’envoi : bail non renouvelé'),
    );
    let sent = 0;
    try {
      for (const message of batch) {
        if (stopped) break;
        if (await deliver(message)) sent++;
        pending.delete(message.id);
      }
    } finally {
      stopRenewing();
    }
    if (pending.size > 0) {
      await releaseClaims(db, [...pending]);
      log.info({ released: pending.size }, 'file d’envoi : messages rendus à l’arrêt');
    }
    return sent;
  }

  async function pass(): Promise<number> {
    await discardExpired(db);
    let sent = 0;
    for (;;) {
      const batch = await claimDueMessages(db, channels, batchSize, leaseMs);
      sent += await sendBatch(batch);
      if (batch.length < batchSize || stopped) return sent;
    }
  }

  function runOnce(): Promise<number> {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) runOnce().catch((error: unknown) => log.error({ err: error }, 'file d’envoi : passage en erreur'));
  }, pollMs);
  timer.unref();
  // Names the channels that wait, not those that leave (it said « mail » when SMS was the one waiting).
  const waiting = (['mail', 'sms'] as const).filter((channel) => !channels.includes(channel));
  if (waiting.length > 0)
    log.info(
      { channelsWithoutTransport: waiting },
      `file d’envoi : aucun transport pour ${waiting.map((c) => channelNames[c]).join(' ni ')}, messages gardés en attente (boîte de développement)`,
    );

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      transports.close();
    },
  };
}
