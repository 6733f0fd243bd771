import { expectNoAxeViolations } from '../support/axe';
import { clientOrigin } from '../support/demo';
import { linkTo, waitForMail } from '../support/mail';
import { createConfirmedAccount, newMembers } from '../support/mail-accounts';
import { saveScreenshot } from '../support/screenshots';
import { fillSignInForm } from '../support/sign-in';
import { expect, test } from '../support/test';

const sophie = newMembers.sophie;
const newPassword = 'Calanques#2027';

test.describe('mot de passe oublié et réinitialisation', () => {
  test('le lien reçu par e-mail permet de choisir un nouveau mot de passe, une seule fois', async ({
    page,
    request,
  }) => {
    const origin = clientOrigin(test.info().project.use.baseURL, 'demo');
    await createConfirmedAccount(request, origin, sophie);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
    // Mutuelle Démo asks for the birth date (isCheckBirthdayForgotPasswordActivated).
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Merci de renseigner toutes les données obligatoires.')).toBeVisible();
    await expect(page.getByText('La date de naissance est obligatoire')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-forgot-password');

    const since = Date.now();
    await page.getByRole('textbox', { name: 'Identifiant (adresse e-mail)' }).fill(sophie.email);
    await page.getByRole('textbox', { name: 'Date de naissance' }).fill(sophie.dateNaissance);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demande prise en compte' })).toBeVisible();
    await expect(
      page.getByText(
        'Votre demande a bien été prise en compte. Si cette adresse est liée à un compte, un lien de réinitialisation vient de lui être envoyé. Pensez à vérifier vos courriers indésirables.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-forgot-password-confirmation');

    const link = linkTo(await waitForMail(sophie.email, since), 'reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Réinitialisation du mot de passe' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('motdepasse');
    await page.getByRole('textbox', { name: 'Confirmation du nouveau mot de passe' }).fill('motdepasse');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(
      page.getByText(
        'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-reset-password');

    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirmation du nouveau mot de passe' }).fill(newPassword);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe réinitialisé' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Single use: the same link now leads to reset-password-error.
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page).toHaveURL(/#\/reset-password-error$/);
    await expect(page.getByText('Le lien que vous avez suivi n’est plus valide')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/#/forgot-password',
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-reset-password-error');

    // The new password opens the member area.
    await page.goto('/login');
    await fillSignInForm(page, { userName: sophie.email, password: newPassword });
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Sophie Bernard' })).toBeVisible();
  });

  test('une adresse inconnue reçoit la même réponse, et aucun e-mail', async ({ page }) => {
    const since = Date.now();
    await page.goto('/#/forgot-password');
    await page.getByRole('textbox', { name: 'Identifiant (adresse e-mail)' }).fill('personne@example.com');
    await page.getByRole('textbox', { name: 'Date de naissance' }).fill('01/01/1980');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demande prise en compte' })).toBeVisible();
    // The outbox worker polls every 2 s: 6 s leaves it time to send, had there been a mail.
    await expect(waitForMail('personne@example.com', since, 6_000)).rejects.toThrow();
  });
});
