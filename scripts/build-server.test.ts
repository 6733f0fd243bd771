import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, serverDist, serverEntries } from './build-server.ts';
import { indexLines, originalPosition } from './source-map-lines.ts';

/*
 * Decision 045: `npm run serve` and the commands run JavaScript compiled by `npm run build`. The
 * build, in this process, into a folder of its own beside apps/server/dist; then the compiled
 * server started from another folder, as a supervisor would.
 */
const root = path.resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(path.join(tmpdir(), 'build-server-'));
let outdir = '';
let server: ChildProcess | undefined;
/** Runs a bundle as apps/server/run.js does (V8's code cache), and says what it did with the cache. */
const codeCacheRunner = path.join(workDir, 'run-with-code-cache.mjs');
writeFileSync(
  codeCacheRunner,
  [
    `import { runWithCodeCache } from ${JSON.stringify(pathToFileURL(path.join(root, 'apps/server/code-cache.js')).href)};`,
    'const file = process.argv.splice(2, 1)[0];',
    'process.stderr.write(`cache: ${runWithCodeCache(file, { writeAfterMs: 60_000 })}\\n`);',
  ].join('\n'),
);

beforeAll(async () => {
  mkdirSync(serverDist, { recursive: true });
  outdir = mkdtempSync(path.join(serverDist, 'test-'));
  await buildServer({ outdir });
}, 60_000);

afterAll(() => {
  server?.kill('SIGKILL');
  if (outdir) rmSync(outdir, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
});

const bundle = (name: string) => readFileSync(path.join(outdir, `${name}.cjs`), 'utf8');

function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: workDir, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function status(port: number, url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: url }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', () => resolve(undefined));
  });
}

