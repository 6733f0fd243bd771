import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageBootstrapElementId, serializePageBootstrap, type PageBootstrap } from '@portail/shared/page-bootstrap';
import { apiCompression } from './api-compression.ts';

/** The data a page is sent with: this host's client configuration and this browser's session. */
export type PageBootstrapSource = (request: FastifyRequest, reply: FastifyReply) => Promise<PageBootstrap | null>;

/** The built page with the data block written before `</body>`; the page as built without data. */
export function pageWithBootstrap(template: string, bootstrap: PageBootstrap | null): string {
  if (!bootstrap) return template;
  const block = `<script type="application/json" id="${pageBootstrapElementId}">${serializePageBootstrap(bootstrap)}</script>`;
  return template.replace('</body>', () => `${block}</body>`);
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
        .send(pageWithBootstrap(template, data ?? null));
    };
    for (const url of ['/', '/login', '/admin', '/admin/*']) pages.get(url, { schema: { hide: true } }, sendIndex);
  });
}
