import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The file a precompressed variant stands for: `main.js.br` → `main.js`. */
function servedFile(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, '');
}

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year; the HTML entry
 * points (/, /login, /admin) are revalidated on every visit so a deployment shows at once. Text
 * files go out as the brotli or gzip file written at build time, chosen by Accept-Encoding
 * (decision 023).
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, "SPA non construite : lancer 'npm run build'");
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    // The variants are chosen by the plugin, never asked for by name; index.html is served below.
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      // sendFile() applies these headers last, so the entry point's policy is decided here too.
      const file = servedFile(filePath);
      if (path.basename(file) === 'index.html') reply.header('Cache-Control', 'no-cache');
      else if (file.includes(`${path.sep}assets${path.sep}`))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
  const sendIndex = (_: unknown, reply: FastifyReply) => reply.sendFile('index.html');
  for (const url of ['/', '/login', '/admin', '/admin/*']) app.get(url, { schema: { hide: true } }, sendIndex);
}
