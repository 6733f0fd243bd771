import { readFile } from 'node:fs/promises';
import { serverMessages } from '@portail/shared/messages';
import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

test.describe('back office : recherche des adhérents (issue 14)', () => {
  test('Hélène Garnier cherche Marie Dupont, trie, choisit ses colonnes et exporte la recherche en CSV', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.admin);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Rubriques du back-office' });
    await nav.getByRole('link', { name: 'Adhérents' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/adherents');
    await expect(page).toHaveTitle('Adhérents – Mutuelle Démo');
    const grid = page.getByRole('table', { name: 'Adhérents' });
    await expect(page.getByRole('status').filter({ hasText: /résultats?$/ })).toBeVisible();

    // A wrong NIR is said in French, and the list does not change.
    await page.getByLabel('Numéro de sécurité sociale (13 caractères)').fill('12345');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Le format du numéro de sécurité sociale (sans clé) est incorrect')).toBeVisible();
    await expect(page.getByLabel('Numéro de sécurité sociale (13 caractères)')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Numéro de sécurité sociale (13 caractères)').fill('');

    // By name, with the keyboard: the search lands in the address, the grid shows Marie.
    await page.getByLabel('Nom ou prénom').fill('dupont');
    await page.getByLabel('Nom ou prénom').press('Enter');
    await expect(page).toHaveURL(/nom=dupont/);
    const dupont = (await (await context.request.get(`${baseURL}/api/admin/adherents?nom=dupont`)).json()) as {
      total: number;
    };
    expect(dupont.total).toBeGreaterThan(1);
    await expect(grid.getByRole('row')).toHaveCount(dupont.total + 1);
    await expect(page.getByRole('status').filter({ hasText: `${dupont.total} résultats` })).toBeVisible();
    await expect(grid.getByRole('cell', { name: 'Marie', exact: true })).toBeVisible();
    await expect(grid.getByRole('row', { name: /P100001/ })).toContainText('Actif');

    // Back and Forward: the criteria shown are those of the list shown.
    await page.goBack();
    await expect(page.getByLabel('Nom ou prénom')).toHaveValue('');
    await page.goForward();
    await expect(page.getByLabel('Nom ou prénom')).toHaveValue('dupont');

    // Sort by number, descending: aria-sort says it.
    const numero = grid.getByRole('columnheader', { name: /N° adhérent/ });
    await numero.getByRole('button').click();
    await expect(numero).toHaveAttribute('aria-sort', 'ascending');
    await numero.getByRole('button').click();
    await expect(numero).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=numPers&order=desc|order=desc.*sort=numPers/);

    // Hide a column: remembered after a reload.
    await page.getByText('Colonnes affichées').click();
    await page.getByRole('checkbox', { name: 'E-mail' }).uncheck();
    await expect(grid.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
    await page.reload();
    await expect(grid.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
    await expect(grid.getByRole('cell', { name: 'Marie', exact: true })).toBeVisible();

    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-adherents');

    // The same search as CSV.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^adherents-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('Numéro d’adhérent;Nom;Prénom');
    expect(lines.slice(1).every((line) => line.includes('Dupont'))).toBe(true);
    expect(lines.length).toBe(dupont.total + 1);

    // And as an Excel workbook (decision 041; its typed cells are read back in the server's tests).
    const [workbook] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter en Excel (.xlsx)' }).click(),
    ]);
    expect(workbook.suggestedFilename()).toMatch(/^adherents-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const xlsx = await readFile((await workbook.path())!);
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(xlsx.includes('xl/worksheets/sheet1.xml')).toBe(true);
  });

  test('un adhérent n’atteint pas l’API du back office', async ({ context, baseURL }) => {
    await signIn(context, baseURL!, accounts.marie);
    const response = await context.request.get(`${baseURL}/api/admin/adherents`);
    expect(response.status()).toBe(403);
    expect((await response.json()).message).toBe(serverMessages.forbidden);
  });
});
