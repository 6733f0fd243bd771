import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompiledEntries, compileEntries } from './test/compiled-entries.ts';

/*
 * Issue 24: SIGTERM stopped listening at once — requests on open keep-alive connections got 503,
 * new connections were refused, and the load balancer was not told first. Now the instance says
 * « not ready », keeps serving (keep-alive connections included) for DRAIN_SECONDS with
 * « Connection: close », then stops. The real server, in its own process, as a supervisor runs it.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const workDir = mkdtempSync(path.join(tmpdir(), 'server-drain-'));
let server: ChildProcess | undefined;
let compiled: CompiledEntries;

beforeAll(async () => {
  compiled = await compileEntries('server');
});

afterAll(() => {
  server?.kill('SIGKILL');
  compiled?.remove();
  rmSync(workDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, url: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

describe('SIGTERM drains before it stops (npm run serve in its own process)', () => {
  it('not ready at once, keeps serving for DRAIN_SECONDS — open keep-alive connections included — then exits 0', async () => {
    const port = await freePort();
    server = spawn(process.execPath, compiled.args('server'), {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, 'data'),
        DATABASE_URL: '',
        DEMO_DATA: 'off',
        DRAIN_SECONDS: '2',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server!.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ready = await get(port, '/api/health/ready').catch(() => undefined);
      if (ready?.status === 200) break;
      if (Date.now() > deadline) throw new Error('le serveur n’a pas démarré');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // A client with a keep-alive connection open, as a load balancer keeps them.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(port, '/api/health/live', agent);
    expect(before.headers.connection).toBe('keep-alive');

    const signalledAt = Date.now();
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const ready = await get(port, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'indisponible', cause: 'arrêt en cours' });
    const onOpenConnection = await get(port, '/api/health/live', agent);
    expect(onOpenConnection.status).toBe(200);
    expect(onOpenConnection.headers.connection).toBe('close');
    const newConnection = await get(port, '/api/health');
    expect(newConnection.status).toBe(200);

    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2_000);
    await expect(get(port, '/api/health/live')).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  }, 150_000);
});
