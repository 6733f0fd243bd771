import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accounts, clientOrigin, phoneDevice } from '../support/demo';
import { tabTo, typeInto } from '../support/keyboard';
import { securityCode, waitForMail } from '../support/mail';
import { downloadedPdfText } from '../support/pdf-text';
import { saveScreenshot } from '../support/screenshots';
import { signIn, signInFromPage } from '../support/sign-in';
import { answerConsents, closeMemberPopups } from '../support/member-prompts';
import { expect, test } from '../support/test';

/*
 * « Mon profil » (issue 13): identity, address by keyboard with the commune suggestion, bank
 * details through the security-code modal (the code read from the test mailbox), the §2 bank popup,
 * the SEPA mandate signed then read back from its PDF; axe on every screen, screenshots.
 */

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n% RIB\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
/** One code per account and operation every 30 s (decision 010): journeys of the same member wait. */
const codeSentAt = new Map<string, number>();

/** Waits for the code mailed to this address, types it in the six boxes and validates. */
async function enterMailedCode(page: Page, email: string, since: number): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Vérification de votre identité' });
  await expect(modal).toBeVisible();
  // The first code of the hour says where it went; the next ones that a new code was sent.
  await expect(modal).toContainText(/par e-mail|vient d'être renvoyé/);
  const code = securityCode(await waitForMail(email, since));
  codeSentAt.set(email, since);
  await page.getByLabel('Chiffre 1 sur 6').focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
}

async function waitForResendDelay(page: Page, email: string): Promise<void> {
  const last = codeSentAt.get(email);
  if (last) await page.waitForTimeout(Math.max(0, last + 31_000 - Date.now()));
}

