import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { desabonnementSecret } from './desabonnement.ts';
import { keepLeaseAlive } from '../../lib/lease.ts';
import {
  claimNotification,
  renewNotificationLease,
  sendNotification,
  type SendingOptions,
} from './notification-sending.ts';

export interface NotificationSchedulerOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  publicUrl: string;
  /** The clock deciding what is due (tests inject theirs). */
  now?: () => Date;
  pollMs?: number;
  /** How long a notification being sent stays this instance's; renewed every third of it while it works. */
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
    leaseMs: options.leaseMs ?? 15_000,
    batchSize: options.batchSize ?? 5_000,
    emailBatchSize: options.emailBatchSize ?? 500,
    stopping: () => stopped,
  };
  let running: Promise<number> | null = null;
  let stopped = false;

  async function pass(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const claimed = await claimNotification(sending);
      if (!claimed) break;
      options.log.info({ notificationId: claimed.id }, 'notification : envoi');
      const stopRenewing = keepLeaseAlive(
        () => renewNotificationLease(sending, claimed.id),
        sending.leaseMs,
        (error) => options.log.warn({ err: error, notificationId: claimed.id }, 'notification : bail non renouvelé'),
      );
      try {
        if (await sendNotification(sending, claimed)) sent++;
        else
          options.log.info(
            { notificationId: claimed.id },
            'notification : rendue à l’arrêt, reprise par une autre instance',
          );
      } finally {
        stopRenewing();
      }
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
