import { expectNoAxeViolations } from '../support/axe';
import { phoneDevice as phone } from '../support/demo';
import { expectNoHorizontalScroll } from '../support/layout';
import { saveScreenshot } from '../support/screenshots';
import { expect, test } from '../support/test';

test.describe('pages statiques et pied de page du CMS', () => {
  test('le pied de page montre les blocs Login_Footer et mène aux pages statiques', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Informations' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Nous contacter' })).toBeVisible();
    await footer.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveURL(/#\/page\/mentions-legales$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await expect(page).toHaveTitle('Mentions légales – Mutuelle Démo');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'contenu-page-statique-desktop');
  });

  test('une page inconnue échoue avec « Page inconnue »', async ({ page }) => {
    await page.goto('/#/page/nexiste-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Page inconnue' })).toBeVisible();
    await expect(page.getByText('Cette page n’existe pas ou n’est plus disponible.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('la politique de cookies vient du CMS et son lien Retour ramène à la page précédente', async ({ page }) => {
    await page.goto('/#/page/cgu');
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de cookies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Les cookies utilisés' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/#\/page\/cgu$/);
  });

  test.describe('sur un téléphone', () => {
    test.use(phone);

    test('une page statique se lit sans défilement horizontal', async ({ page }) => {
      await page.goto('/#/page/politique-cookies');
      await expect(page.getByRole('heading', { level: 1, name: 'Politique cookies' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'contenu-page-statique-phone');
    });
  });
});
