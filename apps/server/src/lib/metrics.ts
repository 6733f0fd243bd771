import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, type Registry } from 'prom-client';

/** Every metric the portal exposes is named portail_… (issue 24). */
export const metricsPrefix = 'portail_';

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, every scrape must send `Authorization: Bearer <token>` (401 otherwise). */
  token?: string | undefined;
  registry: Registry;
}

export interface MetricsServer {
  /** The port listened on (the one asked for, or the one given for port 0). */
  port: number;
  close(): Promise<void>;
}

const withProcessMetrics = new WeakSet<Registry>();

/**
 * The process's own figures (CPU, memory, event loop lag, GC, handles) as portail_process_… and
 * portail_nodejs_…. Measured only in a process that serves metrics: the apps tests build start no
 * event-loop monitor nor GC observer.
 */
function collectProcessMetrics(registry: Registry): void {
  if (withProcessMetrics.has(registry)) return;
  withProcessMetrics.add(registry);
  collectDefaultMetrics({ register: registry, prefix: metricsPrefix });
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** `Authorization: Bearer <token>`, compared in constant time. */
function carriesToken(request: IncomingMessage, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

function answer(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(text);
}

/**
 * Serves `GET /metrics` (Prometheus text format) on its own port, never on the public one
 * (METRICS_PORT, METRICS_HOST, METRICS_TOKEN). Nothing else is served there.
 */
export async function startMetricsServer({
  port,
  host,
  token,
  registry,
}: MetricsServerOptions): Promise<MetricsServer> {
  collectProcessMetrics(registry);
  const expected = token === undefined ? undefined : digest(token);
  const server = createServer((request, response) => {
    if (expected && !carriesToken(request, expected))
      return answer(response, 401, 'Jeton requis.\n', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    const { pathname } = new URL(request.url ?? '/', 'http://metrics.invalid');
    if (pathname !== '/metrics') return answer(response, 404, 'Introuvable : les mesures sont sous /metrics.\n');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return answer(response, 405, 'Méthode non permise.\n', { Allow: 'GET, HEAD' });
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => answer(response, 500, 'Mesures indisponibles.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
