import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { clientOrigin } from '../support/demo';
import { tabTo, typeInto } from '../support/keyboard';
import { linkTo, waitForMail, waitForSecurityCode } from '../support/mail';
import { newMembers } from '../support/mail-accounts';
import { saveScreenshot } from '../support/screenshots';
import { expect, test } from '../support/test';

const { julien } = newMembers;

const newPassword = 'Garonne#Pont2027';
const newEmail = 'j.moreau@example.com';

test.describe('création de compte, confirmation de l’adresse et première connexion', () => {
  test('les règles du §5 s’affichent en français sous chaque champ, au clavier', async ({ page }) => {
    await page.goto('/#/register');
    const form = page.locator('form');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer mon compte' })).toBeVisible();
    await expect(page.getByText('* saisie obligatoire')).toBeVisible();
    // oneOfTwo: the join word "ou" between member number and social security number.
    await expect(form.getByText('ou', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-register-empty');

    await typeInto(page, page.getByRole('textbox', { name: 'Prénom', exact: true }), 'Jul1en');
    await typeInto(page, page.getByRole('textbox', { name: 'Date de naissance' }), '01012090');
    await page.keyboard.press('Tab');
    // Checked when the field is left (§5).
    await expect(page.getByText('La date de naissance ne peut pas être postérieure à la date du jour.')).toBeVisible();
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'Identifiant (adresse e-mail)', exact: true }),
      'julien.moreau',
    );
    await typeInto(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }), 'court');
    await typeInto(page, page.getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true }), 'autre');
    await tabTo(page, page.getByRole('button', { name: 'Créer mon compte' }));
    await page.keyboard.press('Enter');

    await expect(
      page.getByText('Merci de renseigner votre numéro d’adhérent ou votre numéro de sécurité sociale.').first(),
    ).toBeVisible();
    await expect(
      page.getByText('Vous ne pouvez pas renseigner un prénom comportant des caractères spéciaux ou numériques'),
    ).toBeVisible();
    await expect(page.getByText("Le format de l'identifiant (adresse e-mail) est incorrect")).toBeVisible();
    await expect(
      page.getByText(
        'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
      ),
    ).toBeVisible();
    // §5: the two rules worded as toasts.
    await expect(
      page.getByRole('alert').filter({ hasText: "Merci de saisir les mots de passe à l'identique." }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: "Blocage création compte - absence d'acceptation des conditions d'utilisation du site" }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-register-errors');
  });

  test('une personne inconnue : seul le message du client, jamais le champ en cause', async ({ page }) => {
    await page.goto('/#/register');
    await fillRegistration(page, { ...julien, codePostal: '75001' });
    await expect(page.getByRole('alert').filter({ hasText: 'La création du compte a échoué.' })).toContainText(
      'Nous n’avons pas pu vous identifier avec ces informations.',
    );
    await expect(page).toHaveURL(/#\/register$/);
    await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
  });

  test('inscription au clavier, fenêtre zéro papier, display-email, lien reçu par e-mail, connexion', async ({
    page,
  }) => {
    const since = Date.now();
    await page.goto('/#/register');
    await fillRegistration(page, julien);

    const popup = page.getByRole('dialog', { name: 'Passez au zéro papier' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('vos documents vous attendent en ligne');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-register-dematerialisation-popup');
    await expect(popup.getByRole('button', { name: 'Ok' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/#\/display-email$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte de réception' })).toBeVisible();
    await expect(page.getByText('Adresse e-mail indiquée : julien.moreau@example.com')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-display-email');

    const mail = await waitForMail(julien.email, since);
    const link = linkTo(mail, 'confirm-email');
    expect(link.startsWith(clientOrigin(test.info().project.use.baseURL, 'demo'))).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Adresse e-mail confirmée' })).toBeVisible();
    await expect(page.getByText('Votre adresse e-mail est confirmée : vous pouvez vous connecter.')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-confirm-email-success');

    // The same link again: "already done" and the sign-in button.
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Adresse e-mail déjà confirmée' })).toBeVisible();

    // Sign-in with the keyboard only.
    await page.getByRole('link', { name: 'Se connecter' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'Identifiant (adresse e-mail)', exact: true }),
      julien.email,
    );
    await typeInto(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }), julien.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Julien Moreau' })).toBeVisible();

    await accountActions(page);
  });

  test('un lien de confirmation faux : « Recevoir un nouveau lien »', async ({ page }) => {
    await page.goto(
      '/#/confirm-email?code=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&userId=00000000-0000-4000-8000-000000000000',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Lien expiré' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Recevoir un nouveau lien' });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-confirm-email-expired');
    await button.click();
    // The same answer whatever the account (no enumeration).
    await expect(page.getByRole('status').filter({ hasText: "Le mail d'activation a été renvoyé." })).toBeVisible();
  });

  test('au-delà de registerAttemptNumber échecs, le bouton disparaît et le message du client s’affiche', async ({
    page,
  }) => {
    // Mutuelle du Littoral: 3 attempts, counted per client and address, so the demo client is not blocked.
    await page.goto(`${clientOrigin(test.info().project.use.baseURL, 'littoral')}/#/register`);
    await expect(page.getByRole('textbox', { name: 'Numéro d’adhérent', exact: true })).toHaveCount(0);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page
        .getByRole('textbox', { name: 'Numéro de sécurité sociale (sans clé)', exact: true })
        .fill('1850333063101');
      await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inconnu');
      await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Personne');
      await page.getByRole('textbox', { name: 'Date de naissance' }).fill('01011980');
      await page
        .getByRole('textbox', { name: 'Identifiant (adresse e-mail)', exact: true })
        .fill('inconnu@example.com');
      await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Littoral#2026x');
      await page.getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true }).fill('Littoral#2026x');
      const cgu = page.getByRole('checkbox', { name: /conditions générales/ });
      if (!(await cgu.isChecked())) {
        await cgu.focus();
        await page.keyboard.press('Space');
      }
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      if (attempt < 3)
        await expect(
          page.getByRole('alert').filter({ hasText: 'Nous n’avons pas retrouvé votre dossier.' }).last(),
        ).toBeVisible();
    }
    await expect(
      page.getByRole('alert').filter({ hasText: 'Trop de tentatives de création de compte.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Créer mon compte' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'identity-register-attempts-exceeded');
  });
});

/** « Mon compte »: change password, change identifier (owner's code, then the new address's), delete the account. */
async function accountActions(page: Page): Promise<void> {
  test.setTimeout(90_000);
  await page.goto('/#/espace-adherent/mon-compte');
  // The member prompts (consents, CMS popups) come on the home only, never over « Mon compte ».
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const passwordSection = page.getByRole('region', { name: 'Modifier mon mot de passe' });
  await passwordSection.getByRole('textbox', { name: 'Mot de passe actuel' }).fill('Mauvais#Mot2passe');
  await passwordSection.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(newPassword);
  await passwordSection.getByRole('textbox', { name: 'Confirmation du nouveau mot de passe' }).fill(newPassword);
  await passwordSection.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La modification du mot de passe a échoué.' })).toBeVisible();
  await passwordSection.getByRole('textbox', { name: 'Mot de passe actuel' }).fill(julien.password);
  await passwordSection.getByRole('button', { name: 'Valider' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'La modification du mot de passe a bien été prise en compte.' }),
  ).toBeVisible();

  const since = Date.now();
  const identifierSection = page.getByRole('region', { name: 'Modifier mon identifiant' });
  await identifierSection.getByRole('textbox', { name: 'Nouvel identifiant (adresse e-mail)' }).fill(newEmail);
  await identifierSection.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(newPassword);
  await identifierSection.getByRole('button', { name: 'Valider' }).click();
  // First the owner proves himself (a code to the current address), then the new address.
  const modal = page.getByRole('dialog', { name: 'Vérification de votre identité' });
  for (const address of [julien.email, newEmail]) {
    await expect(modal).toContainText(`par e-mail`);
    const code = await waitForSecurityCode(address, since);
    await page.getByLabel('Chiffre 1 sur 6').focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('status').filter({ hasText: 'Identifiant modifié avec succès.' })).toBeVisible();

  const deleteSection = page.getByRole('region', { name: 'Supprimer mon compte' });
  await deleteSection.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(newPassword);
  await deleteSection.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(deleteSection.getByText('Merci de renseigner toutes les données obligatoires.')).toBeVisible();
  await deleteSection.getByRole('checkbox', { name: 'Je confirme vouloir supprimer mon compte' }).focus();
  await page.keyboard.press('Space');
  await deleteSection.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(page).toHaveURL(/#\/delete-user-confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compte supprimé' })).toBeVisible();
  await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'identity-delete-user-confirmation');
  expect((await page.request.get('/api/identity/current-user')).status()).toBe(401);
}

async function fillRegistration(page: Page, person: Record<keyof typeof julien, string>): Promise<void> {
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Numéro de sécurité sociale (sans clé)', exact: true }),
    person.nir,
  );
  await typeInto(page, page.getByRole('textbox', { name: 'Prénom', exact: true }), person.prenom);
  await typeInto(page, page.getByRole('textbox', { name: 'Nom', exact: true }), person.nom);
  await typeInto(page, page.getByRole('textbox', { name: 'Date de naissance' }), person.dateNaissance);
  await typeInto(page, page.getByRole('textbox', { name: 'Code postal', exact: true }), person.codePostal);
  await typeInto(page, page.getByRole('textbox', { name: 'Identifiant (adresse e-mail)', exact: true }), person.email);
  await typeInto(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }), person.password);
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true }),
    person.password,
  );
  await tabTo(page, page.getByRole('checkbox', { name: /conditions générales/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /zéro papier/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Créer mon compte' }));
  await page.keyboard.press('Enter');
}
