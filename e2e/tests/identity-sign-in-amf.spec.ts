import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { clientOrigin } from '../support/demo';
import { securityCode, waitForMail } from '../support/mail';
import { createConfirmedAccount, newMembers } from '../support/mail-accounts';
import { closeMemberPopups } from '../support/member-prompts';
import { saveScreenshot } from '../support/screenshots';
import { fillSignInForm } from '../support/sign-in';
import { expect, test } from '../support/test';

const thomas = newMembers.thomas;
const mobile = '0612345678';

/** A code pasted into the six boxes (§5: paste is accepted). */
async function pasteCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Chiffre 1 sur 6').evaluate((box, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

async function signInForm(page: Page): Promise<void> {
  await page.goto('/login');
  await fillSignInForm(page, { userName: thomas.email, password: thomas.password });
}

test('protection via SMS : activation depuis « Mon compte », connexion avec le code LOGIN_AMF, puis nouvel identifiant', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await createConfirmedAccount(request, clientOrigin(test.info().project.use.baseURL, 'demo'), thomas);

  await signInForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Thomas Dupont' })).toBeVisible();
  // Registered without answering the consents: they come first on the home, then the CMS popups.
  await closeMemberPopups(page, { consents: true });
  await page.goto('/#/espace-adherent/mon-compte');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(
    page.getByText(
      'La protection via SMS n’est pas activée : un code vous sera demandé à chaque connexion une fois activée.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'identity-account');

  // Activation: the code goes by SMS to the new mobile.
  await page.getByRole('textbox', { name: 'Téléphone portable' }).fill('01 23 45 67 89');
  await page.getByRole('button', { name: 'Activer la protection' }).click();
  // A landline is refused by the server: the send fails with the rule's French text.
  await expect(page.getByRole('alert').filter({ hasText: "L'envoi du code de sécurité a échoué." })).toContainText(
    'Le numéro de téléphone portable doit comporter 10 chiffres (06 ou 07…).',
  );
  let since = Date.now();
  await page.getByRole('textbox', { name: 'Téléphone portable' }).fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Activer la protection' }).click();
  const modal = page.getByRole('dialog', { name: 'Vérification de votre identité' });
  await expect(modal).toContainText('par SMS');
  await pasteCode(page, securityCode(await waitForMail(mobile, since)));
  await expect(page.getByLabel('Chiffre 6 sur 6')).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'identity-mfa-modal');
  await modal.getByRole('button', { name: 'Valider' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'La protection via SMS a été activée sur votre compte.' }),
  ).toBeVisible();
  await expect(page.getByText(/La protection via SMS est activée sur votre compte/)).toBeVisible();

  // Signed out, the next sign-in asks for a LOGIN_AMF code before any session.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).not.toHaveURL(/espace-adherent/);
  since = Date.now();
  await signInForm(page);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Un code de sécurité à 6 chiffres vient de vous être envoyé par SMS');
  const code = securityCode(await waitForMail(mobile, since));
  expect((await page.request.get('/api/identity/current-user')).status()).toBe(401);

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Chiffre 1 sur 6').focus();
  await page.keyboard.type(wrong);
  await page.keyboard.press('Enter');
  await expect(modal.getByText('Le code de sécurité est incorrect.')).toBeVisible();

  // No new code within 30 s of the last one (decision 010): the button waits, counting down, so a
  // member cannot end the sign-in step by asking too early (§8: a failed send closes the modal).
  await expect(modal.getByRole('button', { name: /Renvoyer le code \(dans \d+ s\)/ })).toBeDisabled();
  await expect(modal).toBeVisible();
  // The first code, typed with the keyboard.
  await page.getByLabel('Chiffre 1 sur 6').focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Thomas Dupont' })).toBeVisible();

  // Deactivation, proved by a code as well.
  await page.goto('/#/espace-adherent/mon-compte');
  // The member prompts were closed for this visit, and never come over « Mon compte ».
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A new identifier (issue 13): the owner proves himself first (VERIFY_AMF, by SMS since the
  // account is protected), then the new address with the code sent to it.
  const newEmail = 'thomas.dupont@nantes.example.com';
  const identifier = page.getByRole('region', { name: 'Modifier mon identifiant' });
  await identifier.getByRole('textbox', { name: 'Nouvel identifiant (adresse e-mail)' }).fill(newEmail);
  await identifier.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(thomas.password);
  since = Date.now();
  await identifier.getByRole('button', { name: 'Valider' }).click();
  await expect(modal).toContainText('par SMS');
  await pasteCode(page, securityCode(await waitForMail(mobile, since)));
  await modal.getByRole('button', { name: 'Valider' }).click();
  await expect(modal).toContainText('par e-mail');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'identity-identifier-new-address');
  await pasteCode(page, securityCode(await waitForMail(newEmail, since)));
  await modal.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Identifiant modifié avec succès.' })).toBeVisible();
  const notice = await waitForMail(thomas.email, since);
  expect(notice.text).toContain(newEmail);

  since = Date.now();
  await page.getByRole('button', { name: 'Désactiver la protection' }).click();
  await pasteCode(page, securityCode(await waitForMail(mobile, since)));
  await modal.getByRole('button', { name: 'Valider' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'La protection via SMS a été désactivée sur votre compte.' }),
  ).toBeVisible();
});
