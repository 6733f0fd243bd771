import { expect, test } from '../support/test';

const htmlPages = ['/', '/login', '/admin'];

test.describe('HTTP : documentation, cache et CSP', () => {
  test('/api/docs/json publie le document OpenAPI des routes', async ({ request }) => {
    const response = await request.get('/api/docs/json');
    expect(response.ok()).toBe(true);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/clients/current',
        '/api/identity/login',
        '/api/identity/logout',
        '/api/identity/current-user',
        '/api/v2/adherent/contrats',
      ]),
    );
    expect(Object.keys(document.paths['/api/identity/login'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
  });

  test('les fichiers construits sous /assets/ sont immuables', async ({ page, request }) => {
    const assets = new Set<string>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.add(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect([...assets].some((url) => url.endsWith('.js'))).toBe(true);
    expect([...assets].some((url) => url.endsWith('.css'))).toBe(true);
    for (const url of assets) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toMatch(/max-age=31536000.*immutable/);
    }
  });

  test('le script principal et la page partent compressés (brotli ou gzip, selon Accept-Encoding)', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/', { headers: { 'accept-encoding': 'identity' } })).text();
    const main = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(main).toMatch(/^\/assets\/index-.*\.js$/);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      for (const url of [main!, '/']) {
        const response = await request.get(url, { headers: { 'accept-encoding': accept! } });
        expect(response.headers()['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(response.headers()['vary'], url).toMatch(/accept-encoding/i);
      }
    }
    const transferred: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js'))
        transferred.push((await response.allHeaders())['content-encoding'] ?? 'aucun');
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(transferred.length).toBeGreaterThan(0);
    expect(new Set(transferred)).toEqual(new Set(['br']));
  });

  test('les pages HTML /, /login et /admin portent la configuration et la session, et aucun cache ne les garde (no-store)', async ({
    request,
  }) => {
    for (const url of htmlPages) {
      const response = await request.get(url);
      expect(response.headers()['content-type'], url).toContain('text/html');
      expect(response.headers()['cache-control'], url).toBe('no-store');
      expect(await response.text(), url).toContain('<script type="application/json" id="portail-bootstrap">');
    }
  });

  test('les pages HTML portent une CSP stricte', async ({ request }) => {
    for (const url of htmlPages) {
      const csp = (await request.get(url)).headers()['content-security-policy'] ?? '';
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("style-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-inline');
    }
  });
});
