import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBootstrapElementId, type PageBootstrap } from '@portail/shared/page-bootstrap';
import { Browser, createTestApp, type TestApp } from '../test/test-app.ts';
import { memberAreaPreloads, pageWithBootstrap } from './spa.ts';
import { marie, paul } from '../test/demo-logins.ts';
import { testDbKind } from '../test/test-database.ts';

const template = '<!doctype html><html lang="fr"><head></head><body><div id="root"></div></body></html>';

/**
 * A build manifest as Vite writes it: the entry, the member area (imported lazily) with a chunk
 * of its own and one it shares with the entry, and a screen it imports lazily in turn.
 */
const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared-B.js'], css: ['assets/index-A.css'] },
  '_shared-B.js': { file: 'assets/shared-B.js' },
  '_member-area-C.js': {
    file: 'assets/member-area-C.js',
    name: 'member-area',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-B.js', '_zod-D.js'],
    dynamicImports: ['src/features/espace-adherent/components/member-home.tsx'],
    css: ['assets/member-area-C.css', 'assets/index-A.css'],
  },
  '_zod-D.js': { file: 'assets/zod-D.js' },
  'src/features/espace-adherent/components/member-home.tsx': { file: 'assets/member-home-E.js', isDynamicEntry: true },
};
const memberLinks =
  '<link rel="modulepreload" crossorigin href="/assets/member-area-C.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/zod-D.js">' +
  '<link rel="preload" as="style" crossorigin href="/assets/member-area-C.css">';

/** The data block of a page, read back as the app reads it. */
function bootstrapOf(html: string): PageBootstrap {
  const match = new RegExp(`<script type="application/json" id="${pageBootstrapElementId}">(.*?)</script>`).exec(html);
  if (!match) throw new Error(`pas de données dans la page : ${html}`);
  return JSON.parse(match[1]!) as PageBootstrap;
}

describe(`page du portail écrite avec la configuration et la session (${testDbKind})`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portail-page-'));
    writeFileSync(path.join(dist, 'index.html'), template);
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestApp({ webDist: dist });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('au visiteur anonyme : la configuration de son hôte, une session anonyme, et le jeton CSRF qui suffit à se connecter', async () => {
    const browser = new Browser(app);
    const page = await browser.get('/login');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const data = bootstrapOf(page.body);
    expect(data.session).toEqual({ authenticated: false });
    expect(data.clientConfig).toEqual((await new Browser(app).get('/api/clients/current')).json());
    expect(data.clientConfig.code).toBe('demo');
    // No API call before the sign-in: the page's cookie is the one the form echoes.
    expect(browser.cookies.has('XSRF-TOKEN')).toBe(true);
    expect((await browser.signIn(marie.userName, marie.password)).statusCode).toBe(200);
  });

  it('au membre connecté : son utilisateur ; sa session rejouée sur l’hôte d’un autre client : anonyme, et la configuration de cet autre client', async () => {
    const browser = new Browser(app);
    await browser.signIn(marie.userName, marie.password);
    const mine = bootstrapOf((await browser.get('/')).body);
    expect(mine.session.authenticated && mine.session.user.userName).toBe(marie.userName);

    const elsewhere = new Browser(app, 'littoral.localhost');
    elsewhere.cookies.set('portail_session', browser.cookies.get('portail_session')!);
    const other = bootstrapOf((await elsewhere.get('/')).body);
    expect(other.session).toEqual({ authenticated: false });
    expect(other.clientConfig.code).toBe('littoral');
  });

  it('une session finie est effacée par la page elle-même, qui se dit anonyme', async () => {
    const browser = new Browser(app);
    browser.cookies.set('portail_session', 'jeton-inconnu');
    const page = await browser.get('/');
    expect(bootstrapOf(page.body).session).toEqual({ authenticated: false });
    expect(browser.cookies.has('portail_session')).toBe(false);
  });

  it('sans données (aucun client ne répond) la page part telle que construite ; avec, le bloc précède </body>', () => {
    expect(pageWithBootstrap(template, null)).toBe(template);
    const html = pageWithBootstrap(template, {
      clientConfig: {} as PageBootstrap['clientConfig'],
      session: { authenticated: false },
    });
    expect(html.endsWith('{"clientConfig":{},"session":{"authenticated":false}}</script></body></html>')).toBe(true);
  });

  it('au membre : sa liste de contrats et, en tête, les modules de l’espace adhérent que l’entrée ne charge pas déjà', async () => {
    const browser = new Browser(app);
    await browser.signIn(marie.userName, marie.password);
    const page = (await browser.get('/')).body;
    const data = bootstrapOf(page);
    expect(data.contrats).toEqual((await browser.get('/api/v2/adherent/contrats')).json());
    expect(data.contrats?.contrats.length).toBeGreaterThan(0);
    expect(page).toContain(`${memberLinks}</head>`);
    // The sign-in page and the back office's pages are not the member area: neither list nor modules.
    for (const url of ['/login', '/admin']) {
      const other = (await browser.get(url)).body;
      expect(bootstrapOf(other).contrats, url).toBeUndefined();
      expect(other, url).not.toContain('modulepreload');
    }
  });

  it('ni liste ni modules au visiteur anonyme, ni au membre sans contrat (l’application montre la fenêtre « 0 contrat »)', async () => {
    const anonymous = (await new Browser(app).get('/')).body;
    expect(bootstrapOf(anonymous).contrats).toBeUndefined();
    expect(anonymous).not.toContain('modulepreload');
    const browser = new Browser(app);
    expect((await browser.signIn(paul.userName, paul.password)).statusCode).toBe(200);
    const page = (await browser.get('/')).body;
    expect(bootstrapOf(page).session.authenticated).toBe(true);
    expect(bootstrapOf(page).contrats).toBeUndefined();
    expect(page).not.toContain('modulepreload');
  });

  it('modules de l’espace adhérent : rien sans manifeste de construction (une construction plus ancienne)', () => {
    expect(memberAreaPreloads(mkdtempSync(path.join(tmpdir(), 'portail-sans-manifeste-')))).toBe('');
    expect(memberAreaPreloads(dist)).toBe(memberLinks);
  });
});
