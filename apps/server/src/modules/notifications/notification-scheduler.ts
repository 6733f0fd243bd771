import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { desabonnementSecret } from './desabonnement.ts';
import { claimNotification, sendNotification, type SendingOptions } from './notification-sending.ts';

export interface NotificationSchedulerOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  publicUrl: string;
  /** The clock deciding what is due (tests inject theirs). */
  now?: () => Date;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  emailBatchSize?: number;
}

export interface NotificationScheduler {
  /** One pass: sends every due notification; returns how many it took. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Started with the server beside the outbox worker (decision 033): every few seconds it takes a due
 * notification (scheduled time reached, or « send now ») and sends it in batches. Instances sharing
 * PostgreSQL each take a different one (`skip locked`, then a lease); PGlite runs it alone.
 */
export async function startNotificationScheduler(
  options: NotificationSchedulerOptions,
): Promise<NotificationScheduler> {
  const sending: SendingOptions = {
    db: options.db,
    publicUrl: options.publicUrl,
    secret: await desabonnementSecret(options.db),
    now: options.now ?? (() => new Date()),
    leaseMs: options.leaseMs ?? 120_000,
    batchSize: options.batchSize ?? 5_000,
    emailBatchSize: options.emailBatchSize ?? 500,
  };
  let running: Promise<number> | null = null;
  let stopped = false;

  async function pass(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const claimed = await claimNotification(sending);
      if (!claimed) break;
      options.log.info({ notificationId: claimed.id }, 'notification : envoi');
      await sendNotification(sending, claimed);
      sent++;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped)
      runOnce().catch((error: unknown) => options.log.error({ err: error }, 'notifications : passage en erreur'));
  }, options.pollMs ?? 3_000);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
