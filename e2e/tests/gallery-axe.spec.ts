import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Zero axe-core violation (WCAG 2.2 AA tags) on the gallery, with the calendar and each modal open. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, where).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/dev/widgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie des composants' })).toBeVisible();
});

test('la galerie, avec ses états d’erreur, n’a aucune violation axe', async ({ page }) => {
  await expectNoViolations(page, 'galerie');
  await page.getByRole('button', { name: 'Valider' }).last().click();
  await expect(page.getByText('Merci de joindre le document demandé.')).toBeVisible();
  await page.getByRole('button', { name: 'Question de la FAQ' }).scrollIntoViewIfNeeded();
  await expectNoViolations(page, 'galerie après envoi du formulaire');
});

test('le calendrier ouvert, en vue des jours puis des mois, n’a aucune violation axe', async ({ page }) => {
  await page.getByRole('button', { name: 'Ouvrir le calendrier (Date des soins (jours ouvrés de 2026))' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendrier' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'calendrier, jours');
  await dialog.getByRole('button', { name: 'Choisir un mois' }).click();
  await expectNoViolations(page, 'calendrier, mois');
});

const modals = [
  ['Modale d’information', 'dialog'],
  ['Modale d’information sans titre', 'dialog'],
  ['Message CMS', 'dialog'],
  ['Lien externe intégré', 'dialog'],
  ['Question de la FAQ', 'dialog'],
  ['Consentements', 'dialog'],
  ['Services externes', 'dialog'],
  ['Aucun contrat (bloquante)', 'alertdialog'],
  ['Coordonnées bancaires', 'dialog'],
  ['Double authentification', 'dialog'],
] as const;

for (const [button, role] of modals) {
  test(`la modale « ${button} » n’a aucune violation axe`, async ({ page }) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole(role)).toBeVisible();
    await expectNoViolations(page, button);
    if (button === 'Coordonnées bancaires') {
      await page.getByRole(role).getByRole('button', { name: 'Valider' }).click();
      await expect(
        page.getByRole(role).getByText('Merci de renseigner toutes les données obligatoires.').first(),
      ).toBeVisible();
      await expectNoViolations(page, `${button}, erreurs`);
    }
    if (button === 'Question de la FAQ') {
      await page.getByRole(role).getByRole('button', { name: 'Non' }).click();
      await expectNoViolations(page, `${button}, commentaire`);
    }
  });
}
