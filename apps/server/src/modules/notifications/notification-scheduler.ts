import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { desabonnementSecret } from './desabonnement.ts';
import { keepLeaseAlive } from '../../lib/lease.ts';
import { type PollingWorker, startPolling } from '../../lib/polling-worker.ts';
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

/** runOnce sends every due notification and says how many it took. */
export type NotificationScheduler = PollingWorker;

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
    stopping: () => worker.stopping(),
  };

  async function pass(): Promise<number> {
    let sent = 0;
    while (!worker.stopping()) {
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

  const worker = startPolling(pass, {
    pollMs: options.pollMs ?? 3_000,
    onError: (error) => options.log.error({ err: error }, 'notifications : passage en erreur'),
  });
  return worker;
}
