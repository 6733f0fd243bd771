import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats, type Db, type PoolStats } from '../db/database.ts';
import { metricsPrefix } from '../lib/metrics.ts';
import type { OutboxChannel } from '../mail/outbox-repository.ts';
import { dueNotifications, outboxBacklog, type DueNotifications, type OutboxBacklog } from './metrics-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (one registry per app, never prom-client's global one): served by lib/metrics.ts on METRICS_PORT. */
    metricsRegistry?: Registry;
  }
}

/** The route label of a request no route matched (404s of any URL): one label, whatever was asked. */
export const unmatchedRoute = '(inconnue)';

/**
 * The route pattern (`/api/contrats/:id`), never the URL: a bounded set of labels. The SPA's
 * built files (one route each, new names at every build) count as one.
 */
function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return unmatchedRoute;
  return pattern.startsWith('/assets/') ? '/assets/*' : pattern;
}

/** One query per scrape for the gauges that share it: collect() of each runs in the same tick. */
function perScrape<T>(query: () => Promise<T>, onFailure: () => void): () => Promise<T | undefined> {
  let pending: Promise<T | undefined> | undefined;
  return () =>
    (pending ??= query()
      .catch(() => {
        // The database is away: these gauges say NaN (unknown) in this scrape, the rest is served.
        onFailure();
        return undefined;
      })
      .finally(() => (pending = undefined)));
}

const outboxChannels: OutboxChannel[] = ['mail', 'sms'];

function registerDatabaseMetrics(registry: Registry, db: Db): void {
  const registers = [registry];
  const pool = (name: string, help: string, pick: (stats: PoolStats) => number) =>
    new Gauge({
      name: `${metricsPrefix}db_pool_${name}`,
      help,
      registers,
      collect() {
        const stats = poolStats(db);
        if (stats) this.set(pick(stats));
      },
    });
  // Only for a Kysely instance made by openDatabase (the app's): there is a pool to read. Registered
  // first, so read at the start of a scrape, before its own queries take a connection.
  if (poolStats(db)) {
    pool('connections', 'Connexions ouvertes du pool (1 avec PGlite).', (stats) => stats.total);
    pool('connections_idle', 'Connexions ouvertes inoccupées.', (stats) => stats.idle);
    pool('clients_waiting', 'Requêtes attendant une connexion.', (stats) => stats.waiting);
  }

  const countFailure = () => failed.inc();
  const backlog = perScrape(() => outboxBacklog(db), countFailure);
  const notifications = perScrape(() => dueNotifications(db), countFailure);
  const failed = new Counter({
    name: `${metricsPrefix}metrics_query_errors_total`,
    help: 'Lectures de la base échouées pendant une collecte (jauges de file à NaN dans cette collecte).',
    registers,
    // Waits for this scrape's reads, so that their failures are counted in it.
    async collect() {
      await Promise.all([backlog(), notifications()]);
    },
  });

  const perChannel = (name: string, help: string, pick: (row: OutboxBacklog) => number) =>
    new Gauge({
      name: `${metricsPrefix}outbox_${name}`,
      help,
      labelNames: ['channel'],
      registers,
      async collect() {
        const rows = await backlog();
        this.reset();
        for (const channel of outboxChannels) this.set({ channel }, rows ? 0 : NaN);
        for (const row of rows ?? []) this.set({ channel: row.channel }, pick(row));
      },
    });
  perChannel('depth', 'Messages de la file d’envoi ni envoyés ni abandonnés, par canal.', (row) => row.depth);
  perChannel(
    'oldest_due_age_seconds',
    'Âge (secondes depuis sa création) du plus ancien message dû et non envoyé, par canal ; 0 sans message dû.',
    (row) => row.oldestDueSeconds ?? 0,
  );

  const scheduled = (name: string, help: string, pick: (due: DueNotifications) => number) =>
    new Gauge({
      name: `${metricsPrefix}notifications_${name}`,
      help,
      registers,
      async collect() {
        const due = await notifications();
        this.set(due ? pick(due) : NaN);
      },
    });
  scheduled(
    'due',
    'Notifications programmées dont l’heure est passée, pas encore prises par un envoi.',
    (due) => due.due,
  );
  scheduled(
    'oldest_due_lag_seconds',
    'Retard (secondes depuis l’heure programmée) de la plus ancienne notification due non prise ; 0 sans notification due.',
    (due) => due.oldestLagSeconds ?? 0,
  );
}

/**
 * The app's metrics registry (app.metricsRegistry): every answer counted and timed by route
 * pattern, method and status; the pool, the outbox and the scheduled notifications read at each
 * scrape. Served on its own port only (lib/metrics.ts), never by this app.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    const registry = new Registry();
    app.decorate('metricsRegistry', registry);
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: `${metricsPrefix}http_requests_total`,
      help: 'Requêtes HTTP répondues, par route (motif), méthode et statut.',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: `${metricsPrefix}http_request_duration_seconds`,
      help: 'Durée des requêtes HTTP jusqu’à la réponse, par route (motif), méthode et statut.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: routeLabel(request.routeOptions.url),
        status_code: reply.statusCode,
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });
    registerDatabaseMetrics(registry, db);
  },
  { name: 'portail-metrics' },
);
