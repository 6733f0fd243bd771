import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { waitForMail } from '../support/mail';
import { saveScreenshot } from '../support/screenshots';
import { signIn, xsrfToken } from '../support/sign-in';
import { expect, test } from '../support/test';
import { samplePdf, uploadsDone } from '../support/uploads';

async function openRequest(page: Page, numero: string) {
  await page.goto('/admin/demandes?statut=ouvertes');
  const nav = page.getByRole('navigation', { name: 'Rubriques du back-office' });
  await expect(nav.getByRole('link', { name: 'Demandes' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('N° de demande ou d’adhérent').fill(numero);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('table', { name: 'Demandes' }).getByRole('link', { name: numero }).click();
  await expect(page.getByText(`Demande ${numero}`)).toBeVisible();
}

test.describe('back office : la file des demandes (issue 14)', () => {
  test('Camille demande un document, Marie l’envoie de son espace, Camille accepte ; Hélène, restée sur l’ancienne version, est arrêtée', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // Marie writes to her mutuelle (through the member's form API: the form itself has its journey).
    const member = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await signIn(member, baseURL!, accounts.marie);
    const sent = await member.request.post(`${baseURL}/api/forms/contact/v2/form`, {
      headers: { 'X-XSRF-TOKEN': await xsrfToken(member, baseURL!), 'X-NumContrat': '40012345' },
      data: {
        theme: 'sante',
        sousTheme: 'sante-remboursement',
        objet: 'Séances de kinésithérapie de Lucas',
        message: 'Bonjour, Lucas a eu dix séances de kiné. Que faut-il vous envoyer ?',
        pieces: [],
      },
    });
    expect(sent.status()).toBe(200);
    const { numero } = (await sent.json()) as { numero: string };

    const staff = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await signIn(staff, baseURL!, accounts.gestionnaire);
    const camille = await staff.newPage();
    const colleague = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await signIn(colleague, baseURL!, accounts.admin);
    const helene = await colleague.newPage();

    // The queue: the request is there, received today, nobody on it.
    await camille.goto('/admin');
    await camille
      .getByRole('navigation', { name: 'Rubriques du back-office' })
      .getByRole('link', { name: 'Demandes' })
      .click();
    const row = camille.getByRole('table', { name: 'Demandes' }).getByRole('row', { name: new RegExp(numero) });
    await expect(row).toContainText('Aujourd’hui');
    await expect(row).toContainText('Reçue');
    await expect(row).toContainText('Personne');
    await expectNoAxeViolations(camille);
    await saveScreenshot(camille, 'admin-demandes');

    await openRequest(camille, numero);
    await camille.getByRole('button', { name: 'M’attribuer la demande' }).click();
    await expect(camille.getByText('Attribuée à : Camille Roux')).toBeVisible();
    // Hélène opens the same request now: she will hold this version.
    await openRequest(helene, numero);

    // Ask for a document: the status moves, Marie is e-mailed.
    const since = Date.now();
    await camille.getByRole('tab', { name: 'Demander un document' }).click();
    await camille.getByRole('button', { name: 'Demander le document' }).click();
    await expect(camille.getByText('Précisez le document attendu de l’adhérent.')).toBeVisible();
    await camille
      .getByLabel('Document attendu et explication pour l’adhérent')
      .fill('Merci de nous envoyer la prescription médicale et la facture du kinésithérapeute.');
    await camille.getByRole('button', { name: 'Demander le document' }).click();
    await expect(
      camille.getByText('La demande passe « En attente de pièces » : l’adhérent est prévenu par e-mail.'),
    ).toBeVisible();
    await expect(camille.locator('.demande-head').getByText('En attente de pièces')).toBeVisible();
    const mail = await waitForMail(accounts.marie.userName, since);
    expect(mail.text).toContain('« En attente de pièces »');
    await expectNoAxeViolations(camille);
    await saveScreenshot(camille, 'admin-demande');

    // Marie answers from her area with the prescription.
    const marie = await member.newPage();
    await marie.goto(`/#/espace-adherent/demandes/${numero}`);
    await expect(marie.getByText(/Merci de nous envoyer la prescription médicale/)).toBeVisible();
    await marie.getByLabel('Votre message').fill('Voici la prescription et la facture.');
    const chooser = marie.waitForEvent('filechooser');
    await marie.getByRole('button', { name: 'Choisir des fichiers' }).click();
    await (
      await chooser
    ).setFiles({ name: 'prescription-kine.pdf', mimeType: 'application/pdf', buffer: samplePdf('kine') });
    await uploadsDone(marie, 1);
    await expect(marie.getByRole('button', { name: 'Envoyer ma réponse' })).toBeEnabled();
    await marie.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await expect(marie.getByText('Votre réponse a bien été envoyée.')).toBeVisible();

    // Camille reads it, views the file, accepts.
    await camille.reload();
    await expect(camille.locator('.demande-head').getByText('En cours')).toBeVisible();
    const thread = camille.getByRole('region', { name: 'Échanges avec l’adhérent' });
    await expect(thread.getByText('Voici la prescription et la facture.')).toBeVisible();
    await thread.getByRole('button', { name: 'Afficher prescription-kine.pdf' }).click();
    const viewer = camille.getByRole('dialog', { name: 'prescription-kine.pdf' });
    await expect(viewer.locator('iframe')).toBeVisible();
    await viewer.getByRole('button', { name: 'Fermer' }).last().click();
    await camille.getByRole('tab', { name: 'Accepter' }).click();
    await camille.getByLabel('Message à l’adhérent (facultatif)').fill('Vos séances sont prises en charge.');
    await camille.getByRole('button', { name: 'Accepter la demande' }).click();
    await expect(camille.getByText('La demande est acceptée (« Traitée ») : l’adhérent est prévenu.')).toBeVisible();
    await expect(camille.locator('.demande-head').getByText('Traitée')).toBeVisible();
    await expect(camille.getByText('Cette demande est close.')).toBeVisible();

    // Hélène still holds the version before all this: her answer is refused, her draft kept.
    await helene.getByLabel('Message à l’adhérent', { exact: true }).fill('Bonjour, nous revenons vers vous.');
    await helene.getByRole('button', { name: 'Envoyer la réponse' }).click();
    const conflict = helene
      .getByRole('alert')
      .filter({ hasText: 'Cette demande a été modifiée par gestionnaire@example.com' });
    await expect(conflict).toContainText('Rien n’a été enregistré');
    await expect(helene.getByLabel('Message à l’adhérent', { exact: true })).toHaveValue(
      'Bonjour, nous revenons vers vous.',
    );
    await expectNoAxeViolations(helene);
    await conflict.getByRole('button', { name: 'Recharger la demande' }).click();
    await expect(helene.getByText('Cette demande est close.')).toBeVisible();

    // Each step went to the change feed for the management system (en attente de pièces, en cours,
    // traitée), waiting for its export.
    await camille
      .getByRole('navigation', { name: 'Rubriques du back-office' })
      .getByRole('link', { name: 'Flux vers le système de gestion' })
      .click();
    await camille.getByLabel('N° d’adhérent, de contrat ou de demande').fill(numero);
    await camille.getByRole('button', { name: 'Rechercher' }).click();
    const feed = camille.getByRole('table', { name: 'Flux vers le système de gestion' });
    await expect(feed.getByRole('row', { name: /Nouvelle demande/ })).toContainText('En attente d’export');
    await expect(feed.getByRole('row', { name: /Statut d’une demande/ })).toHaveCount(3);
    await expect(camille.getByRole('region', { name: 'Où en est l’export' })).toContainText('en attente d’export');
    await expectNoAxeViolations(camille);
    await saveScreenshot(camille, 'admin-flux');

    await Promise.all([member.close(), staff.close(), colleague.close()]);
  });
});