describe('npm run build: the server and its commands compiled to JavaScript', () => {
  it('one CommonJS file per entry point: @portail/shared and plain JavaScript packages inside, the others required', () => {
    for (const name of Object.keys(serverEntries)) {
      const code = bundle(name);
      expect(code).not.toMatch(/require\("(@portail\/shared|kysely|zod)/);
      // Native addons and WebAssembly stay in node_modules; ExcelJS is imported on the first export.
      expect(code).toMatch(/require\("argon2"\)/);
      expect(code).toMatch(/require\("@electric-sql\/pglite"\)/);
      // No ES module syntax left, and no import(): once a script's code comes from V8's cache,
      // Node 20 no longer knows how to load for it (« A dynamic import callback was not specified »).
      expect(code).not.toMatch(/^(import|export) /m);
      const lines = code.split('\n').filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line)); // JSDoc names types by import('…')
      expect(lines.filter((line) => /\bimport\(/.test(line))).toEqual([]);
      expect(code).toMatch(/\/\/# sourceMappingURL=.+\.cjs\.map\n?$/);
    }
    // ExcelJS is loaded on the first export, not at start, as a package of Node's own (default = module.exports).
    expect(bundle('server')).toContain('await Promise.resolve().then(() => __toESM(require("exceljs"), 1))');
    expect(bundle('server')).not.toMatch(/^var import_exceljs/m);
  });

  it('each source folder the code reads files from (seed data, the web build) exists from the bundle', () => {
    const code = bundle('server');
    const folders = [...code.matchAll(/__portailSourceDir\("([^"]+)"\)/g)].map((match) =>
      path.resolve(outdir, match[1]!),
    );
    expect(folders).toContain(path.join(root, 'apps/server/src/commands/seed'));
    for (const folder of folders) expect(existsSync(folder), folder).toBe(true);
    // Only the banner's helper finds a folder from the bundle's own (the reviewed packages' worker
    // paths aside); import.meta is gone.
    expect(code.match(/resolve\(__dirname/g)).toHaveLength(1);
    expect(code).not.toMatch(/import\.meta/);
  });

  it('the source map names the TypeScript sources, for readable stack traces', () => {
    const map = JSON.parse(readFileSync(path.join(outdir, 'server.cjs.map'), 'utf8')) as { sources: string[] };
    const sources = map.sources.map((source) => path.resolve(outdir, source));
    expect(sources).toContain(path.join(root, 'apps/server/src/server.ts'));
    expect(sources).toContain(path.join(root, 'packages/shared/src/text.ts'));
    // Packages may name sources they do not ship (their own maps, chained); ours are all there.
    const ours = sources.filter((file) => /^(apps\/server|packages\/shared)\/src\//.test(path.relative(root, file)));
    expect(ours.length).toBeGreaterThan(100);
    for (const source of ours) expect(existsSync(source), source).toBe(true);
  });

  it('keepNames without the calls that change no name (decision 046): none left in Fastify’s hook runner, a renamed class still named', () => {
    const code = bundle('server');
    // Run on every request before: each hook phase named its three callbacks anew.
    expect(code).toMatch(/\n\s+function next\(err\) \{/);
    expect(code).not.toContain('__name(next, "next")');
    expect(code).not.toContain('__name(handleResolve, "handleResolve")');
    // pg's DatabaseError, renamed in the bundle, keeps its name for the logs (pino's err.type).
    expect(code).toMatch(
      /var DatabaseError\d+ = class extends Error \{\s+static \{\s+__name\(this, "DatabaseError"\);/,
    );
  });

  it('the line index finds what Node’s own SourceMap finds', () => {
    const payload = JSON.parse(readFileSync(path.join(outdir, 'server.cjs.map'), 'utf8')) as SourceMapPayload;
    const lines = readFileSync(path.join(outdir, 'server.cjs'), 'utf8').split('\n');
    const node = new SourceMap(payload);
    const index = indexLines(payload.sources, payload.mappings);
    let compared = 0;
    for (let line = 0; line < lines.length; line += 37) {
      for (const column of [0, 4, 17, Math.floor(lines[line]!.length / 2), lines[line]!.length - 1]) {
        const expected = node.findEntry(line, Math.max(0, column));
        if (!('originalSource' in expected) || expected.originalSource === undefined) continue;
        expect(originalPosition(index, line, Math.max(0, column)), `${line}:${column}`).toEqual({
          source: expected.originalSource,
          line: expected.originalLine,
          column: expected.originalColumn,
        });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it.each([
    ['run by Node', []],
    ['run with the code cache, as run.js does', [codeCacheRunner]],
  ])('a stack trace names the sources, without --enable-source-maps (%s)', async (_how, nodeArgs) => {
    // PostgreSQL refused at once: the migrations fail and the server stops with its stack trace.
    // (With its encryption keys: PostgreSQL without them stops earlier, decision 048.)
    const key = () => randomBytes(32).toString('base64');
    const result = await run([...nodeArgs, path.join(outdir, 'server.cjs')], {
      DATA_ENCRYPTION_KEYS: `index=${key()},k1=${key()}`,
      DATABASE_URL: 'postgres://portail@127.0.0.1:1/absente',
      PORT: String(await freePort()),
      LOG_LEVEL: 'silent',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`(${path.join(root, 'apps/server/src/db/migrate.ts')}:`);
    expect(result.stderr).toContain(`${path.join(root, 'node_modules/pg-pool/index.js')}:`);
    expect(result.stderr).toContain(`${path.join(root, 'apps/server/src/server.ts')}:`);
  });

  it('a compiled command runs: npm run export -- --help', async () => {
    const result = await run([path.join(outdir, 'export.cjs'), '--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Usage : npm run export -- changes');
  });

  it('V8’s code cache: written after the first run, used by the next, never for another build of the bundle', async () => {
    const file = path.join(outdir, 'export.cjs');
    const built = readFileSync(file, 'utf8');
    const caches = () => readdirSync(outdir).filter((name) => /^export\.cjs\.[0-9a-f]{16}\.v8-cache$/.test(name));
    const help = async (env: NodeJS.ProcessEnv = {}) => {
      const result = await run([codeCacheRunner, file, '--help'], env);
      expect(result.code).toBe(0);
      return { cache: /cache: (.+)/.exec(result.stderr)?.[1], usage: /Usage : npm run \w+/.exec(result.stdout)?.[0] };
    };
    try {
      expect(caches()).toEqual([]);
      expect(await help({ CODE_CACHE_DIR: 'off' })).toEqual({ cache: 'none', usage: 'Usage : npm run export' });
      expect(caches()).toEqual([]);
      // A folder of its own (systemd's CacheDirectory when the release is read-only).
      const elsewhere = path.join(workDir, 'cache');
      expect(await help({ CODE_CACHE_DIR: elsewhere })).toMatchObject({ cache: 'written later' });
      expect(await help({ CODE_CACHE_DIR: elsewhere })).toMatchObject({ cache: 'used' });
      expect(readdirSync(elsewhere)).toEqual([expect.stringMatching(/^export\.cjs\.[0-9a-f]{16}\.v8-cache$/)]);
      expect(caches()).toEqual([]);
      expect(await help()).toEqual({ cache: 'written later', usage: 'Usage : npm run export' });
      const [first] = caches();
      expect(first).toBeDefined();
      expect(await help()).toEqual({ cache: 'used', usage: 'Usage : npm run export' });
      // A rebuild of the same length: V8 checks only the length, and would run the old code.
      writeFileSync(file, built.replace('Usage : npm run export', 'Usage : npm run EXPORT'));
      expect(await help()).toEqual({ cache: 'written later', usage: 'Usage : npm run EXPORT' });
      expect(caches()).toHaveLength(1);
      expect(caches()).not.toContain(first);
      expect(await help()).toEqual({ cache: 'used', usage: 'Usage : npm run EXPORT' });
    } finally {
      writeFileSync(file, built);
    }
  });

  it('without a build, the launcher says to run npm run build', async () => {
    const result = await run([path.join(root, 'apps/server/run.js'), 'absent']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Lancez d'abord « npm run build »");
  });

  it('the compiled server starts on an empty embedded database and answers /api/health/live; once started, its code cache is written', async () => {
    const port = await freePort();
    // A cache of the top level only, as a start that compiled little would leave (the name and the
    // wrapper are code-cache.js's): the start must replace it by the cache of a whole start.
    const cacheOf = () =>
      readdirSync(outdir)
        .filter((name) => /^server\.cjs\.[0-9a-f]{16}\.v8-cache$/.test(name))
        .map((name) => statSync(path.join(outdir, name)).size);
    const bytes = readFileSync(path.join(outdir, 'server.cjs'));
    for (const name of readdirSync(outdir)) if (name.endsWith('.v8-cache')) rmSync(path.join(outdir, name));
    const topLevel = new Script(
      `(function (exports, require, module, __filename, __dirname) { ${bytes.toString('utf8')}\n})`,
      {
        filename: path.join(outdir, 'server.cjs'),
      },
    ).createCachedData();
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    writeFileSync(path.join(outdir, `server.cjs.${hash}.v8-cache`), topLevel);
    const [failedStart] = cacheOf();
    expect(failedStart).toBe(topLevel.length);
    server = spawn(process.execPath, [codeCacheRunner, path.join(outdir, 'server.cjs')], {
      cwd: workDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, 'data'),
        DATABASE_URL: '',
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    // Migrations of a new embedded database first: a few seconds, half a minute on a busy machine.
    const deadline = Date.now() + 80_000;
    while ((await status(port, '/api/health/live')) !== 200) {
      if (Date.now() > deadline) throw new Error('le serveur compilé n’a pas démarré');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await status(port, '/api/health/ready')).toBe(200);
    // Once the server says it has started (not after the runner's 60 s, nor at exit), the cache of
    // a whole start replaces the small one, a tenth larger at least.
    await expect.poll(() => cacheOf()[0], { timeout: 10_000 }).toBeGreaterThan(failedStart! * 1.1);
    expect(cacheOf()).toHaveLength(1);
  }, 90_000);
});
