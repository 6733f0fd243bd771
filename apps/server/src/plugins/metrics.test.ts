import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { referentielTableNames } from '@portail/shared/referentiels';
import { poolStats } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { startMetricsServer } from '../lib/metrics.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';
import { metricsPlugin, unmatchedRoute } from './metrics.ts';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (no escaped quotes in our label values). */
function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`ligne illisible : ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

function values(samples: Sample[], name: string, labels: Record<string, string> = {}): number[] {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .map((s) => s.value);
}

const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);

function registryOf(app: FastifyInstance): Registry {
  if (!app.metricsRegistry) throw new Error('metrics not collected by this app');
  return app.metricsRegistry;
}

describe('metrics (issue 24): Prometheus figures of one app, on a port of their own', () => {
  let t: TestApp;
  let webDist: string;
  const scrape = async () => parseExposition(await registryOf(t.app).metrics());

  beforeAll(async () => {
    // A built SPA, so that its pages and files are counted too (and /metrics is still not one of them).
    webDist = mkdtempSync(path.join(tmpdir(), 'portail-metrics-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body></body></html>');
    writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), 'console.log(1);');
    writeFileSync(path.join(webDist, 'assets', 'vendor-XyZ789.js'), 'console.log(2);');
    t = await createTestApp({ webDist, metrics: true });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('the public app answers 404 on /metrics, whatever the method or spelling', async () => {
    for (const url of ['/metrics', '/metrics/', '/api/metrics'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).not.toContain('portail_');
  });

  it('counts and times each answer by route pattern, method and status — never by the URL', async () => {
    const [first, second] = referentielTableNames;
    for (const table of [first, second, 'inexistante'])
      await t.app.inject({ method: 'GET', url: `/api/referentiel/${table}` });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/pas-de-route/42' });
    await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    await t.app.inject({ method: 'GET', url: '/assets/vendor-XyZ789.js' });
    await t.app.inject({ method: 'GET', url: '/login' });

    const samples = await scrape();
    const route = '/api/referentiel/:table';
    expect(sum(values(samples, 'portail_http_requests_total', { route, method: 'GET' }))).toBe(3);
    expect(values(samples, 'portail_http_requests_total', { route, status_code: '400' })).toEqual([1]);
    expect(values(samples, 'portail_http_requests_total', { route: '/api/health', status_code: '200' })).toEqual([1]);
    // /metrics twice, /metrics/ and /api/metrics (the test above), /api/pas-de-route/42: one label for all.
    expect(values(samples, 'portail_http_requests_total', { route: unmatchedRoute, status_code: '404' })).toEqual([5]);
    expect(values(samples, 'portail_http_requests_total', { route: '/assets/*', status_code: '200' })).toEqual([2]);
    expect(values(samples, 'portail_http_requests_total', { route: '/login', status_code: '200' })).toEqual([1]);
    // No label carries a URL: only route patterns.
    const routes = new Set(samples.filter((s) => s.name === 'portail_http_requests_total').map((s) => s.labels.route));
    expect([...routes].filter((r) => /\/(inexistante|pas-de-route|index-AbC123)/.test(r ?? ''))).toEqual([]);
    // The histogram counts the same answers.
    expect(sum(values(samples, 'portail_http_request_duration_seconds_count', { route, method: 'GET' }))).toBe(3);
    expect(
      values(samples, 'portail_http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' }),
    ).toEqual([1]);
  });

  it('reports the outbox backlog per channel, and the age of its oldest due message', async () => {
    const { db } = t.database;
    await db.deleteFrom('outbox').execute();
    const message = { recipient: 'marie@example.fr', body_text: 'Bonjour' };
    await db
      .insertInto('outbox')
      .values([
        // Due for 10 minutes and 2 minutes: the oldest is 10 minutes old.
        { ...message, channel: 'mail', created_at: sql<Date>`now() - interval '10 minutes'` },
        { ...message, channel: 'mail', created_at: sql<Date>`now() - interval '2 minutes'` },
        // Waiting for its next attempt: counted in the depth, not due.
        {
          ...message,
          channel: 'sms',
          created_at: sql<Date>`now() - interval '1 hour'`,
          next_attempt_at: sql<Date>`now() + interval '5 minutes'`,
        },
        // Sent, and given up: neither counts.
        { ...message, channel: 'mail', sent_at: sql<Date>`now()` },
        { ...message, channel: 'sms', discarded_at: sql<Date>`now()` },
      ])
      .execute();

    const samples = await scrape();
    expect(values(samples, 'portail_outbox_depth', { channel: 'mail' })).toEqual([2]);
    expect(values(samples, 'portail_outbox_depth', { channel: 'sms' })).toEqual([1]);
    const [mailAge] = values(samples, 'portail_outbox_oldest_due_age_seconds', { channel: 'mail' });
    expect(mailAge).toBeGreaterThanOrEqual(600);
    expect(mailAge).toBeLessThan(700);
    expect(values(samples, 'portail_outbox_oldest_due_age_seconds', { channel: 'sms' })).toEqual([0]);

    await db.deleteFrom('outbox').execute();
    const empty = await scrape();
    expect(values(empty, 'portail_outbox_depth')).toEqual([0, 0]);
    expect(values(empty, 'portail_outbox_oldest_due_age_seconds')).toEqual([0, 0]);
  });

  it('reports the scheduled notifications due and not yet taken, and how late the oldest is', async () => {
    const { db } = t.database;
    const client = await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow();
    const notification = {
      client_id: client.id,
      audience_nom: 'Tous',
      titre: 'Titre',
      contenu: 'Contenu',
      canal_portail: true,
      canal_email: false,
      modifiee_par: 'test',
    };
    await db
      .insertInto('notifications')
      .values([
        { ...notification, statut: 'programmee', programmee_le: sql<Date>`now() - interval '3 minutes'` },
        { ...notification, statut: 'programmee', programmee_le: sql<Date>`now() - interval '1 minute'` },
        // Not due yet, being sent, or a draft: none counts.
        { ...notification, statut: 'programmee', programmee_le: sql<Date>`now() + interval '1 hour'` },
        { ...notification, statut: 'en_cours', programmee_le: sql<Date>`now() - interval '1 hour'` },
        { ...notification, statut: 'brouillon' },
      ])
      .execute();

    const samples = await scrape();
    expect(values(samples, 'portail_notifications_due')).toEqual([2]);
    const [lag] = values(samples, 'portail_notifications_oldest_due_lag_seconds');
    expect(lag).toBeGreaterThanOrEqual(180);
    expect(lag).toBeLessThan(280);
    await db.deleteFrom('notifications').where('modifiee_par', '=', 'test').execute();
  });

  it('reports the database pool: its connections, idle ones and callers waiting', async () => {
    const samples = await scrape();
    const [total] = values(samples, 'portail_db_pool_connections');
    const [idle] = values(samples, 'portail_db_pool_connections_idle');
    expect(total).toBeGreaterThanOrEqual(1);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(total ?? 0);
    expect(values(samples, 'portail_db_pool_clients_waiting')).toEqual([0]);
  });

  it('sees the callers waiting when every connection is taken', async () => {
    const { db } = t.database;
    const size = testDbKind === 'pglite' ? 1 : 4; // createTestDatabase's pool
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let entered = 0;
    const holders = Array.from({ length: size }, () =>
      db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        entered += 1;
        await gate;
      }),
    );
    await vi.waitFor(() => expect(entered).toBe(size));
    const waiter = sql`select 1`.execute(db);
    await vi.waitFor(async () => expect(poolStats(db)?.waiting).toBe(1));

    const scraping = registryOf(t.app).metrics();
    open();
    const samples = parseExposition(await scraping);
    await Promise.all([...holders, waiter]);
    expect(values(samples, 'portail_db_pool_connections')).toEqual([size]);
    expect(values(samples, 'portail_db_pool_connections_idle')).toEqual([0]);
    expect(values(samples, 'portail_db_pool_clients_waiting')).toEqual([1]);
  });

  it('serves the registry on its own port, with the process figures, only to a caller with the token', async () => {
    const token = 'jeton-de-mesure-0123456789';
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', token, registry: registryOf(t.app) });
    const url = `http://127.0.0.1:${server.port}`;
    try {
      const anonymous = await fetch(`${url}/metrics`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await anonymous.text()).not.toContain('portail_');
      const wrong = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}x` } });
      expect(wrong.status).toBe(401);
      const authorization = `Bearer ${token}`;
      expect((await fetch(`${url}/autre`, { headers: { authorization } })).status).toBe(404);
      expect((await fetch(`${url}/metrics`, { method: 'POST', headers: { authorization } })).status).toBe(405);

      const response = await fetch(`${url}/metrics?x=1`, { headers: { authorization } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const samples = parseExposition(await response.text());
      expect(values(samples, 'portail_http_requests_total', { route: '/api/health' }).length).toBeGreaterThan(0);
      expect(values(samples, 'portail_process_cpu_user_seconds_total')[0]).toBeGreaterThan(0);
      expect(values(samples, 'portail_nodejs_heap_size_used_bytes')[0]).toBeGreaterThan(0);
      expect(values(samples, 'portail_outbox_depth', { channel: 'mail' })).toEqual([0]);
    } finally {
      await server.close();
    }
    await expect(fetch(`${url}/metrics`)).rejects.toThrow();
  });

  it('without a token, serves anyone who reaches the port (loopback by default)', async () => {
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', registry: registryOf(t.app) });
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('# TYPE portail_http_requests_total counter');
    } finally {
      await server.close();
    }
  });
});

describe('metrics while the database is away', () => {
  it('still serves the HTTP figures; the queue gauges say NaN and the failed reads are counted', async () => {
    const unreachable: PostgresPool = {
      connect: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      end: async () => undefined,
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: unreachable }) });
    const app = Fastify({ logger: false });
    await app.register(metricsPlugin, { db });
    app.get('/ping', async () => 'pong');
    await app.ready();
    await app.inject({ method: 'GET', url: '/ping' });

    const samples = parseExposition(await registryOf(app).metrics());
    expect(values(samples, 'portail_http_requests_total', { route: '/ping', status_code: '200' })).toEqual([1]);
    expect(values(samples, 'portail_outbox_depth')).toEqual([NaN, NaN]);
    expect(values(samples, 'portail_notifications_due')).toEqual([NaN]);
    expect(values(samples, 'portail_notifications_oldest_due_lag_seconds')).toEqual([NaN]);
    // One failed read per query (outbox, notifications), not one per gauge.
    expect(values(samples, 'portail_metrics_query_errors_total')).toEqual([2]);
    // A Kysely instance not made by openDatabase: no pool to report.
    expect(values(samples, 'portail_db_pool_connections')).toEqual([]);
    await app.close();
  });
});

describe('metrics not configured (METRICS_PORT unset)', () => {
  it('the app collects nothing: no registry, no per-request hook', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.metricsRegistry).toBeUndefined();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(t.app.printPlugins()).not.toContain('metrics');
    } finally {
      await t.close();
    }
  });
});
