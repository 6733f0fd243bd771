import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** Screenshots of the gallery at phone and desktop widths, written to e2e/screenshots/ (git-ignored). */
const widths = [
  { name: 'telephone', width: 390, height: 844 },
  { name: 'bureau', width: 1280, height: 800 },
] as const;

const shot = (name: string) => path.join(import.meta.dirname, '..', 'screenshots', `galerie-${name}.png`);

async function openGallery(page: Page) {
  await page.goto('/#/dev/widgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie des composants' })).toBeVisible();
}

for (const size of widths) {
  test(`galerie en largeur ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A missing favicon would be the shell's, not the widgets'.
    const known = /favicon\.ico/;
    page.on('console', (message) => {
      if (message.type() === 'error' && !known.test(message.location().url)) errors.push(message.text());
    });
    await page.setViewportSize({ width: size.width, height: size.height });
    await openGallery(page);
    // Nothing wider than the screen: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: shot(size.name), fullPage: true });
    for (const [index, region] of (await page.getByRole('region').all()).entries()) {
      await region.screenshot({ path: shot(`${size.name}-section-${String(index + 1).padStart(2, '0')}`) });
    }

    await page.getByRole('button', { name: 'Ouvrir le calendrier (Date des soins (jours ouvrés de 2026))' }).click();
    await expect(page.getByRole('dialog', { name: 'Calendrier' })).toBeVisible();
    await page.screenshot({ path: shot(`${size.name}-calendrier`) });
    await page.getByRole('button', { name: 'Choisir un mois' }).click();
    await page.screenshot({ path: shot(`${size.name}-calendrier-mois`) });
    await page.keyboard.press('Escape');

    for (const [button, file] of [
      ['Coordonnées bancaires', 'banque'],
      ['Services externes', 'services'],
      ['Question de la FAQ', 'faq'],
      ['Consentements', 'consentements'],
      ['Double authentification', 'mfa'],
      ['Lien externe intégré', 'cadre'],
      ['Message CMS', 'cms'],
      ['Aucun contrat (bloquante)', 'sans-contrat'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole(button.startsWith('Aucun') ? 'alertdialog' : 'dialog');
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: shot(`${size.name}-modale-${file}`) });
      if (button.startsWith('Aucun')) await dialog.getByRole('button', { name: 'Continuer' }).click();
      else await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(errors).toEqual([]);
  });
}
