import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
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
  return {
    args: (name, ...rest) => [path.join(outdir, `${name}.js`), ...rest],
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
