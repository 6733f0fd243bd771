import { accounts } from '../support/demo';
import { securityCode, waitForMail } from '../support/mail';
import { fillSignInForm } from '../support/sign-in';
import { expect, test } from '../support/test';

test.describe('back office : connexion du personnel (issue 14)', () => {
  test('Camille se connecte par le formulaire : le code de sécurité est toujours demandé, puis /admin', async ({
    page,
  }) => {
    await page.goto('/login?callbackUrl=%2Fadmin');
    const since = Date.now();
    await fillSignInForm(page, accounts.gestionnaire);
    // Staff have no choice: the second factor comes by e-mail, before any session.
    const modal = page.getByRole('dialog', { name: 'Vérification de votre identité' });
    await expect(modal).toContainText('par e-mail');
    expect((await page.request.get('/api/identity/current-user')).status()).toBe(401);
    const code = securityCode(await waitForMail(accounts.gestionnaire.userName, since));
    await page.getByLabel('Chiffre 1 sur 6').focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    // A Gestionnaire's navigation: the sections his role opens, nothing more.
    await expect(page.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link')).toHaveText([
      'Accueil',
      'Adhérents',
      'Demandes',
      'Flux vers le système de gestion',
      'Référentiels',
      'Contenus (CMS)',
      'Foire aux questions',
      'Notifications',
      'Audiences',
    ]);
    // Hers to read, not to change: no « Configuration du client », no « Habilitations », no audit log.
    await expect(page.getByRole('link', { name: 'Journal d’audit' })).toHaveCount(0);
  });
});
