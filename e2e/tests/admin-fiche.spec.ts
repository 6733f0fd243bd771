import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

test.describe('back office : fiche adhérent et « Voir comme l’adhérent » (issue 14)', () => {
  test('Hélène ouvre la fiche de Marie, consulte son espace en lecture seule, puis retrouve l’ouverture au journal', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.admin);
    await page.goto('/admin/adherents?nom=marie%20dupont');
    await page.getByRole('table', { name: 'Adhérents' }).getByRole('link', { name: 'Dupont' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marie Dupont' })).toBeVisible();
    await expect(page).toHaveTitle('Marie Dupont – Mutuelle Démo');

    // The sheet: identity, account, contracts with their spec labels, requests, documents.
    const compte = page.getByRole('region', { name: 'Compte du portail' });
    await expect(compte.getByText('marie.dupont@example.com')).toBeVisible();
    await expect(compte.getByText('Actif', { exact: true })).toBeVisible();
    const contrats = page.getByRole('region', { name: 'Contrats' });
    await expect(contrats.getByText('Santé Essentielle — n° 40012345')).toBeVisible();
    await expect(contrats.getByText('Résilié', { exact: true })).toBeVisible();
    await expect(contrats.getByText(/Thomas Dupont \(conjoint\), Lucas Dupont \(enfant\)/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Demandes' }).getByText(/D00000002/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Documents' }).getByText('(Relevés de remboursements)').first(),
    ).toBeVisible();
    // Staff see actions that the state allows, each asking for a reason first.
    const actions = compte.getByRole('group', { name: 'Actions sur le compte' });
    await actions.getByRole('button', { name: 'Désactiver le compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Désactiver le compte' });
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(dialog.getByText('Indiquez le motif de cette action.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-fiche');

    // « Voir comme l'adhérent »: her own area, bannered, read only.
    await compte.getByRole('button', { name: 'Voir comme l’adhérent' }).click();
    await expect(page).toHaveURL(/#\/espace-adherent$/);
    const banner = page.getByRole('region', { name: 'Consultation par le personnel' });
    await expect(banner).toContainText('Hélène Garnier, vous consultez l’espace de Marie Dupont tel qu’il le voit.');
    await expect(page.getByRole('heading', { level: 1, name: /Bonjour Marie Dupont/ })).toBeVisible();
    // No consent or popup is answered in her name.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-voir-comme');

    // A write is refused, in French, and nothing changes.
    await page.goto('/#/espace-adherent/remboursements');
    const alerte = page.getByRole('checkbox', { name: 'Recevoir un e-mail à chaque nouveau remboursement' });
    const before = await alerte.isChecked();
    await alerte.click();
    await expect(
      page.getByText('Vous consultez l’espace de l’adhérent : aucune modification n’est possible.'),
    ).toBeVisible();
    await page.reload();
    await expect(alerte).toBeChecked({ checked: before });

    // Quit: back to her sheet, the staff session intact; the opening is in the history and the log.
    await banner.getByRole('button', { name: 'Quitter la consultation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marie Dupont' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historique des actions du personnel' })).toContainText(
      '« Voir comme l’adhérent » — admin@example.com',
    );
    await page
      .getByRole('navigation', { name: 'Rubriques du back-office' })
      .getByRole('link', { name: 'Journal d’audit' })
      .click();
    await page.getByLabel('Domaine').selectOption({ label: 'Adhérents' });
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const journal = page.getByRole('table', { name: 'Journal d’audit' });
    await expect(journal.getByRole('row', { name: /Voir comme l’adhérent/ }).first()).toContainText(
      'Marie Dupont (P100001)',
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-audit');
  });
});
