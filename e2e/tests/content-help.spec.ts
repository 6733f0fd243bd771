import { expectNoAxeViolations } from '../support/axe';
import { phoneDevice as phone } from '../support/demo';
import { expectNoHorizontalScroll } from '../support/layout';
import { saveScreenshot } from '../support/screenshots';
import { expect, test } from '../support/test';

test.describe('aide à la connexion de la page d’accueil', () => {
  test('recherche → question → Non → commentaire → « Nous vous remercions pour votre retour »', async ({ page }) => {
    const sent: { url: string; body: unknown }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/faq/'))
        sent.push({ url: new URL(request.url()).pathname, body: request.postDataJSON() });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Vous rencontrez des difficultés pour vous connecter ?' }).click();
    const help = page.getByRole('dialog', { name: 'Aide à la connexion' });
    await expect(help.getByRole('tab', { name: 'Top 5' })).toHaveAttribute('aria-selected', 'true');
    await expect(help.getByRole('tab', { name: 'Catégories' })).toBeVisible();
    // 'Résultats' only after a search with hits.
    await expect(help.getByRole('tab', { name: /^Résultats/ })).toHaveCount(0);
    await expect(help.getByRole('tabpanel').getByRole('button')).toHaveCount(5);
    await expectNoAxeViolations(page);

    // Accents, case and plural forgiven: « MOT DE PASSE OUBLIE » finds « J’ai oublié mon mot de passe ».
    await help.getByLabel('Rechercher dans l’aide').fill('MOT DE PASSE OUBLIE');
    await help.getByRole('button', { name: 'Rechercher' }).click();
    const results = help.getByRole('tab', { name: /^Résultats/ });
    await expect(results).toHaveAttribute('aria-selected', 'true');
    const question = help
      .getByRole('tabpanel')
      .getByRole('button', { name: 'J’ai oublié mon mot de passe, comment le réinitialiser ?' });
    await expect(question).toBeVisible();
    await saveScreenshot(page, 'contenu-aide-resultats-desktop');
    await question.click();

    const view = page.getByRole('dialog', { name: 'J’ai oublié mon mot de passe, comment le réinitialiser ?' });
    await expect(view.getByText('saisissez votre identifiant')).toBeVisible();
    await expect(view.getByRole('navigation', { name: 'Questions liées' }).getByRole('button')).not.toHaveCount(0);
    await expectNoAxeViolations(page);
    await view.getByRole('button', { name: 'Non' }).click();
    const send = view.getByRole('button', { name: 'Envoyer' });
    await expect(send).toBeDisabled();
    await view.getByLabel('Votre commentaire').fill('Je n’ai pas reçu l’e-mail de réinitialisation.');
    await saveScreenshot(page, 'contenu-aide-commentaire-desktop');
    await send.click();
    await expect(view).toBeHidden();
    await expect(page.getByText('Nous vous remercions pour votre retour')).toBeVisible();

    expect(sent).toEqual([
      { url: '/api/faq/click', body: { clickCode: 'public-mot-de-passe-oublie', userType: 'public' } },
      {
        url: '/api/faq/useful',
        body: {
          rateCode: 'public-mot-de-passe-oublie',
          isUseful: false,
          comment: 'Je n’ai pas reçu l’e-mail de réinitialisation.',
          userType: 'public',
        },
      },
    ]);
  });

  test('Oui ferme la question ; une erreur ferme avec « Une erreur est survenue. »', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Vous rencontrez des difficultés pour vous connecter ?' }).click();
    const help = page.getByRole('dialog', { name: 'Aide à la connexion' });
    const first = help.getByRole('tabpanel').getByRole('button').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    let view = page.getByRole('dialog', { name: title });
    await view.getByRole('button', { name: 'Oui' }).click();
    await expect(view).toBeHidden();
    await expect(page.getByText('Nous vous remercions pour votre retour')).toBeVisible();

    await page.route('**/api/faq/useful', (route) => route.fulfill({ status: 500, body: '{}' }));
    await help.getByRole('tabpanel').getByRole('button').first().click();
    view = page.getByRole('dialog', { name: title });
    await view.getByRole('button', { name: 'Non' }).click();
    await view.getByLabel('Votre commentaire').fill('Pas clair.');
    await view.getByRole('button', { name: 'Envoyer' }).click();
    await expect(view).toBeHidden();
    await expect(page.getByText('Une erreur est survenue.')).toBeVisible();
  });

  test.describe('sur un téléphone', () => {
    test.use(phone);

    test('les catégories se parcourent au clavier et rien ne déborde', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Vous rencontrez des difficultés pour vous connecter ?' }).click();
      const help = page.getByRole('dialog', { name: 'Aide à la connexion' });
      const categories = help.getByRole('tab', { name: 'Catégories' });
      await help.getByRole('tab', { name: 'Top 5' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(categories).toHaveAttribute('aria-selected', 'true');
      await help.getByRole('button', { name: /^Connexion et mot de passe/ }).click();
      await expect(help.getByRole('button', { name: 'Quel est mon identifiant de connexion ?' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'contenu-aide-categories-phone');
    });
  });
});
