import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accounts, phoneDevice } from '../support/demo';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/*
 * « Who looked at my file » (issue 28.2, decision 049): Camille Roux opens Marie's sheet; Hélène
 * Garnier finds the read in the back office's access log, and Marie sees it in « Mon compte » →
 * « Consultations de mon dossier », without the staff member's name (Mutuelle Démo leaves it off).
 */

const sentence = /Un conseiller de Mutuelle Démo a consulté votre fiche adhérent le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/;
const consultations = (page: Page) => page.getByRole('region', { name: 'Consultations de mon dossier' });

test.describe('journal des accès : une lecture du personnel, vue au journal et par l’adhérente', () => {
  test('Camille ouvre la fiche de Marie ; le journal des accès la montre ; Marie la voit dans « Mon compte »', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    // Camille Roux (Gestionnaire) opens Marie's sheet: journeys share the database, and no other one
    // has her read it, so this read is Marie's newest.
    const camilleContext = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const camille = await camilleContext.newPage();
    await signIn(camilleContext, baseURL!, accounts.gestionnaire);
    await camille.goto('/admin/adherents?nom=marie%20dupont');
    await camille.getByRole('table', { name: 'Adhérents' }).getByRole('link', { name: 'Dupont' }).click();
    await expect(camille.getByRole('heading', { level: 1, name: 'Marie Dupont' })).toBeVisible();
    // A Gestionnaire does not read the access log: the navigation does not offer it.
    await expect(camille.getByRole('link', { name: 'Journal des accès' })).toHaveCount(0);
    await camilleContext.close();

    // Hélène Garnier (Administrateur) finds the read in the access log.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(context, baseURL!, accounts.admin);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Rubriques du back-office' })
      .getByRole('link', { name: 'Journal des accès' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journal des accès' })).toBeVisible();
    const criteres = page.getByRole('form', { name: 'Critères de recherche' });
    await criteres.getByLabel('Adhérent (numéro ou nom)').fill('P100001');
    await criteres.getByLabel('Consultation').selectOption({ label: 'Fiche adhérent' });
    await criteres.getByRole('button', { name: 'Rechercher' }).click();
    const journal = page.getByRole('table', { name: 'Journal des accès' });
    const row = journal.getByRole('row', { name: /Fiche adhérent/ }).first();
    await expect(row).toContainText('Camille Roux');
    await expect(row).toContainText('Marie Dupont (P100001)');
    await expect(row).toContainText('127.0.0.1');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-journal-acces-1440');

    // Marie, in her own browser: the read of her sheet, in a sentence, in Paris time.
    const marieContext = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const marie = await marieContext.newPage();
    await marie.setViewportSize({ width: 1440, height: 900 });
    await signIn(marieContext, baseURL!, accounts.marie);
    await marie.goto('/#/espace-adherent/mon-compte');
    const section = consultations(marie);
    await expect(section.getByRole('heading', { level: 2, name: 'Consultations de mon dossier' })).toBeVisible();
    await expect(section.getByRole('listitem').first()).toHaveText(sentence);
    await expect(section).not.toContainText('Camille');
    await expectNoAxeViolations(marie);
    await saveScreenshot(marie, 'mon-compte-consultations-1440');
    await marieContext.close();

    // The same on a phone.
    const phoneContext = await browser.newContext({ ...phoneDevice, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const phone = await phoneContext.newPage();
    await signIn(phoneContext, baseURL!, accounts.marie);
    await phone.goto('/#/espace-adherent/mon-compte');
    await expect(consultations(phone).getByRole('listitem').first()).toHaveText(sentence);
    await expectNoAxeViolations(phone);
    await saveScreenshot(phone, 'mon-compte-consultations-telephone');
    await phoneContext.close();

    await page.setViewportSize(phoneDevice.viewport);
    await page.reload();
    await expect(journal.getByRole('row', { name: /Fiche adhérent/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-journal-acces-telephone');
  });
});
