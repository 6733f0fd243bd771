import { devices } from '@playwright/test';
import { clientOrigin, clients } from '../support/demo';
import { expect, test } from '../support/test';

/** A phone's screen and user agent, still in Chromium (the only browser installed). */
function phone(name: 'Pixel 7' | 'iPhone 13') {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices[name];
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
}

const banner = { name: 'Application mobile' } as const;

test.describe('bandeau de l’application mobile (§2)', () => {
  test.describe('sur Android', () => {
    test.use(phone('Pixel 7'));

    test('« Installer » mène au Google Play ; la fermeture est mémorisée après rechargement', async ({ page }) => {
      await page.goto('/');
      const region = page.getByRole('region', banner);
      await expect(region).toContainText('Mutuelle Démo, l’appli');
      await expect(region.getByRole('link', { name: 'Installer' })).toHaveAttribute(
        'href',
        clients.demo.googleStoreUrl,
      );

      await region.getByRole('button', { name: 'Fermer le bandeau' }).click();
      await expect(region).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
      await expect(page.getByRole('region', banner)).toHaveCount(0);
    });

    test('pas de bandeau pour un client qui ne l’a pas activé (Mutuelle du Littoral)', async ({ page, baseURL }) => {
      await page.goto(`${clientOrigin(baseURL, 'littoral')}/`);
      await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
      await expect(page.getByRole('region', banner)).toHaveCount(0);
    });
  });

  test.describe('sur iPhone', () => {
    test.use(phone('iPhone 13'));

    test('« Installer » mène à l’App Store', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', banner).getByRole('link', { name: 'Installer' })).toHaveAttribute(
        'href',
        clients.demo.appleStoreUrl,
      );
    });
  });

  test('pas de bandeau sur un ordinateur', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('region', banner)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Installer' })).toHaveCount(0);
  });
});
