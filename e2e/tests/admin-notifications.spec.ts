import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { waitForMail } from '../support/mail';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

const titre = 'Votre carte de tiers payant 2027 est prête';
const audienceNom = 'Santé Essentielle, compte actif (parcours)';

test.describe('back office : audiences et notifications (issue 15)', () => {
  test('Hélène construit une audience, lui envoie une notification dans le portail et par e-mail ; Marie la lit', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signIn(context, baseURL!, accounts.admin);

    // The audience: members of Santé Essentielle with a portal account, counted live.
    await page.goto('/admin/audiences');
    await page.getByRole('link', { name: 'Nouvelle audience' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle audience' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nom' }).fill(audienceNom);
    const root = page.getByRole('group', { name: 'Groupe principal' });
    const count = page.getByRole('status').filter({ hasText: /adhérent|Complétez|Calcul/ });
    await expect(count).toHaveText('Complétez les conditions pour connaître le nombre d’adhérents.');
    await root.getByRole('group', { name: 'Condition 1' }).getByRole('checkbox', { name: 'Santé Essentielle' }).check();
    await root.getByRole('button', { name: 'Ajouter une condition au groupe principal' }).click();
    const second = root.getByRole('group', { name: 'Condition 2' });
    await second.getByRole('combobox', { name: 'Critère' }).selectOption({ label: 'Compte du portail' });
    await expect(second.getByRole('combobox', { name: 'Compte du portail' })).toHaveValue('true');
    // Marie (holder) and Lucas (beneficiary) of contract 40012345 have an account.
    await expect(count).toHaveText(/^[2-9]\d* adhérents, dont [2-9]\d* joignables \(compte du portail actif\)$/);
    await page.getByRole('button', { name: 'Voir les premiers adhérents' }).click();
    const preview = page.getByRole('table', { name: 'Premiers adhérents de l’audience, par nom' });
    await expect(preview.getByRole('cell', { name: 'Marie', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-audience');
    await page.getByRole('button', { name: 'Enregistrer l’audience' }).click();
    await expect(page.getByText('L’audience est enregistrée.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/audiences\/\d+$/);

    // The notification: rich text, a link to « Mes contrats », the audience, portal and e-mail.
    await page.goto('/admin/notifications');
    await page.getByRole('link', { name: 'Nouvelle notification' }).click();
    await page.getByRole('textbox', { name: 'Titre' }).fill(titre);
    await page.getByRole('textbox', { name: 'Texte de la notification' }).click();
    await page.keyboard.type(
      'Votre nouvelle carte est disponible dans votre espace, à télécharger ou à montrer depuis votre téléphone.',
    );
    await page.getByRole('combobox', { name: /Lien vers une page/ }).selectOption({ label: 'Mes contrats' });
    await page.getByRole('combobox', { name: 'Audience' }).selectOption({ label: audienceNom });
    await expect(page.getByText(/^\d+ adhérents joignables \(compte du portail actif\)$/)).toBeVisible();
    await page.getByRole('checkbox', { name: /Par e-mail/ }).check();
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(page).toHaveURL(/\/admin\/notifications\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Notification « ${titre} »` })).toBeVisible();

    const since = Date.now();
    await page.getByRole('button', { name: 'Envoyer maintenant' }).click();
    const confirm = page.getByRole('dialog', { name: 'Envoyer maintenant' });
    await expect(confirm).toContainText(/Envoyer cette notification maintenant à \d+ adhérents ?/);
    await confirm.getByRole('button', { name: 'Envoyer', exact: true }).click();
    // The scheduler takes it within seconds; the figures follow.
    const figures = page.getByRole('region', { name: 'Chiffres d’envoi' });
    await expect(figures.getByText(/^Envoyée le /)).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-notification-envoyee');

    // The e-mail, with its unsubscribe link.
    const mail = await waitForMail(accounts.marie.userName, since, 20_000, /Votre carte de tiers payant 2027/);
    expect(mail.subject).toBe(`Mutuelle Démo : ${titre}`);
    expect(mail.text).toMatch(
      /Ne plus recevoir les notifications par e-mail : http:\/\/\S+\/notifications\/desabonnement\?jeton=/,
    );

    // Marie, in her own browser: the bell says how many are unread; she reads it, the count drops.
    const marieContext = await browser.newContext({ baseURL: baseURL!, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    try {
      await signIn(marieContext, baseURL!, accounts.marie);
      const marie = await marieContext.newPage();
      await marie.goto('/#/espace-adherent/notifications');
      const bell = marie.getByRole('link', { name: /^Notifications, \d+ non lues?$/ });
      await expect(bell).toBeVisible();
      const unread = Number(/(\d+) non lue/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);
      expect(unread).toBeGreaterThanOrEqual(1);
      await expect(marie.getByRole('heading', { level: 1, name: 'Mes notifications' })).toBeVisible();
      const item = marie.getByRole('article', { name: new RegExp(titre) });
      await expect(item).toContainText('Votre nouvelle carte est disponible dans votre espace');
      await expect(item.getByRole('link', { name: 'Mes contrats' })).toBeVisible();
      await expectNoAxeViolations(marie);
      await saveScreenshot(marie, 'member-notifications');
      await marie.getByRole('button', { name: `Marquer « ${titre} » comme lue` }).click();
      const after = unread - 1;
      await expect(
        marie.getByRole('link', {
          name:
            after === 0 ? 'Notifications, aucune non lue' : `Notifications, ${after} non lue${after > 1 ? 's' : ''}`,
        }),
      ).toBeVisible();
      await expect(marie.getByRole('button', { name: `Marquer « ${titre} » comme lue` })).toHaveCount(0);
    } finally {
      await marieContext.close();
    }

    // Back office: one read in the portal.
    await page.reload();
    await expect(figures.getByRole('definition').nth(1)).toHaveText('1');
  });
});
