import { accounts } from '../support/demo';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

const noContrat = { name: 'Aucun contrat actif' } as const;

test.describe('aucun contrat, back office et droits (§2, §6)', () => {
  test('un adhérent sans contrat : fenêtre bloquante, puis la page service indisponible', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.paul);
    await page.goto('/#/espace-adherent');

    const dialog = page.getByRole('alertdialog', noContrat);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Vous avez été retiré(e) du contrat auquel votre compte était rattaché.');
    await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeFocused();
    // Blocking: Escape does not close it; only its own action leads on.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/#\/service-unavailable$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service momentanément indisponible' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  });

  test('le personnel arrive sur /admin ; sans contrat, il y retourne sans le message destiné aux adhérents', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Hélène Garnier');
    await expect(page).toHaveTitle('Administration – Mutuelle Démo');

    await page.goto('/#/espace-adherent');
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await expect(page.getByRole('alertdialog', noContrat)).toHaveCount(0);
  });

  test('un adhérent qui ouvre /admin reçoit le refus', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, accounts.marie);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Accès réservé au personnel' })).toBeVisible();
    await expect(page.getByText('Cet espace est réservé aux collaborateurs habilités.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rubriques du back-office' })).toHaveCount(0);
    // Not in the back office: the header does not say « Administration », only who is signed in.
    await expect(page.getByRole('banner')).not.toContainText('Administration');
    await expect(page.getByRole('banner')).toContainText('Marie Dupont');
    await page.getByRole('link', { name: 'Aller à mon espace adhérent' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Marie Dupont' })).toBeVisible();
  });

  test('un visiteur anonyme qui ouvre /admin passe par la connexion', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('callbackUrl') === '/admin',
    );
  });
});