test.describe('Mon profil (Marie Dupont, Mutuelle Démo)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signIn(context, baseURL!, accounts.marie);
  });

  test('identité en lecture seule, NIR masqué ; Mon compte est un onglet de Mon profil', async ({ page }) => {
    await page.goto('/#/espace-adherent/profil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon identité' })).toBeVisible();
    await expect(page.getByText('2 78 05 44 *** *** 19')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Signaler une erreur' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Mon profil' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Mon identité',
      'Mon adresse',
      'Mes coordonnées bancaires',
      'Mes cotisations',
      'Mes préférences',
      'Mon compte',
    ]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profil-identite');
    await tabs.getByRole('link', { name: 'Mon compte' }).click();
    await expect(page).toHaveURL(/#\/espace-adherent\/mon-compte$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: 'Espace adhérent' }).getByRole('link', { name: 'Mon profil' }),
    ).toHaveClass(/member-nav__link--active/);
  });

  test('changer d’adresse au clavier seul, la commune suggérée d’après le code postal', async ({ page }) => {
    await page.goto('/#/espace-adherent/profil/adresse');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon adresse' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Modifier mon adresse' }));
    await page.keyboard.press('Enter');
    // Focus goes to the form that opened, not to the page body (WCAG 2.4.3).
    await expect(page.getByRole('heading', { level: 2, name: 'Nouvelle adresse' })).toBeFocused();
    await typeInto(page, page.getByRole('textbox', { name: 'Numéro' }), '3');
    const indice = page.getByRole('combobox', { name: 'Indice' });
    // Its options are reference data, fetched with the form: a key pressed before they come selects nothing.
    await expect(indice.getByRole('option', { name: 'bis', exact: true })).toHaveCount(1);
    await tabTo(page, indice);
    await page.keyboard.press('ArrowDown');
    await expect(indice).toHaveValue('B');
    await typeInto(page, page.getByRole('textbox', { name: 'Nom de la voie' }), 'allée des Tilleuls');
    await typeInto(page, page.getByRole('textbox', { name: 'Code postal' }), '01000');
    const commune = page.getByRole('combobox', { name: 'Commune' });
    await typeInto(page, commune, 'saint');
    const suggestion = page.getByRole('option', { name: 'Saint-Denis-lès-Bourg' });
    await expect(suggestion).toBeVisible();
    // While the list is open, react-aria hides the rest of the page from screen readers (the
    // combobox pattern): axe runs once it is closed.
    await saveScreenshot(page, 'profil-adresse-suggestion');
    // A full-page screenshot resizes the page, and a scroll or resize may close the list:
    // ArrowDown then reopens it on its first option. Either way, Enter waits for the highlight, as
    // a person's eyes do (CI once pressed it before the list had drawn it, and Enter submitted
    // the form with « saint »).
    await page.keyboard.press('ArrowDown');
    await expect(suggestion).toHaveAttribute('data-focused', 'true');
    await expect(commune).toHaveAttribute('aria-activedescendant', (await suggestion.getAttribute('id')) ?? 'absent');
    await page.keyboard.press('Enter');
    await expect(commune).toHaveValue('Saint-Denis-lès-Bourg');
    await expect(page.locator('.adresse-preview')).toContainText('01000 SAINT-DENIS-LES-BOURG');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Valider' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Votre demande a bien été prise en compte.' }),
    ).toBeVisible();
    // Saved: focus on the section, which now shows the new address.
    await expect(page.getByRole('heading', { level: 1, name: 'Mon adresse' })).toBeFocused();
    const current = page.locator('address.adresse-lines').first();
    await expect(current).toContainText('3 B allée des Tilleuls');
    await expect(current).toContainText('01000 SAINT-DENIS-LES-BOURG');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profil-adresse');
  });

  test('une commune qui ne correspond pas au code postal est refusée, en français', async ({ page }) => {
    await page.goto('/#/espace-adherent/profil/adresse');
    await page.getByRole('button', { name: 'Modifier mon adresse' }).click();
    await page.getByRole('textbox', { name: 'Nom de la voie' }).fill('rue de la Paix');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('01000');
    await page.getByRole('combobox', { name: 'Commune' }).fill('Lyon');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText(/Cette commune ne correspond pas au code postal 01000/)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'La demande a échoué' })).toBeVisible();
  });

  test('« Valider » sans rien changer : aucune demande, un message qui le dit', async ({ page }) => {
    await page.goto('/#/espace-adherent/profil/adresse');
    await page.getByRole('button', { name: 'Modifier mon adresse' }).click();
    // The form opens with the address as it is; sent as is, it would change nothing.
    await expect(page.getByRole('textbox', { name: 'Code postal' })).not.toHaveValue('');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Cette adresse est déjà la vôtre : aucune demande n’a été envoyée.' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'La demande a échoué' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Votre demande a bien été prise en compte' })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profil-adresse-inchangee');
    // « Retour »: focus back on the button that opened the form.
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page.getByRole('button', { name: 'Modifier mon adresse' })).toBeFocused();
  });

  test('un toast finit avec sa page : il ne reste pas sur la suivante', async ({ page }) => {
    await page.goto('/#/espace-adherent/profil/adresse');
    await page.getByRole('button', { name: 'Modifier mon adresse' }).click();
    await expect(page.getByRole('textbox', { name: 'Code postal' })).not.toHaveValue('');
    await page.getByRole('button', { name: 'Valider' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Cette adresse est déjà la vôtre' });
    await expect(toast).toBeVisible();
    // Past the moment when a toast follows the change of page its own action makes (1.5 s), well
    // within Mutuelle Démo's 6 s delay: only the change of page can take it away.
    await page.waitForTimeout(1_600);
    await expect(toast).toBeVisible();
    await page.getByRole('link', { name: 'Mon identité' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon identité' })).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 1_000 });
  });

  test('la popup bancaire du §2 sur le contrat sans compte, confirmée par le code reçu par e-mail', async ({
    page,
    context,
    baseURL,
  }) => {
    // The consents are not this journey's subject: answered first, their modal does not come back
    // over the home when the contract changes.
    await answerConsents(context, baseURL!, true);
    await page.goto('/#/espace-adherent');
    // The home's CMS popups come once the page has loaded its data: each awaited, then closed.
    await closeMemberPopups(page);
    await page.getByLabel('Contrat', { exact: true }).selectOption({ label: 'Santé Confort - 40012346 (Suspendu)' });
    await expect(page.getByRole('button', { name: 'Renseigner mes coordonnées bancaires' })).toBeVisible();
    await page.getByRole('button', { name: 'Renseigner mes coordonnées bancaires' }).click();
    const popup = page.getByRole('dialog', { name: 'Vos coordonnées bancaires' });
    await popup.getByRole('textbox', { name: /Titulaire du compte/ }).fill('Marie Dupont');
    await popup.getByRole('textbox', { name: /^IBAN/ }).fill('FR76 3000 3021 5000 0506 1738 293');
    await popup.getByRole('textbox', { name: /^BIC/ }).fill('SOGEFRPP');
    const chooser = page.waitForEvent('filechooser');
    await popup.getByRole('button', { name: /^Choisir (un fichier|des fichiers)$/ }).click();
    await (await chooser).setFiles({ name: 'rib.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(popup.locator('.upload-item--success')).toHaveCount(1, { timeout: 15_000 });
    await waitForResendDelay(page, accounts.marie.userName);
    const since = Date.now();
    await popup.getByRole('button', { name: 'Valider' }).click();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profil-popup-code');
    await enterMailedCode(page, accounts.marie.userName, since);
    await expect(
      page.getByRole('status').filter({ hasText: 'Votre demande a bien été prise en compte et sera traitée' }),
    ).toBeVisible();
    // The notice follows the code in the mailbox: the newest mail becomes it.
    await expect
      .poll(async () => (await waitForMail(accounts.marie.userName, since)).subject, { timeout: 20_000 })
      .toBe('Mutuelle Démo : votre demande de changement de coordonnées bancaires');
    const notice = await waitForMail(accounts.marie.userName, since);
    expect(notice.text).toContain('sera enregistré une fois la demande vérifiée par nos services');
    expect(notice.text).toContain('FR76 **** **** 8293');
    expect(notice.text).toContain('Si ce n’est pas vous');
  });
});

test.describe('Mon profil (Claire Leroy, Mutuelle du Littoral : changements appliqués tout de suite)', () => {
  const origin = (baseURL: string | undefined) => clientOrigin(baseURL, 'littoral');

  test('compte de remboursement changé via la fenêtre du code de sécurité, puis mandat SEPA signé et relu', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signInFromPage(page, origin(baseURL), accounts.claire);
    await page.goto(`${origin(baseURL)}/#/espace-adherent/profil/banque`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes coordonnées bancaires' })).toBeVisible();
    await page.getByRole('button', { name: 'Modifier le compte de remboursement' }).click();
    await page.getByRole('textbox', { name: /^Titulaire/ }).fill('Claire Leroy');
    await page.getByRole('textbox', { name: /^IBAN/ }).fill('FR7630003021500005061738294');
    await page.getByRole('textbox', { name: /^BIC/ }).fill('DEUTDEFF');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText("L'IBAN saisi n'est pas valide : vérifiez chacun des caractères.")).toBeVisible();
    await page.getByRole('textbox', { name: /^IBAN/ }).fill('FR76 3000 3021 5000 0506 1738 293');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText(/Le BIC est celui d’une banque du pays DE/)).toBeVisible();
    await page.getByRole('textbox', { name: /^BIC/ }).fill('SOGEFRPP');
    await expect(page.getByText('Banque : Société Générale')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profil-banque-formulaire');
    let since = Date.now();
    await page.getByRole('button', { name: 'Valider' }).click();
    await enterMailedCode(page, accounts.claire.userName, since);
    await expect(
      page.getByRole('status').filter({ hasText: 'Votre demande a bien été prise en compte.' }),
    ).toBeVisible();
    const prestations = page.getByRole('region', { name: 'Compte de remboursement' });
    await expect(prestations).toContainText('FR76 **** **** 8293');
    await expect(prestations).toContainText('SOGEFRPP (Société Générale)');
    await saveScreenshot(page, 'profil-banque');

    await page.getByRole('navigation', { name: 'Mon profil' }).getByRole('link', { name: 'Mes cotisations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes cotisations' })).toBeVisible();
    await page.getByRole('button', { name: 'Modifier le paiement de mes cotisations' }).click();
    await page.locator('label').filter({ hasText: 'Le 15 de chaque mois' }).click();
    await expect(page.getByRole('radio', { name: 'Le 15 de chaque mois' })).toBeChecked();
    await page.getByRole('textbox', { name: /^Titulaire/ }).fill('Claire Leroy');
    await page.getByRole('textbox', { name: /^IBAN/ }).fill('FR76 3000 3021 5000 0506 1738 293');
    await page.getByRole('textbox', { name: /^BIC/ }).fill('SOGEFRPP');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Cochez la case pour signer le mandat de prélèvement SEPA.')).toBeVisible();
    await page.getByRole('checkbox', { name: /J’ai lu le mandat/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /J’ai lu le mandat/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profil-cotisations-mandat');
    await waitForResendDelay(page, accounts.claire.userName);
    since = Date.now();
    await page.getByRole('button', { name: 'Valider' }).click();
    await enterMailedCode(page, accounts.claire.userName, since);
    await expect(
      page.getByRole('status').filter({ hasText: 'Votre demande a bien été prise en compte.' }),
    ).toBeVisible();
    await expect(page.getByText('Le 15 de chaque mois')).toBeVisible();
    const mandats = page.getByRole('table').first();
    await expect(mandats.getByRole('row')).toHaveCount(3);
    await expect(mandats.getByRole('row').nth(1)).toContainText('Actif');
    await expect(mandats.getByRole('row').nth(2)).toContainText('Remplacé');
    const rum = (await mandats.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
    expect(rum).toMatch(/^70001234-\d{8}-[0-9A-F]{6}$/);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profil-cotisations');

    // The signed mandate names the full IBAN: a new security code first, then the download.
    await waitForResendDelay(page, accounts.claire.userName);
    since = Date.now();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Télécharger le mandat ${rum} (PDF)` }).click();
    await enterMailedCode(page, accounts.claire.userName, since);
    const text = await downloadedPdfText(await download);
    for (const expected of [
      'Mandat de prélèvement SEPA',
      rum,
      'FR19ZZZ654321',
      'Mutuelle du Littoral',
      '2 quai de la Fosse, 44000 Nantes',
      'Claire Leroy',
      'FR76 3000 3021 5000 0506 1738 293',
      'Le 15 de chaque mois',
    ])
      expect(text).toContain(expected);

    const echeancier = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger l’échéancier (PDF)' }).click();
    const schedule = await downloadedPdfText(await echeancier);
    expect(schedule).toContain('Total de l’année');
    expect(schedule).toContain(rum);
  });
});

test.describe('Mon profil sur un téléphone', () => {
  test.use(phoneDevice);

  test('les onglets en liste, l’échéancier défile sans déborder de la page', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, accounts.marie);
    await page.goto('/#/espace-adherent/profil/cotisations');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes cotisations' })).toBeVisible();
    await expect(page.getByRole('table').last()).toContainText('Total de l’année');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profil-cotisations-telephone');
    await page.goto('/#/espace-adherent/profil/adresse');
    await page.getByRole('button', { name: 'Modifier mon adresse' }).click();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profil-adresse-telephone');
  });
});
