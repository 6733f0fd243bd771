import { expectNoAxeViolations } from '../support/axe';
import { accounts, clientOrigin } from '../support/demo';
import { saveScreenshot } from '../support/screenshots';
import { signInFromPage } from '../support/sign-in';
import { expect, test } from '../support/test';

test.describe('consentements après la connexion', () => {
  test('la fenêtre liste les consentements sans réponse, chaque réponse est envoyée puis retirée', async ({
    page,
    baseURL,
  }) => {
    const origin = clientOrigin(baseURL, 'littoral');
    // Claire Leroy, member of Mutuelle du Littoral, which asks one consent (newsletter).
    await signInFromPage(page, origin, accounts.claire);
    const posts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/forms/consentement'))
        posts.push(request.postDataJSON());
    });
    await page.goto(`${origin}/#/espace-adherent`);
    const dialog = page.getByRole('dialog', { name: 'Vos consentements' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('J’accepte de recevoir la lettre d’information de la Mutuelle du Littoral', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'contenu-consentements-desktop');

    await dialog.getByRole('button', { name: /^Accepter/ }).click();
    await expect(page.getByText('Nous avons bien pris en compte votre consentement.')).toBeVisible();
    // The only consent answered: the list is empty and the modal closes.
    await expect(dialog).toBeHidden();
    expect(posts).toEqual([{ nomConsentement: 'newsletter', isAccepted: true }]);

    // Answered consents are not asked again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Vos consentements' })).toBeHidden();

    // The member changes their answer later, from « Mes consentements ».
    await page.getByRole('link', { name: 'Mes consentements' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes consentements' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'lettre d’information' });
    await expect(item.getByText('Accepté', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: /^Refuser/ }).click();
    await expect(item.getByText('Refusé', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: /^Accepter/ })).toBeVisible();
    expect(posts).toEqual([
      { nomConsentement: 'newsletter', isAccepted: true },
      { nomConsentement: 'newsletter', isAccepted: false },
    ]);
    await saveScreenshot(page, 'contenu-mes-consentements-desktop');
  });
});
