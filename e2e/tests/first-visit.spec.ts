import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { clientOrigin, phoneDevice, viewports } from '../support/demo';
import { expect, test } from '../support/test';

/** Issue 16: the public routes a newcomer opens first. */
const publicRoutes = [
  { path: '/', title: 'Bienvenue sur votre espace adhérent' },
  { path: '/login', title: 'Connexion à votre espace' },
  { path: '/#/register', title: 'Créer mon compte' },
  { path: '/#/forgot-password', title: 'Mot de passe oublié' },
  { path: '/#/page/mentions-legales', title: 'Mentions légales' },
  { path: '/#/cookies', title: 'Politique de cookies' },
] as const;

const clsBudget = 0.05;
const welcomeJsBudgetKb = 100;

/**
 * Sum of the layout shifts not caused by input, from the Layout Instability API: at least the CLS
 * (which keeps the worst 5 s window), so a sum within the budget is a CLS within it.
 */
async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = { total: 0, sources: [] as string[] };
    (window as unknown as { __layoutShifts: typeof state }).__layoutShifts = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (entry.hadRecentInput) continue;
        state.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          state.sources.push(`${entry.value.toFixed(4)} ${element?.tagName ?? '?'}.${element?.className ?? ''}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** A slow mobile network, so that what loads late shows its shift as it would on a phone. */
async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

async function openAndSettle(page: Page, url: string, title: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

for (const [device, options] of [
  ['téléphone', phoneDevice],
  ['bureau', { viewport: viewports.desktop }],
] as const) {
  test.describe(`première visite sur ${device}`, () => {
    test.use(options);

    for (const route of publicRoutes) {
      test(`${route.path} : mise en page stable (CLS ≤ ${clsBudget}) et aucune erreur dans la console`, async ({
        page,
        context,
      }) => {
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
        });
        await recordLayoutShifts(context);
        await slowNetwork(page);
        await openAndSettle(page, route.path, route.title);
        const shifts = await page.evaluate(
          () => (window as unknown as { __layoutShifts: { total: number; sources: string[] } }).__layoutShifts,
        );
        expect(shifts.total, `décalages : ${shifts.sources.join(' | ')}`).toBeLessThanOrEqual(clsBudget);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

test('Prévoyance Horizon et Mutuelle du Littoral : pages publiques sans erreur dans la console', async ({
  page,
  baseURL,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  for (const client of ['littoral', 'horizon'] as const) {
    const origin = clientOrigin(baseURL, client);
    for (const path of ['/#/page/mentions-legales', '/#/cookies']) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.toast--danger')).toHaveCount(0);
    }
  }
  expect(consoleErrors).toEqual([]);
});

test(`accueil : le JS initial (script d’entrée et modules préchargés) tient en ${welcomeJsBudgetKb} Ko gzip`, async ({
  request,
}) => {
  const html = await (await request.get('/', { headers: { 'accept-encoding': 'identity' } })).text();
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  let gzipBytes = 0;
  for (const url of scripts) {
    const body = await (await request.get(url, { headers: { 'accept-encoding': 'identity' } })).body();
    gzipBytes += gzipSync(body).length;
  }
  expect(gzipBytes / 1024).toBeLessThanOrEqual(welcomeJsBudgetKb);
});
