import type { Page } from '@playwright/test';
import { clientOrigin } from '../support/demo';
import { oidcIssuer } from '../support/oidc-settings';
import { expect, test } from '../support/test';

/**
 * Prévoyance Horizon signs its members in at its own OpenID provider: here a real oidc-provider on
 * loopback (support/oidc-provider.ts) with its development login and consent pages, registered by
 * the portal under test through DEMO_OIDC_ISSUER. Nathalie Rousseau (numPers H100001) has no
 * password at the portal: only the provider can sign her in.
 */

/** Opens a page of Prévoyance Horizon: the browser must reach the provider's login through GET /api/identity/login. */
async function expectSentToProvider(page: Page, url: string): Promise<void> {
  const authorization = page.waitForRequest((request) => request.url().startsWith(`${oidcIssuer}/auth?`));
  await page.goto(url, { waitUntil: 'commit' });
  const request = await authorization;
  expect(request.isNavigationRequest()).toBe(true);
  expect(new URL(request.redirectedFrom()?.url() ?? 'about:blank').pathname).toBe('/api/identity/login');
  const params = new URL(request.url()).searchParams;
  expect(params.get('client_id')).toBe('portail-horizon');
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('state')).toBeTruthy();
  expect(params.get('nonce')).toBeTruthy();
  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
}

/** No portal session in this browser (horizon.localhost resolves in Chromium only, so the browser asks). */
async function expectNoSession(page: Page, origin: string): Promise<void> {
  const response = await page.goto(`${origin}/api/identity/current-user`);
  expect(response?.status()).toBe(401);
}

/** The provider's development pages: login, then consent to the portal's scopes. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('mot-de-passe-du-fournisseur');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('client à fournisseur OIDC externe : Prévoyance Horizon (§2, §6)', () => {
  test('l’accueil mène au fournisseur ; après sa connexion, l’adhérente arrive dans son espace, puis se déconnecte chez lui aussi', async ({
    page,
    baseURL,
  }) => {
    const horizon = clientOrigin(baseURL, 'horizon');
    // The welcome page is a guarded route: it does what its "Se connecter" would, at once.
    await expectSentToProvider(page, `${horizon}/`);
    await signInAtProvider(page, 'nathalie.rousseau');

    await expect(page).toHaveURL(`${horizon}/#/espace-adherent`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Nathalie Rousseau' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Prévoyance Horizon' })).toBeVisible();

    // Sign-out ends the portal session, then the provider's (RP-initiated logout).
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(new RegExp(`^${oidcIssuer}/session/end`));
    await page.getByRole('button', { name: /Yes, sign me out/ }).click();
    // Back at the portal, whose guarded welcome page sends an anonymous visitor to the provider again.
    await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
    await expectNoSession(page, horizon);
  });

  test('/login?callbackUrl= (cible des 401) mène aussi au fournisseur, et le retour va à callbackUrl', async ({
    page,
    baseURL,
  }) => {
    const horizon = clientOrigin(baseURL, 'horizon');
    await expectSentToProvider(page, `${horizon}/login?callbackUrl=${encodeURIComponent('/#/cookies')}`);
    await signInAtProvider(page, 'nathalie.rousseau');
    await expect(page).toHaveURL(`${horizon}/#/cookies`);
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeVisible();
  });

  test('une identité du fournisseur qu’aucun adhérent ne porte ne connecte personne', async ({ page, baseURL }) => {
    const horizon = clientOrigin(baseURL, 'horizon');
    await expectSentToProvider(page, `${horizon}/`);
    await signInAtProvider(page, 'inconnu.horizon');
    // The callback's documented failure page (oidc-routes.ts): no session, no detail about the identity.
    await expect(page).toHaveURL(`${horizon}/#/service-unavailable`);
    await expect(page.getByRole('heading', { level: 1, name: 'Service momentanément indisponible' })).toBeVisible();
    await expectNoSession(page, horizon);
  });

  for (const route of ['forgot-password', 'reset-password', 'activate-user', 'register', 'forgot-username']) {
    test(`#/${route} n’est pas accessible`, async ({ page, baseURL }) => {
      await expectSentToProvider(page, `${clientOrigin(baseURL, 'horizon')}/#/${route}`);
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
