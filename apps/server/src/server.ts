import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { startDatabase } from './start-database.ts';
import { startOutboxWorker } from './mail/outbox-worker.ts';
import { startNotificationScheduler } from './modules/notifications/notification-scheduler.ts';

/** Listens and shuts down gracefully; everything else is built in app.ts. */
const startedAt = performance.now();
const config = configFromEnv();
const database = await startDatabase(config);
const app = await buildApp({ config: { ...config, trustProxy: process.env.TRUST_PROXY === 'true' }, db: database.db });
const outbox = startOutboxWorker({ ...config, db: database.db, log: app.log });
app.addHook('onClose', () => outbox.stop());
const notifications = await startNotificationScheduler({ db: database.db, log: app.log, publicUrl: config.publicUrl });
app.addHook('onClose', () => notifications.stop());
await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    database: database.kind,
    startMs: Math.round(performance.now() - startedAt),
    url: `http://${config.host}:${config.port}`,
  },
  'portail adhérent démarré',
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'arrêt en erreur');
          process.exit(1);
        },
      );
  });
}
