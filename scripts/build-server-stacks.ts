/**
 * Injected first into every bundle by scripts/build-server.ts (decision 045): stack traces name the
 * sources (`apps/server/src/db/migrate.ts:61:11`), not the bundle's lines, as
 * `node --enable-source-maps` does, at a fraction of its cost. Node's flag measures every line of
 * the bundle as it loads and decodes the whole map into objects the first time a stack trace is
 * formatted — and fastify-plugin formats one at start for each unnamed plugin: 0.3–0.8 s of a 2 s
 * start. Here the map is read when the first stack trace is formatted, and only scanned once for
 * where each line of the bundle starts in it (60–120 ms); a frame then decodes its own line.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { indexLines, type LineIndex, originalPosition } from './source-map-lines.ts';

const bundleUrl = import.meta.url;
/** V8 names the bundle's frames by its path: run.js compiles it as a script of that file name. */
const bundleFile = fileURLToPath(bundleUrl);

let index: LineIndex | null | undefined;

function bundleIndex(): LineIndex | null {
  if (index === undefined) {
    try {
      const map = JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')) as {
        sources: string[];
        mappings: string;
      };
      index = indexLines(map.sources, map.mappings);
    } catch {
      index = null; // no map beside the bundle: frames keep the bundle's lines
    }
  }
  return index;
}

/** V8's own text for the frame, its bundle position replaced by the source's. */
function frame(site: NodeJS.CallSite): string {
  const text = site.toString();
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  if (site.getFileName() !== bundleFile || line === null || column === null) return text;
  const lines = bundleIndex();
  const original = lines && originalPosition(lines, line - 1, column - 1);
  if (!original) return text;
  // Relative to the map (../src/…, ../../../node_modules/…); a package's own map may give a URL.
  const url = new URL(original.source, bundleUrl);
  const source = url.protocol === 'file:' ? fileURLToPath(url) : url.href;
  return text.replace(`${bundleFile}:${line}:${column}`, `${source}:${original.line + 1}:${original.column + 1}`);
}

/** A stack trace must never fail: the frame as V8 writes it when the map cannot say. */
function safeFrame(site: NodeJS.CallSite): string {
  try {
    return frame(site);
  } catch {
    return site.toString();
  }
}

function header(error: Error): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return '<error>';
  }
}

// Node's own mapping keeps the hand when asked for (--enable-source-maps, also in NODE_OPTIONS).
if (!process.sourceMapsEnabled) {
  Error.prepareStackTrace = (error, sites) =>
    [header(error), ...sites.map((site) => `    at ${safeFrame(site)}`)].join('\n');
}
