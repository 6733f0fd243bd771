import { readFileSync } from 'node:fs';
import { devices, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { answerConsents, closeMemberPopups } from '../support/member-prompts';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/*
 * « Mes remboursements » (issue 12) against the real server and Marie Dupont's two years of demo
 * lines: the home card, the list with its filters and totals, a line's detail, the CSV and the PDF
 * statement, the yearly view with its chart and tables; on a desktop and on a phone.
 */

async function openList(page: Page) {
  await page.goto('/#/espace-adherent/remboursements');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes remboursements' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Totaux pour ces critères/ })).toBeVisible();
}

test.describe('espace adhérent : mes remboursements', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signIn(context, baseURL!, accounts.marie);
    await answerConsents(context, baseURL!, true);
  });

  test('filtrer par bénéficiaire et par année, ouvrir une ligne, télécharger le CSV et le relevé', async ({ page }) => {
    await page.goto('/#/espace-adherent');
    await closeMemberPopups(page);
    const card = page.getByRole('region', { name: 'Derniers remboursements' });
    await expect(card.getByRole('listitem')).toHaveCount(4);
    await saveScreenshot(page, 'remboursements-accueil-bureau');

    await openList(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'remboursements-liste-bureau');

    const filters = page.getByRole('form', { name: 'Filtrer mes remboursements' });
    await filters.getByLabel('Bénéficiaire').selectOption({ label: 'Thomas' });
    const year = (await filters.getByLabel('Année').locator('option').nth(1).textContent())!;
    await filters.getByLabel('Année').selectOption(year);
    await filters.getByRole('button', { name: 'Filtrer' }).click();
    const items = page.locator('.remb-groups .item-list__item');
    await expect(items.first()).toBeVisible();
    await expect(page.locator('.remb-groups .item-list__meta').first()).toContainText('pour Thomas');
    for (const meta of await page.locator('.remb-groups .item-list__meta').allTextContents()) {
      expect(meta).toContain('pour Thomas');
      expect(meta).toContain(`/${year}`);
    }
    await saveScreenshot(page, 'remboursements-filtres-bureau');

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter ces lignes (CSV)' }).click();
    const file = await csv;
    expect(file.suggestedFilename()).toMatch(/^remboursements-40012345-.*\.csv$/);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFFDate des soins;Bénéficiaire;Acte;')).toBe(true);
    expect(
      text
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .every((row) => row.includes(';Thomas Dupont;')),
    ).toBe(true);

    // The same lines as an Excel workbook (decision 041; its typed cells are read back in the server's tests).
    await saveScreenshot(page, 'remboursements-outils-export');
    const workbook = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter ces lignes (Excel)' }).click();
    const xlsx = await workbook;
    expect(xlsx.suggestedFilename()).toMatch(/^remboursements-40012345-.*\.xlsx$/);
    expect(
      readFileSync((await xlsx.path())!)
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le relevé' }).click();
    expect((await pdf).suggestedFilename()).toMatch(/^releveremboursement-40012345-\d{4}-\d{2}-\d{2}\.pdf$/);

    await items.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Le calcul' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pourquoi ce reste à charge ?' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Frais réels/ })).toBeVisible();
    await expect(page.getByText(/^Thomas Dupont$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'remboursement-detail-bureau');
  });

  test('un reste à charge expliqué, puis le paiement qui regroupe ses lignes', async ({ page }) => {
    await openList(page);
    const filters = page.getByRole('form', { name: 'Filtrer mes remboursements' });
    await filters.getByLabel('Rechercher un acte ou un professionnel').fill('spécialiste');
    await filters.getByRole('button', { name: 'Filtrer' }).click();
    await page.locator('.remb-groups .item-list__item').first().getByRole('link').click();
    const why = page.getByRole('region', { name: 'Pourquoi ce reste à charge ?' });
    await expect(why.getByRole('listitem').first()).toContainText('Participation forfaitaire de 2 €');
    await saveScreenshot(page, 'remboursement-reste-a-charge-bureau');
    await page.getByRole('link', { name: 'Voir toutes les lignes de ce paiement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Paiement VIR-/ })).toBeVisible();
    await expect(page.getByText('FR76 **** **** 7862')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('la vue annuelle : le graphique et les mêmes chiffres en tableaux', async ({ page }) => {
    await openList(page);
    await page.getByRole('link', { name: 'Vue annuelle' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ma vue annuelle' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Dépensé et remboursé par mois en \d{4}/ })).toBeVisible();
    const months = page.getByRole('table', { name: /^Par mois en/ });
    await expect(months.getByRole('rowheader')).toHaveCount(13);
    await expect(
      page
        .getByRole('table', { name: /^Par domaine de soins en/ })
        .getByRole('rowheader')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'remboursements-annee-bureau');
  });

  test('sur un téléphone : la liste, une ligne et la vue annuelle', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseURL! });
    await signIn(context, baseURL!, accounts.marie);
    await answerConsents(context, baseURL!, true);
    const page = await context.newPage();
    await openList(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'remboursements-liste-telephone');
    await page.locator('.remb-groups .item-list__item').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Le calcul' })).toBeVisible();
    await saveScreenshot(page, 'remboursement-detail-telephone');
    await page.goto('/#/espace-adherent/remboursements/annee');
    await expect(page.getByRole('img', { name: /^Dépensé et remboursé/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'remboursements-annee-telephone');
    await context.close();
  });
});
