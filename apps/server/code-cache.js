// Runs a compiled CommonJS bundle of apps/server/dist with V8's code cache (decision 045), which is
// what Node 22 does with `module.enableCompileCache()` and Node 20 does not: without it, V8 parses
// and compiles the 7 MB server bundle again at every start (0.3–0.4 s of a 1.4 s start).
//
// The cache is written in CODE_CACHE_DIR (default: beside the bundle; `off`: none), once, when a
// start that had none (or whose cache V8 refused: another Node version, other V8 flags) is done —
// the server says so, a command exits — so it holds the functions the start compiled, not only the
// top level. Its name carries a hash of the bundle's text: V8 itself
// only checks the source's length, and a rebuild of the same length must not run stale code.
// Written under a temporary name then renamed, so instances starting together never read half a
// file; a folder that cannot be written only means no cache.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const suffix = '.v8-cache';

/** Emitted on `process` by the server once it listens (apps/server/src/server.ts). */
export const startedEvent = 'portail:started';

/**
 * Runs `file` as Node would run a CommonJS module (same `require`, `module`, `__filename`,
 * `__dirname`). Returns what happened to the cache: `used`, `written later` (none yet, or refused)
 * or `none` (CODE_CACHE_DIR=off).
 */
export function runWithCodeCache(file, { writeAfterMs = 30_000, env = process.env } = {}) {
  const bytes = readFileSync(file);
  const source = bytes.toString('utf8');
  const enabled = env.CODE_CACHE_DIR !== 'off';
  // Of the bytes, not the string: 5 ms instead of 20.
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const cacheDir = path.resolve(env.CODE_CACHE_DIR || path.dirname(file));
  const cacheFile = path.join(cacheDir, `${path.basename(file)}.${hash}${suffix}`);
  let cachedData;
  if (enabled) {
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      // none yet: written after this start
    }
  }
  // On the bundle's first line (its banner comment), so its lines and stack traces keep their numbers.
  const wrapped = `(function (exports, require, module, __filename, __dirname) { ${source}\n})`;
  const script = new vm.Script(wrapped, { filename: file, cachedData });
  const state = !enabled ? 'none' : cachedData && !script.cachedDataRejected ? 'used' : 'written later';
  if (state === 'written later') {
    const write = () => {
      process.off(startedEvent, write);
      process.off('exit', write);
      clearTimeout(timer);
      writeCache(file, cacheFile, script.createCachedData());
    };
    // The server says when it has started (after `listen`): the cache then holds what a start
    // compiles, however long this one took (a first start also migrates and seeds).
    process.once(startedEvent, write);
    // A command done sooner writes it as it exits; anything else, after writeAfterMs.
    process.on('exit', write);
    const timer = setTimeout(write, writeAfterMs);
    timer.unref();
  } else if (state === 'used') {
    // A cache written by another kind of start (a command, a start that failed, the embedded
    // database where this one uses PostgreSQL) lacks what this start compiled: once started, a
    // second after (off the start's path), a cache a tenth larger than the one read replaces it.
    process.once(startedEvent, () => {
      setTimeout(() => {
        const data = script.createCachedData();
        if (data.length > cachedData.length * 1.1) writeCache(file, cacheFile, data);
      }, 1000).unref();
    });
  }
  const dirname = path.dirname(file);
  const module = new Module(file);
  module.filename = file;
  module.paths = Module._nodeModulePaths(dirname);
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, dirname);
  return state;
}

function writeCache(file, cacheFile, data) {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    writeFileSync(temporary, data);
    renameSync(temporary, cacheFile);
    // The caches of earlier builds of this bundle.
    const base = path.basename(file);
    const dir = path.dirname(cacheFile);
    for (const name of readdirSync(dir))
      if (name.startsWith(`${base}.`) && name.endsWith(suffix) && name !== path.basename(cacheFile))
        rmSync(path.join(dir, name), { force: true });
  } catch {
    // a read-only folder or a full disk: the next start compiles again, nothing else
    try {
      rmSync(temporary, { force: true });
    } catch {
      // nothing was written
    }
  }
}
