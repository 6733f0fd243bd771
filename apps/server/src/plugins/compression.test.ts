import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';

const script = `console.log(${JSON.stringify('portail '.repeat(2000))});\n`;
const indexHtml = `<!doctype html><html lang="fr"><head><script type="module" src="/assets/index-abc.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

/** A built SPA as Vite writes it, each text file with its .br and .gz beside it. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portail-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, content] of [
    ['index.html', indexHtml],
    ['assets/index-abc.js', script],
    ['favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ] as const) {
    writeFileSync(path.join(dir, file), content);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content));
  }
  return dir;
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe(`compression des réponses (${testDbKind})`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp({ webDist: dist });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('envoie le script principal précompressé (Accept-Encoding: %s → %s), immuable', async (accept, encoding) => {
    const response = await get('/assets/index-abc.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload, encoding)).toBe(script);
  });

  it('envoie le fichier tel quel au navigateur qui ne demande pas de compression', async () => {
    const response = await get('/assets/index-abc.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it.each(['/', '/login', '/admin', '/admin/utilisateurs'])(
    'la page %s part compressée, avec ses données, et n’est gardée par aucun cache (no-store)',
    async (url) => {
      const response = await get(url, 'br, gzip');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      const html = decode(response.rawPayload, 'br');
      expect(html.startsWith(indexHtml.slice(0, indexHtml.indexOf('</body>')))).toBe(true);
      expect(html).toMatch(/<script type="application\/json" id="portail-bootstrap">\{"clientConfig":/);
    },
  );

  it('les variantes compressées ne se demandent pas par leur nom', async () => {
    expect((await get('/assets/index-abc.js.br')).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });

  it('un fichier absent du dossier /assets est un 404 comme un autre, hors du dossier rien n’est servi', async () => {
    for (const url of ['/assets/absente-123.js', '/assets/', '/assets/../index.html', '/assets/%2e%2e/index.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('<!doctype html>');
    }
    expect((await get('/assets/absente-123.js')).json()).toMatchObject({ code: 'NOT_FOUND' });
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])('compresse une grande réponse JSON de l’API (%s), toujours no-store', async (accept, encoding) => {
    const response = await get('/api/docs/json', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(response.rawPayload, encoding))).toHaveProperty('openapi');
  });

  it('laisse une petite réponse de l’API sans compression (sous 1 Ko)', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
