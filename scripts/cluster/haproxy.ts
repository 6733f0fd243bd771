import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot, sleep } from './instances.ts';

/** The configuration the operator's guide recommends, run as is: only its ${…} addresses are set. */
const haproxyConfig = path.join(repositoryRoot, 'deploy/haproxy.cfg');

export function findHaproxy(): string | undefined {
  return ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((file) => existsSync(file));
}

export interface Haproxy {
  port: number;
  statsPort: number;
  /** Each server's status as HAProxy sees it: UP, DOWN, « UP 1/2 » (going down), « DOWN 1/2 » (coming up)… */
  states(): Promise<Record<string, string>>;
  /** Waits until HAProxy says `server` is `status` (exact match on the first word); returns the wait in ms. */
  waitFor(server: string, status: 'UP' | 'DOWN', timeoutMs?: number): Promise<number>;
  close(): Promise<void>;
}

/** Our own HAProxy process (never the system service), on loopback ports, logging to a file. */
export async function startHaproxy(options: {
  binary: string;
  port: number;
  statsPort: number;
  servers: number[];
  logFile: string;
}): Promise<Haproxy> {
  const env = {
    ...process.env,
    PORTAIL_BIND: `127.0.0.1:${options.port}`,
    HAPROXY_STATS_BIND: `127.0.0.1:${options.statsPort}`,
    ...Object.fromEntries(options.servers.map((port, i) => [`PORTAIL_APP${i + 1}`, `127.0.0.1:${port}`])),
  };
  const check = spawnSync(options.binary, ['-c', '-q', '-f', haproxyConfig], { env, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`deploy/haproxy.cfg refusé par HAProxy :\n${check.stderr}${check.stdout}`);
  const log = createWriteStream(options.logFile);
  // -db: stay in the foreground (no daemon), as under systemd's Type=notify with -Ws.
  const child: ChildProcess = spawn(options.binary, ['-db', '-f', haproxyConfig], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const statsUrl = `http://127.0.0.1:${options.statsPort}/stats;csv`;

  async function states(): Promise<Record<string, string>> {
    const csv = await (await fetch(statsUrl, { signal: AbortSignal.timeout(2000) })).text();
    const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header.split(',');
    const at = (name: string) => columns.indexOf(name);
    const result: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[at('pxname')] === 'instances' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')] ?? ''))
        result[cells[at('svname')]!] = cells[at('status')] ?? '';
    }
    return result;
  }

  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy s'est arrêté (voir ${options.logFile})`);
    try {
      await states();
      break;
    } catch {
      if (performance.now() - started > 10_000) throw new Error('HAProxy ne répond pas sur sa page de statistiques');
      await sleep(100);
    }
  }

  return {
    port: options.port,
    statsPort: options.statsPort,
    states,
    async waitFor(server, status, timeoutMs = 60_000) {
      const since = performance.now();
      while (performance.now() - since < timeoutMs) {
        const state = (await states())[server] ?? '';
        if (state === status) return performance.now() - since;
        await sleep(50);
      }
      throw new Error(`HAProxy : ${server} pas ${status} en ${timeoutMs / 1000} s`);
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await new Promise<void>((resolve) => log.end(resolve));
    },
  };
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `127.0.0.1:4242 [28/Nov/2026:14:54:28.533] portail instances/portail2 0/0/0/8/8 200 774 - - ---- 8/4/3/0/+1 …` */
const logLine =
  /^\S+ \[(\d+)\/(\w+)\/(\d+):(\d+):(\d+):(\d+)\.(\d+)\] \S+ (\S+) \S+ (-?\d+) .*? \d+\/\d+\/\d+\/\d+\/(\+?)(\d+) /;

/**
 * From HAProxy's log (option httplog): requests accepted between two instants (Date.now() values),
 * how many were retried, redispatched, answered 5xx, and when the last retried one was accepted.
 */
export function retriesBetween(
  text: string,
  fromMs: number,
  toMs: number,
): { requests: number; retried: number; redispatched: number; serverErrors: number; lastRetryAt?: number } {
  const figures: ReturnType<typeof retriesBetween> = { requests: 0, retried: 0, redispatched: 0, serverErrors: 0 };
  for (const line of text.split('\n')) {
    const m = logLine.exec(line);
    if (!m) continue;
    const at = new Date(+m[3]!, months.indexOf(m[2]!), +m[1]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!).getTime();
    if (at < fromMs || at > toMs) continue;
    figures.requests++;
    if (m[11] !== '0') {
      figures.retried++;
      figures.lastRetryAt = Math.max(figures.lastRetryAt ?? 0, at);
    }
    if (m[10] === '+') figures.redispatched++;
    if (Number(m[9]) >= 500) figures.serverErrors++;
  }
  return figures;
}
