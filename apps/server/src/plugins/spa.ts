import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year; the HTML entry
 * points (/, /login, /admin) are revalidated on every visit so a deployment shows at once.
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
    globIgnore: ['index.html'],
    setHeaders(reply, filePath) {
      // sendFile() applies these headers last, so the entry point's policy is decided here too.
      if (path.basename(filePath) === 'index.html') reply.header('Cache-Control', 'no-cache');
      else if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
  const sendIndex = (_: unknown, reply: import('fastify').FastifyReply) => reply.sendFile('index.html');
  for (const url of ['/', '/login', '/admin', '/admin/*']) app.get(url, { schema: { hide: true } }, sendIndex);
}
