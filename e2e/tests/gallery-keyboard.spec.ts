import { expect, test, type Page } from '@playwright/test';
import { tabTo } from '../support/keyboard';

/** Every widget of the gallery operated with the keyboard only: Tab, arrows, Space, Enter, Escape. */

async function openGallery(page: Page) {
  await page.goto('/#/dev/widgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie des composants' })).toBeVisible();
}

/** The gallery is one long page: up to 200 presses of Tab to reach a widget. */
const galleryTabs = 200;

test.beforeEach(async ({ page }) => openGallery(page));

test('onglets : flèches, Début et Fin', async ({ page }) => {
  const tabs = page.getByRole('tablist', { name: 'Aide à la connexion', exact: true });
  await tabTo(page, tabs.getByRole('tab', { name: 'Top 5' }), galleryTabs);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Catégories' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Résultats' })).toBeFocused();
  await expect(page.getByRole('tabpanel').first()).toContainText('3 réponses');
});

test('accordéons : Entrée et Espace, un seul ouvert par groupe', async ({ page }) => {
  const first = page.getByRole('button', { name: 'Quel est le délai de remboursement ?' }).first();
  const second = page.getByRole('button', { name: 'Comment obtenir ma carte de tiers payant ?' }).first();
  await tabTo(page, second, galleryTabs);
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('boutons radio : les flèches changent le choix', async ({ page }) => {
  const group = page.getByRole('radiogroup', { name: 'Votre situation familiale' });
  await tabTo(page, group.getByRole('radio', { name: 'Marié(e)' }), galleryTabs);
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Pacsé(e)' })).toBeChecked();
  await expect(page.getByText('Valeur : PAC')).toBeVisible();
});

test('sélecteur de date : saisie masquée, calendrier au clavier, Échap rend le focus', async ({ page }) => {
  const field = page.getByRole('textbox', { name: /Date des soins/ });
  await tabTo(page, field, galleryTabs);
  await page.keyboard.type('15072026');
  await expect(field).toHaveValue('15/07/2026');
  await page.keyboard.press('Tab');
  const button = page.getByRole('button', { name: 'Ouvrir le calendrier (Date des soins (jours ouvrés de 2026))' });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Calendrier' });
  await expect(dialog.getByRole('button', { name: /15 juillet 2026/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(field).toHaveValue('16/07/2026');
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('sélecteur de date : vue des mois au clavier', async ({ page }) => {
  const field = page.getByRole('textbox', { name: /Date des soins/ });
  await tabTo(page, field, galleryTabs);
  await page.keyboard.type('15072026');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Calendrier' });
  await tabTo(page, dialog.getByRole('button', { name: 'Choisir un mois' }), 20);
  await page.keyboard.press('Enter');
  const months = dialog.getByRole('group', { name: 'Mois de 2026' });
  await expect(months.getByRole('button', { name: 'Juillet' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(months.getByRole('button', { name: 'Avril' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('grid', { name: /avril 2026/i })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('numéro de sécurité sociale, mot de passe, code de sécurité, IBAN', async ({ page }) => {
  const monaco = page.getByRole('switch', { name: 'Numéro monégasque (caisse de Monaco)' });
  await tabTo(page, monaco, galleryTabs);
  await page.keyboard.press('Space');
  await expect(monaco).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('123 456 789 01');
  await expect(page.getByText('Valeur enregistrée : 9812345678901')).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Afficher le mot de passe' });
  await tabTo(page, toggle, galleryTabs);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  const first = page.getByRole('group', { name: 'Code de sécurité reçu par SMS' }).getByRole('textbox').first();
  await tabTo(page, first, galleryTabs);
  await page.keyboard.type('482915');
  await expect(page.getByRole('textbox', { name: 'Chiffre 6 sur 6' }).first()).toHaveValue('5');

  const iban = page.getByRole('textbox', { name: /^IBAN/ }).first();
  await tabTo(page, iban, galleryTabs);
  await page.keyboard.type('fr76 3000 6000 0112 3456 7890 189');
  await expect(iban).toHaveValue('FR7630006000011234567890189');
});

test('téléversement : le bouton s’ouvre avec Entrée', async ({ page }) => {
  const choose = page.getByRole('button', { name: 'Choisir des fichiers' }).first();
  await tabTo(page, choose, galleryTabs);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  expect((await chooser).isMultiple()).toBe(true);
});

test('notifications : un bouton au clavier affiche un message annoncé', async ({ page }) => {
  await tabTo(page, page.getByRole('button', { name: 'Afficher une notification « success »' }), galleryTabs);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Votre demande a bien été prise en compte' })).toBeVisible();
});

test('modales : focus piégé, Échap ferme et rend le focus, la modale bloquante ignore Échap', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Modale d’information', exact: true });
  await tabTo(page, opener, galleryTabs);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Demande enregistrée' });
  await expect(dialog.getByRole('button', { name: 'Ok' })).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const consent = page.getByRole('button', { name: 'Consentements', exact: true });
  await tabTo(page, consent, galleryTabs);
  await page.keyboard.press('Enter');
  const consents = page.getByRole('dialog', { name: 'Vos consentements' });
  await tabTo(page, consents.getByRole('button', { name: /^Accepter/ }).first(), 10);
  await page.keyboard.press('Enter');
  await tabTo(page, consents.getByRole('button', { name: /^Refuser/ }).first(), 10);
  await page.keyboard.press('Space');
  await expect(consents).toBeHidden();

  const blocking = page.getByRole('button', { name: 'Aucun contrat (bloquante)' });
  await tabTo(page, blocking, galleryTabs);
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alertdialog', { name: 'Aucun contrat actif' });
  await page.keyboard.press('Escape');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Continuer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(blocking).toBeFocused();
});

test('modale FAQ : Non puis commentaire ; Envoyer reste désactivé tant qu’il est vide', async ({ page }) => {
  await tabTo(page, page.getByRole('button', { name: 'Question de la FAQ' }), galleryTabs);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Comment obtenir ma carte de tiers payant ?' });
  await tabTo(page, dialog.getByRole('button', { name: 'Non' }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Votre commentaire' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await page.keyboard.type('Il manque le délai d’envoi de la carte.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Envoyer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Dernier événement : commentaire « Il manque le délai d’envoi de la carte. »'),
  ).toBeVisible();
});
