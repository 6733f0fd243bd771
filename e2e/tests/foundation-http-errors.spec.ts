import type { Page } from '@playwright/test';
import { accounts, clientOrigin, clients } from '../support/demo';
import { saveScreenshot } from '../support/screenshots';
import { fillSignInForm, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

const { marie } = accounts;

async function expectLoginPage(page: Page, callbackUrl: string): Promise<void> {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('callbackUrl') === callbackUrl,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion à votre espace' })).toBeVisible();
}

test.describe('401 : retour à la connexion (§4, §8)', () => {
  test('une session perdue : le 401 de l’API mène à /login avec callbackUrl, et la connexion y ramène', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, marie);
    await page.goto('/');
    await expect(page.getByText('Vous êtes connecté(e) en tant que Marie Dupont.')).toBeVisible();

    await context.clearCookies();
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/api/v2/adherent/contrats') && response.status() === 401,
    );
    await page.getByRole('link', { name: 'Accéder à mon espace' }).click();
    await refused;
    await expectLoginPage(page, '/#/espace-adherent');

    await fillSignInForm(page, marie);
    await expect(page).toHaveURL(/\/#\/espace-adherent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Marie Dupont' })).toBeVisible();
  });

  test('un visiteur anonyme qui ouvre l’espace adhérent passe par la connexion', async ({ page }) => {
    await page.goto('/#/espace-adherent');
    await expectLoginPage(page, '/#/espace-adherent');
  });
});

test.describe('503 : service indisponible (§2, §4, §8)', () => {
  test('le système de gestion en panne : #/service-unavailable avec le texte du client, et « Déconnexion »', async ({
    page,
    context,
    baseURL,
  }) => {
    // This journey ends its session: it gets one of its own.
    await signIn(context, baseURL!, marie, { fresh: true });
    // The management system down: the server could not write the contract list into the page
    // (issue 25), so the app asks for it, and gets the 503.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<script type="application\/json" id="portail-bootstrap">)(.*?)(<\/script>)/,
          (_match, open: string, json: string, close: string) => {
            const { contrats, ...rest } = JSON.parse(json) as { contrats?: unknown };
            expect(contrats, 'la liste des contrats écrite dans la page').toBeDefined();
            return `${open}${JSON.stringify(rest).replace(/</g, '\\u003c')}${close}`;
          },
        );
        await route.fulfill({ response, body: html });
      },
      // The member's page only: the page after « Déconnexion » is an anonymous one, left alone.
      { times: 1 },
    );
    await page.route('**/api/v2/adherent/contrats', (route) =>
      route.fulfill({
        status: 503,
        json: { message: 'Service momentanément indisponible', code: 'SERVICE_UNAVAILABLE' },
      }),
    );
    await page.goto('/#/espace-adherent');

    await expect(page).toHaveURL(/\/#\/service-unavailable$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service momentanément indisponible' })).toBeVisible();
    await expect(page.getByRole('main').getByText(clients.demo.errorPageText)).toBeVisible();
    await expect(page).toHaveTitle('Service momentanément indisponible – Mutuelle Démo');
    await saveScreenshot(page, 'service-indisponible-apres-503-desktop');

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect((await context.request.get('/api/identity/current-user')).status()).toBe(401);
  });

  test('sans session : le texte de la Mutuelle du Littoral, sans bouton « Déconnexion »', async ({ page, baseURL }) => {
    await page.goto(`${clientOrigin(baseURL, 'littoral')}/#/service-unavailable`);
    await expect(page.getByRole('heading', { level: 1, name: 'Service momentanément indisponible' })).toBeVisible();
    await expect(page.getByRole('main').getByText(clients.littoral.errorPageText)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toHaveCount(0);
  });
});
