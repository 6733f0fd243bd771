import type { Page } from '@playwright/test';
import { clientOrigin, clients } from '../support/demo';
import { expect, test } from '../support/test';
import { withClientConfig } from '../support/client-config';

const welcomeHeading = { level: 1, name: 'Bienvenue sur votre espace adhérent' } as const;

/** The client colour as the page applies it: custom property, and the header's brand stripe. */
async function brandColour(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
}

test.describe('page d’accueil aux couleurs du client (§2, §3)', () => {
  test('Mutuelle Démo (localhost) : en français, son logo, son texte de connexion et sa couleur', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', welcomeHeading)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Accueil – Mutuelle Démo');

    const logo = page.getByRole('banner').getByRole('img', { name: 'Mutuelle Démo' });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('complementary').getByText(clients.demo.loginText)).toBeVisible();
    await expect.poll(() => brandColour(page)).toBe(clients.demo.primaryColor);
    await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', 'rgb(14, 102, 116)');

    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await page.getByRole('link', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/#\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Créer mon compte' })).toBeVisible();
  });

  test('Mutuelle du Littoral (littoral.localhost) : un autre logo, un autre texte, une autre couleur', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const demoLogo = await page.getByRole('banner').getByRole('img', { name: 'Mutuelle Démo' }).getAttribute('src');

    await page.goto(`${clientOrigin(baseURL, 'littoral')}/`);
    await expect(page.getByRole('heading', welcomeHeading)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Accueil – Mutuelle du Littoral');
    await expect(page.getByText('Avec Mutuelle du Littoral, consultez vos contrats')).toBeVisible();

    const logo = page.getByRole('banner').getByRole('img', { name: 'Mutuelle du Littoral' });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await logo.getAttribute('src')).not.toBe(demoLogo);
    await expect(page.getByRole('complementary').getByText(clients.littoral.loginText)).toBeVisible();
    await expect.poll(() => brandColour(page)).toBe(clients.littoral.primaryColor);
    await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', 'rgb(29, 91, 153)');
    await expect(page.getByRole('contentinfo')).toContainText('© Mutuelle du Littoral');
    // Feature creationCompteAutreActe is on for this client too.
    await expect(page.getByRole('link', { name: 'Créer mon compte' })).toBeVisible();
  });

  test('sans la fonctionnalité creationCompteAutreActe : ni « Créer mon compte » ni #/register', async ({ page }) => {
    // The real configuration, with only this switch turned off.
    await withClientConfig(page, (config) => {
      config.fonctionnalites.creationCompteAutreActe!.isActivated = false;
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer mon compte' })).toHaveCount(0);

    await page.goto('/#/register');
    await expect(page).toHaveURL(/\/#\/$/);
    await expect(page.getByRole('heading', welcomeHeading)).toBeVisible();
  });
});
