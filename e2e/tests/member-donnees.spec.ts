import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import JSZip from 'jszip';
import { expectNoAxeViolations } from '../support/axe';
import { accounts, phoneDevice } from '../support/demo';
import { waitForMail, waitForSecurityCode } from '../support/mail';
import { answerConsents } from '../support/member-prompts';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/*
 * « Télécharger mes données » (issue 28.1, RGPD art. 15 and 20): Marie asks for her archive from
 * « Mon compte », proves herself with the code mailed to her, the archive is prepared in the
 * background, the mail « vos données sont prêtes » leads back to « Mon compte », she downloads the
 * ZIP and its donnees.json validates against the published JSON Schema.
 */

const schemaFile = path.join(import.meta.dirname, '../../docs/export-donnees.schema.json');
const section = (page: Page) => page.getByRole('region', { name: 'Télécharger mes données' });

async function validatorOfTheDocs() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile(JSON.parse(await readFile(schemaFile, 'utf8')) as object);
}

test.describe('Télécharger mes données (Marie Dupont, Mutuelle Démo)', () => {
  test('Marie demande ses données, saisit le code, reçoit l’e-mail et télécharge une archive conforme au schéma', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(context, baseURL!, accounts.marie);
    // Her consents, answered: their history is part of her data.
    await answerConsents(context, baseURL!, true);
    await page.goto('/#/espace-adherent/mon-compte');
    const donnees = section(page);
    await expect(donnees.getByRole('heading', { level: 2, name: 'Télécharger mes données' })).toBeVisible();
    await expect(donnees).toContainText('vos remboursements, vos demandes avec leurs messages');
    await expectNoAxeViolations(page);

    const since = Date.now();
    await donnees.getByRole('button', { name: 'Préparer l’archive de mes données' }).click();
    const modal = page.getByRole('dialog', { name: 'Vérification de votre identité' });
    await expect(modal).toBeVisible();
    const code = await waitForSecurityCode(accounts.marie.userName, since);
    await page.getByLabel('Chiffre 1 sur 6').focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();

    // Said in the live region while it is prepared, then ready (the page asks again by itself).
    const status = donnees.getByRole('status');
    await expect(status).toContainText(/en préparation|est prête/);
    await expect(status).toContainText(
      /Votre archive est prête\. Elle peut être téléchargée jusqu’au \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} \(heure de Paris\)\./,
      {
        timeout: 60_000,
      },
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'mon-compte-donnees-1440');

    const mail = await waitForMail(accounts.marie.userName, since, 30_000, /vos données sont prêtes$/);
    expect(mail.subject).toBe('Mutuelle Démo : vos données sont prêtes');
    for (const personal of ['Dupont', 'Marie', '40012345']) expect(mail.text).not.toContain(personal);
    const link = /https?:\/\/[^\s"<>]+\/#\/espace-adherent\/mon-compte/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // The mail's link leads back to « Mon compte », where the archive is downloaded.
    await page.goto(link!);
    const downloading = page.waitForEvent('download');
    await section(page)
      .getByRole('button', { name: /^Télécharger mon archive \(ZIP, .+\)$/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    const json = JSON.parse(await zip.file('donnees.json')!.async('string')) as {
      personne: { prenom: string };
      demandes: { pieces: { fichier: string; taille: number }[] }[];
      documents: { fichier: string; taille: number }[];
    };
    const validate = await validatorOfTheDocs();
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.personne.prenom).toBe('Marie');
    const files = [...json.demandes.flatMap((d) => d.pieces), ...json.documents];
    expect(files.length).toBeGreaterThan(0);
    for (const f of files)
      expect((await zip.file(f.fichier)?.async('uint8array'))?.byteLength, f.fichier).toBe(f.taille);
  });

  test('sur un téléphone : la section se lit et ses boutons tiennent dans l’écran', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...phoneDevice, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const page = await context.newPage();
    await signIn(context, baseURL!, accounts.marie);
    await page.goto('/#/espace-adherent/mon-compte');
    const donnees = section(page);
    await donnees.scrollIntoViewIfNeeded();
    const button = donnees.getByRole('button').first();
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(phoneDevice.viewport.width);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'mon-compte-donnees-telephone');
    await donnees.screenshot({
      path: path.join(import.meta.dirname, '../screenshots/mon-compte-donnees-section-telephone.png'),
    });
    await context.close();
  });
  test('le service adhérents prépare l’archive de Paul (demande par courrier), motif exigé, puis la télécharge', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(context, baseURL!, accounts.admin);
    await page.goto('/admin/adherents?nom=paul%20martin');
    await page.getByRole('table', { name: 'Adhérents' }).getByRole('link', { name: 'Martin' }).click();
    const archive = page.getByRole('region', { name: 'Archive de ses données (RGPD)' });
    await expect(archive.getByRole('status')).toHaveText('Aucune archive n’a été préparée.');
    await archive.getByRole('button', { name: 'Préparer l’archive de ses données' }).click();
    const dialog = page.getByRole('dialog', { name: 'Préparer l’archive de ses données' });
    await dialog.getByRole('button', { name: 'Préparer l’archive' }).click();
    await expect(dialog.getByText('Indiquez le motif (par exemple : courrier reçu le …).')).toBeVisible();
    await dialog.getByLabel('Motif (courrier reçu, date, référence)').fill('Courrier reçu le 25/11/2026');
    await dialog.getByRole('button', { name: 'Préparer l’archive' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(archive.getByRole('status')).toContainText('Archive prête (demandée par le service adhérents)', {
      timeout: 60_000,
    });
    await expectNoAxeViolations(page);
    await archive.screenshot({ path: path.join(import.meta.dirname, '../screenshots/admin-fiche-donnees.png') });
    const downloading = page.waitForEvent('download');
    await archive.getByRole('button', { name: /^Télécharger l’archive \(ZIP, .+\)$/ }).click();
    const zip = await JSZip.loadAsync(await readFile((await (await downloading).path())!));
    const json = JSON.parse(await zip.file('donnees.json')!.async('string')) as {
      demandePar: string;
      personne: { prenom: string };
    };
    expect([json.demandePar, json.personne.prenom]).toEqual(['gestionnaire', 'Paul']);
    expect((await validatorOfTheDocs())(json)).toBe(true);
  });
});
