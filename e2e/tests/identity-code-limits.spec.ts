import { accounts } from '../support/demo';
import { answerConsents } from '../support/member-prompts';
import { saveScreenshot } from '../support/screenshots';
import { fillSignInForm, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/*
 * Decision 036, seen in the browser. The server's refusals are proved by the API tests
 * (amf-channel-limits.test.ts); here the answers are stood in for (page.route), so the pages can be
 * looked at in those states without sending 30 codes or waiting for a notification.
 */

test('trop de codes à la connexion : l’attente dite dans le formulaire, l’identifiant gardé', async ({ page }) => {
  await page.route('**/api/identity/amf/send', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '2520' },
      contentType: 'application/json',
      body: JSON.stringify({ code: 'TOO_MANY_CODES', message: 'Trop de codes demandés.', logoutUrl: '/login' }),
    }),
  );
  await page.goto('/login');
  await fillSignInForm(page, accounts.gestionnaire);
  const alert = page.getByRole('alert').filter({ hasText: 'Trop de codes' });
  await expect(alert).toHaveText('Trop de codes demandés. Réessayez dans 42 minutes.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Identifiant (adresse e-mail)')).toHaveValue(accounts.gestionnaire.userName);
  await page.waitForTimeout(3500);
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await saveScreenshot(page, 'login-trop-de-codes');
});

test('« Mes notifications » : « Demande réalisée » après « Marquer comme lue »', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, accounts.marie);
  await answerConsents(context, baseURL!, true);
  const row = {
    id: 999,
    titre: 'Votre attestation fiscale est disponible',
    contenu: '<p>Retrouvez-la dans vos documents.</p>',
    lien: null,
    lienLibelle: null,
    recueLe: new Date().toISOString(),
    lue: false,
  };
  await page.route('**/api/notifications?*', (route) =>
    route.fulfill({ json: { rows: [row], total: 1, nonLues: 1, page: 1, pageSize: 10 } }),
  );
  await page.route('**/api/notifications/999/lue', (route) => route.fulfill({ json: { nonLues: 0 } }));
  await page.goto('/#/espace-adherent/notifications');
  await page.getByRole('button', { name: `Marquer « ${row.titre} » comme lue` }).click();
  await expect(page.getByText('Demande réalisée')).toBeVisible();
  await saveScreenshot(page, 'notifications-demande-realisee');
});
