import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { saveScreenshot } from '../support/screenshots';
import { signIn, xsrfToken } from '../support/sign-in';
import { expect, test } from '../support/test';

/** The demo client's own logo, as the seed stores it: what the journey puts back. */
const demoLogo = path.join(import.meta.dirname, '../../apps/server/src/commands/seed/assets/demo-logo.svg');
const newLogo = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img">
  <title>Mutuelle Démo 2027</title>
  <rect x="4" y="8" width="48" height="48" rx="24" fill="#7A3E9D"/>
  <text x="62" y="42" font-size="24" font-weight="700" fill="#4B1F66">Démo 2027</text>
</svg>`,
);

async function openIdentite(page: Page): Promise<void> {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Rubriques du back-office' })
    .getByRole('link', { name: 'Configuration du client' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuration du client' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('tab', { name: 'Identité visuelle et textes', selected: true })).toBeVisible();
}

/** The logo of the welcome page's header, and what its address serves. */
async function welcomeLogo(page: Page): Promise<string> {
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('img', { name: 'Mutuelle Démo' });
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return (await page.request.get((await logo.getAttribute('src'))!)).text();
}

/** Puts the demo logo back through the API, whatever happened on screen (other journeys check it). */
async function restoreDemoLogo(page: Page, origin: string): Promise<void> {
  const headers = { 'X-XSRF-TOKEN': await xsrfToken(page.context(), origin) };
  const { version } = await (await page.request.get(`${origin}/api/admin/configuration`)).json();
  const restored = await page.request.post(`${origin}/api/admin/configuration/images/logo?version=${version}`, {
    headers,
    multipart: { fichier: { name: 'demo-logo.svg', mimeType: 'image/svg+xml', buffer: readFileSync(demoLogo) } },
  });
  expect(restored.status(), await restored.text()).toBe(200);
}

async function saveLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel('Choisir le logo').setInputFiles(file);
  await page.getByRole('button', { name: 'Enregistrer le logo' }).click();
  await expect(
    page.getByText('L’image est enregistrée. Elle s’applique sur tout le portail dans les 10 secondes.'),
  ).toBeVisible();
}

test.describe('back office : configuration du client (issue 14)', () => {
  test('Hélène change le logo de Mutuelle Démo : l’aperçu, puis la page d’accueil le montrent ; elle remet l’original', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.admin);
    let restored = false;
    try {
      await openIdentite(page);
      await expect(page).toHaveTitle('Identité visuelle et textes – Configuration du client – Mutuelle Démo');

      // A file that is not an image, whatever its name says: refused in French, under its field, nothing changed.
      const chooser = page.getByLabel('Choisir le logo');
      await chooser.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<html>pas une image</html>'),
      });
      await page.getByRole('button', { name: 'Enregistrer le logo' }).click();
      const refusal = 'Ce fichier n’est pas une image PNG, JPEG ou SVG : choisissez une autre image.';
      await expect(page.getByText(refusal)).toBeVisible();
      await expect(chooser).toHaveAttribute('aria-invalid', 'true');
      await expect(chooser).toHaveAccessibleDescription(new RegExp(refusal));
      await page.getByRole('button', { name: 'Annuler ce choix' }).click();

      // The new logo shows in the live preview before it is saved, with the text being typed.
      await chooser.setInputFiles({ name: 'logo-2027.svg', mimeType: 'image/svg+xml', buffer: newLogo });
      const preview = page.getByRole('region', { name: 'Aperçu de la page d’accueil' });
      const previewLogo = preview.getByRole('img', { name: 'Mutuelle Démo', includeHidden: true });
      await expect(previewLogo).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
      const loginText = page.getByRole('textbox', { name: 'Texte de la page de connexion' });
      await loginText.fill('Bienvenue dans votre espace adhérent, aux couleurs de 2027.');
      await expect(
        preview.getByText('Bienvenue dans votre espace adhérent, aux couleurs de 2027.', { exact: true }),
      ).toBeAttached();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'admin-configuration-apercu');

      // Saved: the welcome page shows the new logo at once (this instance; the others within 10 s).
      await page.getByRole('button', { name: 'Enregistrer le logo' }).click();
      await expect(
        page.getByText('L’image est enregistrée. Elle s’applique sur tout le portail dans les 10 secondes.'),
      ).toBeVisible();
      // The text typed but not saved stays a draft: the welcome page keeps the saved one.
      await expect(loginText).toHaveValue('Bienvenue dans votre espace adhérent, aux couleurs de 2027.');
      expect(await welcomeLogo(page)).toContain('<title>Mutuelle Démo 2027</title>');
      await expect(page.getByText(/^Bienvenue dans votre espace adhérent\s:\ssuivez vos remboursements/)).toBeVisible();
      await saveScreenshot(page, 'admin-configuration-accueil');

      // The original back (other journeys check the demo branding).
      await openIdentite(page);
      await saveLogo(page, { name: 'demo-logo.svg', mimeType: 'image/svg+xml', buffer: readFileSync(demoLogo) });
      restored = true;
      expect(await welcomeLogo(page)).toContain('<title id="titre">Mutuelle Démo</title>');
    } finally {
      if (!restored) await restoreDemoLogo(page, baseURL!);
    }
  });

  test('inscription et connexion : une saisie fausse refusée sous son champ, rien d’enregistré ; les onglets au clavier', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.admin);
    await page.goto('/admin/configuration/connexion');
    // The back office's chunks come one after the other (gate, frame, this section): on a busy machine, seconds.
    await expect(page.getByRole('heading', { level: 1, name: 'Configuration du client' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('tab', { name: 'Inscription et connexion', selected: true })).toBeVisible();
    const essais = page.getByRole('textbox', { name: 'Nombre d’essais de création de compte' });
    await expect(essais).toHaveValue('5');
    await essais.fill('0');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Corrigez les champs signalés : rien n’a été enregistré.' }),
    ).toBeVisible();
    await expect(essais).toHaveAttribute('aria-invalid', 'true');
    await expect(essais).toHaveAccessibleDescription('Saisissez un nombre entier entre 1 et 20.');
    await expect(essais).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-configuration-connexion');

    // Tabs by keyboard: the arrows move, the address follows.
    await page.getByRole('tab', { name: 'Inscription et connexion' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/admin\/configuration\/consentements$/);
    await expect(page.getByRole('group', { name: /Consentement 1 — Version 1 en vigueur/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-configuration-consentements');
  });

  test('SEPA refuse un ICS faux ; fonctionnalités d’un contrat, formulaires et liens se lisent au clavier et sans violation', async ({
    page,
    context,
    baseURL,
  }) => {
    // Four tabs checked by axe, one of them fifteen forms long.
    test.setTimeout(90_000);
    await signIn(context, baseURL!, accounts.admin);
    await page.goto('/admin/configuration/sepa');
    await expect(page.getByRole('tab', { name: 'SEPA', selected: true })).toBeVisible({ timeout: 15_000 });
    const ics = page.getByRole('textbox', { name: 'Identifiant créancier SEPA (ICS)' });
    await expect(ics).toHaveValue('FR72ZZZ123456');
    await ics.fill('FR00ZZZ123456');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(ics).toHaveAccessibleDescription(/L’identifiant créancier SEPA \(ICS\) est invalide/);
    await page.reload();
    await expect(ics).toHaveValue('FR72ZZZ123456');

    await page.getByRole('tab', { name: 'Fonctionnalités' }).click();
    await page.getByRole('button', { name: /Contrat 40012346 — Santé Confort — Marie Dupont/ }).click();
    await expect(page.getByRole('combobox', { name: 'Identifiant oublié' })).toHaveAccessibleDescription(
      'Fichier de gestion : désactivée',
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-configuration-fonctionnalites');

    for (const [tab, screenshot] of [
      ['Formulaires', 'admin-configuration-formulaires'],
      ['Liens', 'admin-configuration-liens'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      if (tab === 'Formulaires')
        await expect(page.getByRole('group', { name: 'Prise en charge hospitalière' })).toContainText(
          'Ce formulaire est toujours traité par un gestionnaire.',
        );
      await expectNoAxeViolations(page);
      await saveScreenshot(page, screenshot);
    }
  });

  test('durées de conservation (issue 28) : une durée hors bornes refusée sous son champ ; une autre enregistrée, puis remise', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.admin);
    await page.goto('/admin/configuration/conservation');
    await expect(page.getByRole('tab', { name: 'Durées de conservation', selected: true })).toBeVisible({
      timeout: 15_000,
    });
    const connexions = page.getByRole('textbox', { name: 'Historique des connexions (en mois)' });
    await expect(connexions).toHaveValue('6');
    await expect(connexions).toHaveAccessibleDescription(/De 1 à 12 mois ; par défaut 6\./);
    await expect(page.getByRole('textbox', { name: 'Contenu des courriels et SMS envoyés (en jours)' })).toHaveValue(
      '30',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Derniers passages de la purge' })).toBeVisible();

    await connexions.fill('13');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(connexions).toHaveAttribute('aria-invalid', 'true');
    // The hint stays, the message follows it.
    await expect(connexions).toHaveAccessibleDescription(
      /par défaut 6\. Saisissez un nombre entier de mois entre 1 et 12\.$/,
    );
    await expect(connexions).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-configuration-conservation');

    async function save(value: string): Promise<void> {
      await connexions.fill(value);
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/configuration/conservation') && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      expect((await answer).status()).toBe(200);
      await expect(page.getByText('La configuration est enregistrée.', { exact: false }).first()).toBeVisible();
      await page.reload();
      await expect(connexions).toHaveValue(value, { timeout: 15_000 });
    }
    await save('4');
    // Back to the default, for the other journeys.
    await save('6');
  });
});
