import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

test.describe('back office : référentiels et habilitations (issue 14)', () => {
  // Two browsers (staff and member), four axe passes: longer than a one-screen journey.
  test.setTimeout(90_000);

  test('Hélène ajoute un thème de contact, Marie le voit dans « Nous contacter », puis il est désactivé ; un import fautif dit ses lignes', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.admin);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Rubriques du back-office' })
      .getByRole('link', { name: 'Référentiels' })
      .click();
    await expect(page).toHaveTitle('Référentiels – Mutuelle Démo');
    const tables = page.getByRole('table', { name: 'Tables de référence' });
    await expect(tables.getByRole('row', { name: /Civilités/ })).toContainText('2 sur 3');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-referentiels');

    await tables.getByRole('link', { name: 'Thèmes de contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thèmes de contact' })).toBeVisible();
    const grid = page.getByRole('table', { name: 'Thèmes de contact' });
    await expect(grid.getByRole('cell', { name: 'Mutuelle santé', exact: true })).toBeVisible();

    // A code typed as a label is refused in French, with the table's own rule; then added.
    await page.getByRole('button', { name: 'Ajouter une valeur' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter une valeur à « Thèmes de contact »' });
    await add.getByLabel('Code').fill('Action sociale');
    await add.getByLabel('Libellé').fill('Action sociale et aides exceptionnelles');
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(add.getByText(/^Le code s’écrit en minuscules sans accent/).last()).toBeVisible();
    await expect(add.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-referentiel-ajout');
    await add.getByLabel('Code').fill('action-sociale');
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(add).toHaveCount(0);
    await expect(page.getByText('« Action sociale et aides exceptionnelles » est ajoutée.')).toBeVisible();
    const row = grid.getByRole('row', { name: /action-sociale/ });
    await expect(row).toContainText('Active');

    // Marie, in her own browser, is offered it at once in « Nous contacter ».
    const marieContext = await browser.newContext();
    await signIn(marieContext, baseURL!, accounts.marie);
    // Straight to the form: the consent and popup prompts are the home's, and her consents stay
    // unanswered for the journeys that ask them (this database is shared).
    const marie = await marieContext.newPage();
    await marie.goto('/#/espace-adherent/demandes/nouvelle/contact');
    // A first visit downloads the member area's code: on a busy machine, more than the usual 5 s.
    await expect(marie.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible({ timeout: 15_000 });
    const theme = marie.getByLabel('Thème');
    await expect(theme.getByRole('option', { name: 'Action sociale et aides exceptionnelles' })).toHaveCount(1);

    // Deactivated: no longer offered on her next visit; the grid says so.
    await row.getByRole('button', { name: 'Désactiver « Action sociale et aides exceptionnelles »' }).click();
    const off = page.getByRole('dialog', { name: 'Désactiver « Action sociale et aides exceptionnelles »' });
    await expect(off).toContainText('Elle ne sera plus proposée aux adhérents.');
    await off.getByRole('button', { name: 'Confirmer' }).click();
    await expect(row).toContainText('Désactivée');
    await marie.reload();
    await expect(marie.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
    await expect(theme.getByRole('option', { name: 'Mutuelle santé' })).toHaveCount(1);
    await expect(theme.getByRole('option', { name: 'Action sociale et aides exceptionnelles' })).toHaveCount(0);
    await marieContext.close();

    // A CSV with bad lines: each said in French with its line number, nothing imported.
    await page.getByRole('button', { name: 'Importer un fichier CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Importer un fichier CSV dans « Thèmes de contact »' });
    await importer.getByLabel('Fichier CSV').setInputFiles({
      name: 'themes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        '\uFEFFCode;Libellé;Ordre;Actif\r\nsante;Mutuelle santé (renommé);0;oui\r\nAutre Thème;Autre;5;oui\r\nprevoyance;Prévoyance;1;peut-être\r\n',
      ),
    });
    await importer.getByRole('button', { name: 'Importer' }).click();
    const errors = importer.getByRole('alert');
    await expect(errors).toContainText(
      'Le fichier n’a pas été importé : 2 lignes sont en erreur. Rien n’a été modifié',
    );
    await expect(errors.getByRole('listitem')).toHaveText([
      'Ligne 3 : le code s’écrit en minuscules sans accent, chiffres et tirets, de 2 à 40 caractères (par exemple « sante-devis »).',
      'Ligne 4 : la colonne « Actif » vaut « oui » ou « non ».',
    ]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-referentiel-import');
    await importer.getByRole('button', { name: 'Fermer' }).click();
    await expect(grid.getByRole('cell', { name: 'Mutuelle santé', exact: true })).toBeVisible();
    await expect(grid.getByText('Mutuelle santé (renommé)')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-referentiel-table');
  });

  test('Hélène donne au Gestionnaire l’écriture des référentiels dans la matrice, puis la retire', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.admin);
    await page.goto('/admin/habilitations');
    await expect(page.getByRole('heading', { level: 1, name: 'Rôles et habilitations' })).toBeVisible();
    const roles = page.getByRole('table', { name: 'Rôles du personnel' });
    await expect(roles.getByRole('row', { name: /autres_admins/ })).toContainText('Couvre plusieurs clients');
    await expect(page.getByRole('table', { name: 'Comptes du personnel de ce client' })).toContainText(
      'admin@example.com',
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-habilitations');

    // Her own role: shown, not changeable by her.
    await roles.getByRole('link', { name: 'Administrateur Digital' }).click();
    await expect(page.getByText('Vous détenez ce rôle : un rôle ne s’accorde pas de droits.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Référentiels : modification' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enregistrer les habilitations' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Tous les rôles' }).click();
    await roles.getByRole('link', { name: 'Gestionnaire' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Habilitations du rôle Gestionnaire' })).toBeVisible();
    const creation = page.getByRole('checkbox', { name: 'Référentiels : création' });
    const modification = page.getByRole('checkbox', { name: 'Référentiels : modification' });
    await expect(page.getByRole('checkbox', { name: 'Référentiels : lecture' })).toBeChecked();
    await expect(creation).not.toBeChecked();
    await creation.check();
    await modification.check();
    await page.getByLabel('Portée pour Référentiels').selectOption({ label: 'Contrat et bénéficiaires' });
    await page.getByRole('button', { name: 'Enregistrer les habilitations' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Les habilitations du rôle « Gestionnaire »' });
    await expect(saved).toContainText('sont enregistrées');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-habilitations-matrice');

    // Read back from the server, then put back as it was (other journeys share this database).
    await page.reload();
    await expect(creation).toBeChecked();
    await expect(modification).toBeChecked();
    await creation.uncheck();
    await modification.uncheck();
    await page.getByRole('button', { name: 'Enregistrer les habilitations' }).click();
    await expect(saved).toContainText('sont enregistrées');
    await page.reload();
    await expect(creation).not.toBeChecked();
    await expect(modification).not.toBeChecked();
    await page.getByRole('link', { name: 'Tous les rôles' }).click();
    await expect(roles.getByRole('row', { name: /Gestionnaire/ })).toContainText('9 domaines');
  });
});
