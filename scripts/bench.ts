/**
 * Performance figures, one line each (ISSUE: foundation). Runs on PGlite, then on PostgreSQL when reachable:
 *  1. gzipped bytes of the JS and CSS the welcome page loads;
 *  2. req/s and p99 of an authenticated read (contracts) and of /api/health, against a bare Fastify route in the same run;
 *  3. server start time (first start with migrations + seed, then a warm start) and memory (RSS after load);
 *  4. sign-in p95 latency and sign-ins per second, with the argon2id cost (lib/passwords.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const durationS = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;
const member = { userName: 'marie.dupont@example.com', password: 'Adherent#2026' };

function line(name: string, value: string) {
  console.log(`${name.padEnd(58)} ${value}`);
}

function welcomePageBytes(): void {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error("SPA non construite : lancer 'npm run build'");
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)];
  const sum = (ext: string) =>
    refs
      .filter((r) => r[2] === ext)
      .reduce((total, r) => total + gzipSync(readFileSync(path.join(dist, r[1]!))).length, 0);
  line('welcome page JS (gzip, entry + preloaded chunks)', `${(sum('js') / 1024).toFixed(1)} KB`);
  line('welcome page CSS (gzip)', `${(sum('css') / 1024).toFixed(1)} KB`);
  const widgets = readdirSync(path.join(dist, 'assets')).filter((f) => /^ui-widgets-.*\.js$/.test(f));
  const widgetBytes = widgets.reduce((t, f) => t + gzipSync(readFileSync(path.join(dist, 'assets', f))).length, 0);
  line(
    'widget library chunks (gzip, lazy, ui-widgets-*.js)',
    `${(widgetBytes / 1024).toFixed(1)} KB in ${widgets.length}`,
  );
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs = 120_000,
  alsoOk: number[] = [],
): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok || alsoOk.includes(response.status)) return performance.now() - start;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`pas de réponse de ${url}`);
}

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** CPU time (user + system) the process has used so far, in ms (/proc/PID/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(
  url: string,
  headers: Record<string, string> = {},
  options: { connections?: number; pid?: number } = {},
) {
  const cpuBefore = options.pid ? cpuMs(options.pid) : 0;
  const result = await autocannon({
    url,
    connections: options.connections ?? connections,
    duration: durationS,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  const cpuPerRequestMs = options.pid ? (cpuMs(options.pid) - cpuBefore) / result.requests.total : 0;
  return { rps: result.requests.average, p99: result.latency.p99, cpuPerRequestMs };
}

/**
 * The signed-in read against a bare Fastify + pg server running exactly its two statements with the
 * same pool (PostgreSQL only: PGlite lives inside the portal's process), at 64 connections.
 */
async function sameSqlComparison(
  base: string,
  portalPid: number,
  databaseUrl: string,
  headers: Record<string, string>,
) {
  const many = 64;
  const baseline = startProcess('scripts/bench-same-sql-server.ts', { PORT: '18192', DATABASE_URL: databaseUrl });
  try {
    await waitForHealth('http://127.0.0.1:18192/same-sql', baseline, 60_000, [401]);
    const bare = await load('http://127.0.0.1:18192/same-sql', headers, { connections: many, pid: baseline.pid! });
    const portal = await load(`${base}/api/v2/adherent/contrats`, headers, { connections: many, pid: portalPid });
    line(
      '[postgres] same-SQL baseline: Fastify + pg, the 2 statements',
      `${Math.round(bare.rps)} req/s, p99 ${bare.p99} ms, CPU ${bare.cpuPerRequestMs.toFixed(3)} ms/req (${many} connections)`,
    );
    line(
      '[postgres] GET /api/v2/adherent/contrats, same load',
      `${Math.round(portal.rps)} req/s, p99 ${portal.p99} ms, CPU ${portal.cpuPerRequestMs.toFixed(3)} ms/req, ${((portal.rps / bare.rps) * 100).toFixed(0)} % of the same-SQL baseline`,
    );
  } finally {
    await stop(baseline);
  }
}

async function signIn(base: string): Promise<Record<string, string>> {
  const first = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${base}/api/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify(member),
  });
  if (!response.ok) throw new Error(`connexion impossible (${response.status})`);
  const session = /portail_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { cookie: `portail_session=${session}; XSRF-TOKEN=${xsrf}` };
}

/** Sign-ins in a row from 4 clients: each pays one argon2id verification and writes one session. */
async function signInLatency(kind: string, base: string, total = 160, concurrency = 4): Promise<void> {
  const first = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const response = await fetch(`${base}/api/identity/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
          body: JSON.stringify(member),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`connexion refusée (${response.status})`);
        durations.push(performance.now() - t0);
      }
    }),
  );
  const perSecond = (durations.length / (performance.now() - started)) * 1000;
  durations.sort((a, b) => a - b);
  const p95 = durations[Math.ceil(durations.length * 0.95) - 1]!;
  line(
    `[${kind}] POST /api/identity/login (argon2id m=19 MiB, t=2, p=1)`,
    `${perSecond.toFixed(1)} sign-ins/s, p95 ${Math.round(p95)} ms (${concurrency} clients)`,
  );
}

async function benchDatabase(
  kind: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  bareRps: number,
  bareP99: number,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portail-bench-'));
  const port = kind === 'pglite' ? 18190 : 18191;
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: 'on',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  try {
    let server = startProcess('apps/server/src/server.ts', env);
    const coldMs = await waitForHealth(`${base}/api/health`, server);
    await stop(server);
    server = startProcess('apps/server/src/server.ts', env);
    const warmMs = await waitForHealth(`${base}/api/health`, server);
    line(`[${kind}] server start, first (migrations + demo seed)`, `${Math.round(coldMs)} ms`);
    line(`[${kind}] server start, warm`, `${Math.round(warmMs)} ms`);
    const headers = await signIn(base);
    await signInLatency(kind, base);
    for (const [name, url, h] of [
      ['GET /api/health', `${base}/api/health`, {}],
      ['GET /api/v2/adherent/contrats (authenticated)', `${base}/api/v2/adherent/contrats`, headers],
    ] as const) {
      const { rps, p99 } = await load(url, h);
      line(
        `[${kind}] ${name}`,
        `${Math.round(rps)} req/s, p99 ${p99} ms, ${((rps / bareRps) * 100).toFixed(0)} % of bare route (p99 ×${(p99 / Math.max(bareP99, 1)).toFixed(1)})`,
      );
    }
    if (databaseUrl) await sameSqlComparison(base, server.pid!, databaseUrl, headers);
    line(`[${kind}] server memory after load (RSS)`, `${rssMb(server.pid!).toFixed(0)} MB`);
    await stop(server);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgresDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    line('[postgres]', 'PostgreSQL injoignable : figures PostgreSQL non mesurées');
    return;
  }
  const name = `portail_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

welcomePageBytes();
const bare = startProcess('scripts/bare-server.ts', { PORT: '18189' });
await waitForHealth('http://127.0.0.1:18189/bare', bare);
const { rps: bareRps, p99: bareP99 } = await load('http://127.0.0.1:18189/bare');
line('bare Fastify route (same machine, same load)', `${Math.round(bareRps)} req/s, p99 ${bareP99} ms`);
await stop(bare);
// BENCH_DATABASES=postgres (or pglite) measures one database only, e.g. while profiling.
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
if (databases.includes('pglite')) await benchDatabase('pglite', undefined, bareRps, bareP99);
if (databases.includes('postgres'))
  await withPostgresDatabase((url) => benchDatabase('postgres', url, bareRps, bareP99));
