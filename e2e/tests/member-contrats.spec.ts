import { devices, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { tabTo, typeInto } from '../support/keyboard';
import { downloadedPdfText } from '../support/pdf-text';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/*
 * « Mes contrats » (issue 11): the guarantee table and its search, the estimate, the tiers-payant
 * card on a phone, the certificate download, and adding a beneficiary with the keyboard alone —
 * Marie Dupont on contract 40012345 (Santé Essentielle with « Médecines douces + »).
 */

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n% livret\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

/** A day typed as the date picker reads it, JJ/MM/AAAA, `days` from today. */
function jour(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'défilement horizontal').toBeLessThanOrEqual(0);
}

test.describe('espace adhérent : mes contrats', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signIn(context, baseURL!, accounts.marie);
  });

  test('le contrat, puis les garanties filtrées à la frappe (accents ignorés), puis une estimation', async ({
    page,
  }) => {
    await page.goto('/#/espace-adherent/contrats');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes contrats' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mon contrat' })).toBeVisible();
    const people = page.getByRole('table');
    await expect(people.getByRole('row')).toHaveCount(4);
    await expect(people).toContainText('2 78 05 ** *** *** 19');
    await expect(people).toContainText('Un autre organisme complémentaire est déjà relié à votre caisse');
    await expect(page.getByText('Médecines douces +')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'contrat-bureau');

    await page
      .getByRole('navigation', { name: 'Rubriques de « Mes contrats »' })
      .getByRole('link', { name: 'Mes garanties' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Santé Essentielle' })).toBeVisible();
    await expect(page.getByText('Niveaux exprimés remboursement Sécurité sociale inclus.')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'garanties-bureau');

    const search = page.getByLabel('Rechercher un acte');
    await search.pressSequentially('OSTEO');
    await expect(page.getByRole('status').filter({ hasText: 'acte' })).toHaveText('1 acte trouvé');
    const row = page.getByRole('row', { name: /Ostéopathie/ });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Amélioré par votre renfort');
    await expect(page.getByRole('heading', { name: 'Hospitalisation' })).toBeHidden();
    await search.fill('detartrage');
    await expect(page.getByRole('row', { name: /Détartrage/ })).toBeVisible();
    await search.fill('lunettes');
    await expect(page.getByRole('status').filter({ hasText: 'acte' })).toHaveText(/actes trouvés/);
    await expect(page.getByRole('row', { name: /100 % Santé/ }).first()).toBeVisible();
    await search.fill('zzz');
    await expect(page.getByText('Aucun acte ne correspond à votre recherche.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Estimer un remboursement' }).first().click();
    await page.getByLabel('Soin').selectOption({ label: 'Consultation de médecin généraliste' });
    await page.getByLabel('Prix payé (en euros)').fill('30');
    await page.getByRole('button', { name: 'Estimer' }).click();
    const result = page.getByRole('region', { name: /Estimation/ });
    await expect(result.getByRole('row', { name: /Remboursé par la Sécurité sociale/ })).toContainText('19,00');
    await expect(result.getByRole('row', { name: /Remboursé par votre mutuelle/ })).toContainText('9,00');
    await expect(result.getByRole('row', { name: /Reste à votre charge/ })).toContainText('2,00');
    await expect(result).toContainText(/Participation forfaitaire de 2\s€/);
    await page.getByLabel('Prix payé (en euros)').fill('-5');
    await page.getByRole('button', { name: 'Estimer' }).click();
    await expect(page.getByText('Le montant des frais doit être supérieur à 0 €.')).toBeVisible();
    await page.getByLabel('Prix payé (en euros)').fill('30');
    await page.getByRole('button', { name: 'Estimer' }).click();
    await expect(page.getByText('Le montant des frais doit être supérieur à 0 €.')).toBeHidden();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'estimation-bureau');
  });

  test('l’attestation se télécharge sous son nom, générée à l’instant ; un tiers la vérifie par son QR code', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/#/espace-adherent/contrats');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger mon attestation d’adhésion' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^attestation-40012345-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await downloadedPdfText(file);
    const code = /Code de vérification : ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
    expect(code, 'code de vérification imprimé').toBeDefined();
    const situation = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger ma situation contractuelle' }).click();
    expect((await situation).suggestedFilename()).toMatch(/^situation-contractuelle-40012345-/);

    // A pharmacist scans the QR code with a phone, signed in nowhere (the QR carries this address).
    const third = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseURL! });
    const phone = await third.newPage();
    await phone.goto(`/#/verification/${code}`);
    await expect(phone.getByRole('heading', { level: 1, name: 'Vérifier un document' })).toBeVisible();
    const verdict = phone.getByRole('region', { name: 'Résultat de la vérification' });
    const message =
      /^Document authentique : Attestation d’adhésion émise le \d{2}\/\d{2}\/\d{4}, en cours de validité\.$/;
    await expect(verdict.locator('#verification-verdict')).toHaveText(message);
    // Not the contract number: whoever scans the code would learn a fact that claims an account.
    await expect(verdict).not.toContainText('40012345');
    await expect(verdict).toContainText('Marie D.');
    await expect(verdict).not.toContainText('Dupont');
    // Focus goes to the result, whose heading is read with the verdict.
    const heading = phone.getByRole('heading', { level: 2, name: 'Résultat de la vérification' });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleDescription(message);
    await expectNoAxeViolations(phone);
    await saveScreenshot(phone, 'verification-telephone');
    // A code typed with one wrong character: told in French before any call.
    await phone.getByRole('textbox', { name: 'Code de vérification' }).fill('7K3M-Q9XZ-2F4D');
    await phone.getByRole('button', { name: 'Vérifier' }).click();
    await expect(
      phone.getByText(
        'Ce code de vérification n’est pas valide : un caractère a été mal saisi ou modifié. Vérifiez votre saisie.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(phone);
    await third.close();
  });

  test('ajouter un bénéficiaire au clavier seul, jusqu’à la demande envoyée', async ({ page }) => {
    await page.goto('/#/espace-adherent/contrats');
    await expect(page.getByRole('heading', { level: 2, name: 'Mon contrat' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Ajouter un bénéficiaire' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un bénéficiaire' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('radio', { name: 'Madame' }));
    await page.keyboard.press('Space');
    await typeInto(page, page.getByRole('textbox', { name: /^Nom\b/ }), 'Dupont');
    await typeInto(page, page.getByRole('textbox', { name: /^Prénom/ }), 'Léa');
    await typeInto(page, page.getByRole('textbox', { name: 'Date de naissance' }), jour(-40));
    const lien = page.getByLabel('Lien avec vous');
    // Reference data fetched with the form: its options must be there before a key chooses one.
    await expect(lien.locator('option[value="enfant"]')).toHaveCount(1);
    await tabTo(page, lien);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(lien).toHaveValue('enfant');
    await typeInto(page, page.getByRole('textbox', { name: /^Numéro de sécurité sociale\W*$/ }), '2260744109123');
    await typeInto(page, page.getByRole('textbox', { name: /^Clé/ }), '74');
    await typeInto(page, page.getByRole('textbox', { name: 'Date d’effet souhaitée' }), jour(1));
    await tabTo(page, page.getByRole('button', { name: 'Choisir des fichiers' }));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'livret-de-famille.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('list', { name: 'Fichiers joints' }).locator('.upload-item--success')).toHaveCount(1, {
      timeout: 15_000,
    });
    await saveScreenshot(page, 'ajout-beneficiaire-bureau');
    await tabTo(page, page.getByRole('button', { name: 'Envoyer ma demande' }));
    await page.keyboard.press('Enter');

    await expect(page.getByText(/^Votre demande a bien été prise en compte/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ajout de Léa Dupont (enfant)' })).toBeVisible();
    await expect(page.getByText('2 26 07 ** *** *** 74')).toBeVisible();
    await expect(page.getByText('2260744109123')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('la carte de tiers payant sur un téléphone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('la carte tient dans l’écran, avec son code 2D, prête à montrer ou imprimer', async ({
    context,
    page,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.marie);
    await page.goto('/#/espace-adherent/contrats/carte');
    const recto = page.getByRole('region', { name: /Mutuelle Démo/ });
    await expect(recto).toBeVisible();
    await expect(recto).toContainText('123456789');
    await expect(recto).toContainText('DUPONT Lucas');
    await expect(page.getByRole('img', { name: /Code DataMatrix/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Domaines en tiers payant/ })).toContainText('Pharmacie');
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'carte-telephone');

    await page.goto('/#/espace-adherent/contrats');
    await expect(page.getByRole('heading', { level: 2, name: 'Mon contrat' })).toBeVisible();
    await noHorizontalScroll(page);
    await saveScreenshot(page, 'contrat-telephone');
    await page.goto('/#/espace-adherent/contrats/garanties');
    await expect(page.getByRole('heading', { level: 2, name: 'Santé Essentielle' })).toBeVisible();
    await noHorizontalScroll(page);
    await saveScreenshot(page, 'garanties-telephone');
  });
});
