import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * How an instance is started: `npm run serve`'s command by default (the compiled server, which
 * `npm run test:cluster` builds first); CLUSTER_SERVER_CMD replaces it (e.g. the sources through tsx). Run through `sh -c 'exec …'`, so the
 * process signalled is the server itself, never a shell in front of it.
 */
export const serverCommand = process.env.CLUSTER_SERVER_CMD ?? 'node apps/server/run.js server';

interface ExitRecord {
  at: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Asked for by the test (kill -9, SIGTERM); anything else is a crash. */
  expected: boolean;
}

/** One portal instance: its port, its process (restarted as a supervisor would), its log file. */
export class Instance {
  child: ChildProcess | undefined;
  readonly exits: ExitRecord[] = [];
  /** Log lines at level error or above (pino level ≥ 50), first words only. */
  readonly errors: string[] = [];
  private expectExit = false;
  private readonly log: WriteStream;
  private readonly listeners: { text: string; listener: (line: Record<string, unknown>) => void }[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    logDir: string,
    private readonly baseEnv: Record<string, string>,
  ) {
    this.log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  }

  get pid(): number | undefined {
    return this.child?.exitCode === null && this.child.signalCode === null ? this.child.pid : undefined;
  }

  get crashes(): ExitRecord[] {
    return this.exits.filter((exit) => !exit.expected);
  }

  /**
   * Calls `listener` with each JSON log line of this instance (every process it will run) that
   * contains `text`; only those lines are parsed (there is one per request and per mail).
   */
  onLogLine(text: string, listener: (line: Record<string, unknown>) => void): void {
    this.listeners.push({ text, listener });
  }

  start(extraEnv: Record<string, string> = {}): void {
    if (this.pid) throw new Error(`${this.name} tourne déjà`);
    this.expectExit = false;
    this.log.write(`--- start ${new Date().toISOString()} (${serverCommand})\n`);
    const child = spawn('/bin/sh', ['-c', `exec ${serverCommand}`], {
      cwd: repositoryRoot,
      env: { ...process.env, ...this.baseEnv, PORT: String(this.port), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stderr!.pipe(this.log, { end: false });
    createInterface({ input: child.stdout! }).on('line', (text) => {
      this.log.write(`${text}\n`);
      const isError = /^\{"level":[56]\d,/.test(text);
      const wanted = this.listeners.filter((entry) => text.includes(entry.text));
      if (!isError && wanted.length === 0) return;
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return;
      }
      if (isError) {
        const err = line.err as { message?: string } | undefined;
        this.errors.push(`${String(line.msg)}${err?.message ? ` : ${err.message.slice(0, 160)}` : ''}`);
      }
      for (const entry of wanted) entry.listener(line);
    });
    child.once('exit', (code, signal) => {
      this.exits.push({ at: performance.now(), code, signal, expected: this.expectExit });
      this.log.write(`--- exit code=${code} signal=${signal} expected=${this.expectExit}\n`);
    });
  }

  /** 200 from /api/health/ready, asked of the instance directly (not through HAProxy). */
  async waitReady(timeoutMs = 90_000): Promise<number> {
    const started = performance.now();
    const child = this.child;
    while (performance.now() - started < timeoutMs) {
      if (!child || child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${this.name} s'est arrêtée au démarrage (voir ${this.name}.log)`);
      if (await isReady(this.port)) return performance.now() - started;
      await sleep(100);
    }
    throw new Error(`${this.name} pas prête en ${timeoutMs / 1000} s`);
  }

  /** kill -9: no drain, no clean-up — what a crash, an OOM kill or a power cut does. */
  async kill9(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGTERM, as a supervisor stops it; resolves with the exit once the drain and the stop are over. */
  async terminate(): Promise<ExitRecord> {
    return this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<ExitRecord> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.name} ne tourne pas`);
    this.expectExit = true;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
    return this.exits.at(-1)!;
  }

  async close(): Promise<void> {
    if (this.pid) await this.signal('SIGKILL');
    await new Promise<void>((resolve) => this.log.end(resolve));
  }
}

export async function isReady(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
