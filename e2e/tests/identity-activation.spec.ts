import { expectNoAxeViolations } from '../support/axe';
import { accounts, clientOrigin } from '../support/demo';
import { linkTo, securityCode, waitForMail } from '../support/mail';
import { staffCreatedMembers } from '../support/mail-accounts';
import { saveScreenshot } from '../support/screenshots';
import { signIn, xsrfToken } from '../support/sign-in';
import { expect, test } from '../support/test';

const { antoine } = staffCreatedMembers;

test.describe.configure({ mode: 'serial' });

test.describe('compte créé par le personnel, puis identifiant oublié', () => {
  test('activate-user : lien vérifié, mot de passe, CGU et consentements, zéro papier, confirmation', async ({
    page,
    context,
  }) => {
    const origin = clientOrigin(test.info().project.use.baseURL, 'demo');
    await signIn(context, origin, accounts.admin);
    const xsrf = await xsrfToken(context, origin);
    const since = Date.now();
    const created = await context.request.post(`${origin}/api/identity/client/create`, {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: { email: antoine.email, numPers: 'P100007' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await context.clearCookies();
    const link = linkTo(await waitForMail(antoine.email, since), 'activate-user');

    // A forged link: the invalid-link text and the way to forgot-password.
    await page.goto(
      '/#/activate-user?code=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&userId=00000000-0000-4000-8000-000000000000',
    );
    await expect(page.getByText('Le lien que vous avez suivi n’est plus valide')).toBeVisible();
    await expect(page.getByRole('link', { name: /mot de passe oublié/ })).toHaveAttribute('href', '/#/forgot-password');
    await expectNoAxeViolations(page);

    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Activation de votre compte' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(antoine.password);
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(antoine.password);
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    // Created by staff: the CGU must be accepted.
    await expect(
      page.getByRole('alert').filter({
        hasText: "Blocage création compte - absence d'acceptation des conditions d'utilisation du site",
      }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /actualités de ma mutuelle/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-activate-user');
    await page.getByRole('checkbox', { name: /conditions générales/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Activer mon compte' }).click();

    const popup = page.getByRole('dialog', { name: 'Passez au zéro papier' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/#\/activate-user-confirmation$/);
    await expect(page.getByText('Votre compte est activé : vous pouvez vous connecter.')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-activate-user-confirmation');

    // Single use.
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByText('Le lien que vous avez suivi n’est plus valide')).toBeVisible();
  });

  test('forgot-username : identité vérifiée, code par e-mail, nouvel identifiant', async ({ page }) => {
    await page.goto('/#/forgot-username');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvel identifiant' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Numéro de sécurité sociale (sans clé)' }).fill(antoine.nir);
    await page.getByRole('textbox', { name: 'Prénom' }).fill(antoine.prenom);
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(antoine.nom);
    await page.getByRole('textbox', { name: 'Date de naissance' }).fill(antoine.dateNaissance);
    await page.getByRole('textbox', { name: 'Code postal' }).fill(antoine.codePostal);
    // Nothing about the account shows before the code.
    await expect(page.getByText(/identifiant actuel/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-forgot-username');
    const since = Date.now();
    await page.getByRole('button', { name: 'Vérifier mes informations' }).click();

    const modal = page.getByRole('dialog', { name: 'Vérification de votre identité' });
    await expect(modal).toBeVisible();
    const code = securityCode(await waitForMail(antoine.email, since));
    await page.getByLabel('Chiffre 1 sur 6').focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    await expect(page.getByText(/Votre identifiant actuel : an\*+i@ex\*+\.com\./)).toBeVisible();
    await page.getByRole('textbox', { name: 'Nouvel identifiant (adresse e-mail)' }).fill(antoine.newEmail);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(antoine.password);
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(antoine.password);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enregistrer mon nouvel identifiant' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Votre nouvel identifiant est enregistré' }),
    ).toBeVisible();
    await expect(page.getByText(`Votre identifiant est désormais ${antoine.newEmail}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-forgot-username-done');
  });
});
