import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { startDatabase } from './start-database.ts';
import { startOutboxWorker } from './mail/outbox-worker.ts';
import { startNotificationScheduler } from './modules/notifications/notification-scheduler.ts';
import { startExportDonneesWorker } from './modules/export-donnees/export-donnees-worker.ts';
import { createLifecycle } from './lib/lifecycle.ts';
import { startMetricsServer } from './lib/metrics.ts';
import { startReencryptionWorker } from './workers/reencryption.ts';
import { startPurgeWorker } from './workers/purge-worker.ts';

/** Said on `process` once the server listens: apps/server/code-cache.js then writes its cache. */
const startedEvent = 'portail:started';
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how @types/node types process's events
  namespace NodeJS {
    interface Process {
      emit(event: typeof startedEvent): boolean;
    }
  }
}

/**
 * Listens and shuts down gracefully; everything else is built in app.ts. A function rather than
 * top-level await: the bundle is CommonJS, so that apps/server/run.js can keep V8's code cache.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = configFromEnv();
  const database = await startDatabase(config);
  const lifecycle = createLifecycle();
  const app = await buildApp({
    config: { ...config, metrics: config.metricsPort !== undefined },
    db: database.db,
    lifecycle,
  });
  const outbox = startOutboxWorker({ ...config, db: database.db, log: app.log });
  app.addHook('onClose', () => outbox.stop());
  const notifications = await startNotificationScheduler({
    db: database.db,
    log: app.log,
    publicUrl: config.publicUrl,
  });
  app.addHook('onClose', () => notifications.stop());
  // Values under an older key of DATA_ENCRYPTION_KEYS re-encrypted in the background (decision 048).
  const reencryption = startReencryptionWorker({ db: database.db, log: app.log });
  app.addHook('onClose', () => reencryption.stop());
  const exportsDonnees = startExportDonneesWorker({ db: database.db, log: app.log });
  app.addHook('onClose', () => exportsDonnees.stop());
  // Personal data past each client's retention, deleted or anonymised hourly (decision 051).
  const purge = startPurgeWorker({ db: database.db, log: app.log });
  app.addHook('onClose', () => purge.stop());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      dataKeys: database.dataKeysSource,
      startMs: Math.round(performance.now() - startedAt),
      url: `http://${config.host}:${config.port}`,
    },
    'portail adhérent démarré',
  );
  // apps/server/code-cache.js keeps V8's code cache of this start (its startedEvent).
  process.emit(startedEvent);
  if (database.newerMigrations.length > 0)
    app.log.warn(
      { newerMigrations: database.newerMigrations },
      'base migrée par une version plus récente : cette instance la sert telle quelle (mise à jour en cours ou retour arrière)',
    );
  // Prometheus metrics on a port of their own (METRICS_PORT), never on the public one; closed after the app.
  const registry = app.metricsRegistry;
  const metrics =
    config.metricsPort === undefined || registry === undefined
      ? undefined
      : await startMetricsServer({
          port: config.metricsPort,
          host: config.metricsHost,
          token: config.metricsToken,
          registry,
        });
  if (metrics)
    app.log.info({ url: `http://${config.metricsHost}:${metrics.port}/metrics` }, 'mesures Prometheus servies');

  /**
   * SIGTERM (a deploy, a supervisor's stop): drain first — /api/health/ready answers 503 at once so
   * the load balancer stops sending, requests keep being served for DRAIN_SECONDS with
   * « Connection: close » so keep-alive clients reconnect elsewhere — then stop accepting, let
   * in-flight requests finish, stop the workers (onClose) and close the pool. SIGINT (Ctrl-C) skips the drain.
   */
  let closing = false;
  function stop(signal: 'SIGINT' | 'SIGTERM'): void {
    if (closing) return;
    closing = true;
    lifecycle.draining = true;
    const drainMs = signal === 'SIGTERM' ? config.drainSeconds * 1000 : 0;
    app.log.info({ signal, drainMs }, 'arrêt en cours');
    setTimeout(() => {
      app
        .close()
        .then(() => metrics?.close())
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'arrêt en erreur');
            process.exit(1);
          },
        );
    }, drainMs);
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // As an unhandled rejection would, with the source's stack (build-server-stacks.ts), and the pool and timers do not keep the process up.
  console.error(error);
  process.exit(1);
});
