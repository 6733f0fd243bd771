import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverDist, type ServerEntry } from '../../../../scripts/build-server.ts';

export interface CompiledEntries {
  /** `node` arguments that run an entry point as its npm script does (`npm run serve`, `npm run import`…). */
  args(name: ServerEntry, ...rest: string[]): string[];
  remove(): void;
}

/**
 * Compiles entry points as `npm run build` does (decision 045), for tests that run the server or a
 * command in its own process: they test what production runs, and start without compiling
 * TypeScript in each process. The folder is under apps/server/dist, beside the real bundles, so
 * the packages resolve from node_modules as theirs do; each test file gets its own.
 */
export async function compileEntries(...entries: ServerEntry[]): Promise<CompiledEntries> {
  mkdirSync(serverDist, { recursive: true });
  const outdir = mkdtempSync(path.join(serverDist, 'test-'));
  await buildServer({ outdir, entries });
  // Run as apps/server/run.js runs dist/NAME.cjs: through V8's code cache (kept in outdir).
  const launcher = path.join(outdir, 'run.mjs');
  const codeCache = pathToFileURL(path.join(serverDist, '..', 'code-cache.js')).href;
  writeFileSync(
    launcher,
    `import { fileURLToPath } from 'node:url';\nimport { runWithCodeCache } from ${JSON.stringify(codeCache)};\n` +
      `const name = process.argv.splice(2, 1)[0];\n` +
      'runWithCodeCache(fileURLToPath(new URL(`./${name}.cjs`, import.meta.url)));\n',
  );
  return {
    args: (name, ...rest) => [launcher, name, ...rest],
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
