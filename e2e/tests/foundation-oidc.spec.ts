import type { Page } from '@playwright/test';
import { clientOrigin, clients } from '../support/demo';
import { expect, test } from '../support/test';

const { providerUrl } = clients.horizon;

/**
 * There is no internet: a request to the provider gets a small stand-in page. Playwright never
 * routes the target of a redirect (it continues it), and the provider is reached through the 302
 * of GET /api/identity/login: so the journey checks the request the browser makes to the provider,
 * and the stand-in only answers when Chromium starts that navigation afresh.
 */
test.beforeEach(async ({ page }) => {
  await page.route(`${new URL(providerUrl).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="fr"><title>Horizon Connect</title><main><h1>Horizon Connect</h1></main></html>',
    }),
  );
});

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Opens a page of Prévoyance Horizon: the browser must go to the provider through GET /api/identity/login. */
async function expectSentToProvider(page: Page, url: string, callbackUrl: string): Promise<void> {
  const atProvider = page.waitForRequest((request) => request.url().startsWith(`${providerUrl}?`));
  // 'commit': the page leaves for the provider on its own, maybe before its load event.
  await page.goto(url, { waitUntil: 'commit' });
  const request = await atProvider;
  expect(request.isNavigationRequest()).toBe(true);
  expect(new URL(request.redirectedFrom()?.url() ?? 'about:blank').pathname).toBe('/api/identity/login');
  expect(new URL(request.url()).searchParams.get('callbackUrl')).toBe(callbackUrl);
}

test.describe('client à fournisseur OIDC externe : Prévoyance Horizon (§2, §6)', () => {
  test('l’accueil mène à la connexion chez le fournisseur, callbackUrl transmis', async ({ page, baseURL }) => {
    // The welcome page is a guarded route: it does what its "Se connecter" would, at once.
    await expectSentToProvider(page, `${clientOrigin(baseURL, 'horizon')}/`, '/#/espace-adherent');
  });

  test('/login (cible des 401) mène aussi au fournisseur, callbackUrl transmis', async ({ page, baseURL }) => {
    await expectSentToProvider(page, `${clientOrigin(baseURL, 'horizon')}/login?callbackUrl=/admin`, '/admin');
  });

  for (const route of ['forgot-password', 'reset-password', 'activate-user', 'register', 'forgot-username']) {
    test(`#/${route} n’est pas accessible`, async ({ page, baseURL }) => {
      await expectSentToProvider(page, `${clientOrigin(baseURL, 'horizon')}/#/${route}`, '/#/espace-adherent');
    });
  }

  test('les pages non gardées restent ouvertes : #/cookies aux couleurs de Prévoyance Horizon', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${clientOrigin(baseURL, 'horizon')}/#/cookies`);
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Prévoyance Horizon' })).toBeVisible();
    await expect(page).toHaveTitle('Politique de cookies – Prévoyance Horizon');
  });
});
