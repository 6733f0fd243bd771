import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageBootstrapElementId, serializePageBootstrap, type PageBootstrap } from '@portail/shared/page-bootstrap';
import { apiCompression } from './api-compression.ts';

/** The data a page is sent with: this host's client configuration and this browser's session. */
export type PageBootstrapSource = (request: FastifyRequest, reply: FastifyReply) => Promise<PageBootstrap | null>;

/**
 * The built page with the data block written before `</body>`; the page as built without data. A
 * member's page (its contract list is in the data) also asks, in its head, for the member area's
 * modules: they come beside the entry instead of after it (issue 25).
 */
export function pageWithBootstrap(template: string, bootstrap: PageBootstrap | null, memberPreloads = ''): string {
  if (!bootstrap) return template;
  const block = `<script type="application/json" id="${pageBootstrapElementId}">${serializePageBootstrap(bootstrap)}</script>`;
  const page = template.replace('</body>', () => `${block}</body>`);
  return bootstrap.contrats && memberPreloads ? page.replace('</head>', () => `${memberPreloads}</head>`) : page;
}

/** One chunk of dist/.vite/manifest.json (Vite's build manifest). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The member area's chunk in the build manifest: apps/web/src/app/member-area.tsx, imported lazily. */
function isMemberAreaChunk(chunk: ManifestChunk): boolean {
  return chunk.src === 'src/app/member-area.tsx' || (chunk.isDynamicEntry === true && chunk.name === 'member-area');
}

/**
 * The `<link>` tags that fetch the member area's chunk, the chunks it imports and its styles, less
 * what the entry already loads; '' when the build has no manifest (an older build: the app then
 * fetches them itself, as before).
 */
export function memberAreaPreloads(webDist: string): string {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = entries.reduce((seen, key) => closure(key, seen), new Set<string>());
  const memberArea = Object.keys(manifest).find((key) => isMemberAreaChunk(manifest[key]!));
  if (!memberArea) return '';
  const member = [...closure(memberArea, new Set())].filter((key) => !loaded.has(key));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]!.css ?? []));
  const css = [...new Set(member.flatMap((key) => manifest[key]!.css ?? []))].filter((href) => !loadedCss.has(href));
  return [
    ...member.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`),
    ...css.map((href) => `<link rel="preload" as="style" crossorigin href="/${href}">`),
  ].join('');
}

/** The file a precompressed variant stands for: `main.js.br` → `main.js`. */
function servedFile(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, '');
}

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year, and go out as the
 * brotli or gzip file written at build time, chosen by Accept-Encoding (decision 023). The HTML
 * entry points (/, /login, /admin) carry this visitor's configuration and session (decision 027):
 * never stored by a cache, compressed as they are sent.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  bootstrap?: PageBootstrapSource,
): Promise<void> {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, "SPA non construite : lancer 'npm run build'");
    return;
  }
  const setHeaders = (reply: { header: (name: string, value: string) => unknown }, filePath: string) => {
    const file = servedFile(filePath);
    if (file.includes(`${path.sep}assets${path.sep}`))
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    else reply.header('Cache-Control', 'public, max-age=3600');
  };
  // The variants are chosen by the plugin, never asked for by name; index.html is served below.
  const variant = /\.(br|gz)$/;
  // The hashed files: one route for the folder, not one per file (a route each cost 50 ms of every
  // start, and their number grows with each page). A name that is not there is a 404 as any other.
  await app.register(fastifyStatic, {
    root: path.join(webDist, 'assets'),
    prefix: '/assets/',
    index: false,
    preCompressed: true,
    allowedPath: (pathname) => !variant.test(pathname),
    setHeaders,
  });
  // The few files beside index.html (the icon), a route each.
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    decorateReply: false,
    globIgnore: ['index.html', 'assets/**', '**/*.br', '**/*.gz'],
    setHeaders,
  });
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const memberPreloads = memberAreaPreloads(webDist);
  await app.register(async (pages) => {
    await pages.register(apiCompression);
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      // Without its data the page still works: the app then asks the API, as in development.
      const data = await bootstrap?.(request, reply).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page envoyée sans configuration ni session');
        return null;
      });
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(pageWithBootstrap(template, data ?? null, memberPreloads));
    };
    for (const url of ['/', '/login', '/admin', '/admin/*']) pages.get(url, { schema: { hide: true } }, sendIndex);
  });
}
