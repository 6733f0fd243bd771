import { devices } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { tabTo, typeInto } from '../support/keyboard';
import { saveScreenshot } from '../support/screenshots';
import { answerConsents, closeMemberPopups } from '../support/member-prompts';
import { signIn } from '../support/sign-in';
import { uploadsDone } from '../support/uploads';
import { expect, test } from '../support/test';

/*
 * Member area, part 1 (issue 10): the frame, the request engine, « Mes demandes » and « Mes
 * documents », against the real server and its demo data (Marie Dupont).
 */

const pdf = (label: string) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from(`% ${label}\n`),
    Buffer.alloc(2000, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001a5f645400000000049454e44ae426082',
  'hex',
);

test.describe('espace adhérent : demandes et documents', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signIn(context, baseURL!, accounts.marie);
    // The home's prompts are not these journeys' subject: the consents answered, the CMS popups
    // are then the only ones to come, each awaited and closed (closeMemberPopups).
    await answerConsents(context, baseURL!, true);
  });

  test('une demande de contact au clavier avec deux pièces jointes, puis la réponse à une demande en attente de pièces', async ({
    page,
  }) => {
    // Two journeys in one (a request with two uploads, then a reply with one): 24 s on a quiet
    // machine, 33 s on a loaded one, over the 30 s default.
    test.setTimeout(60_000);
    await page.goto('/#/espace-adherent');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Marie Dupont' })).toBeVisible();
    await closeMemberPopups(page);
    const nav = page.getByRole('navigation', { name: 'Espace adhérent' });
    await expect(nav.getByRole('link')).toHaveText([
      'Accueil',
      'Mes contrats',
      'Mes remboursements',
      'Mes documents',
      'Mes demandes',
      'Mon profil',
    ]);
    await expect(page.getByRole('heading', { name: 'Mes dernières demandes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mes derniers documents' })).toBeVisible();
    await saveScreenshot(page, 'espace-accueil-bureau');
    await expectNoAxeViolations(page);

    // Every section of the navigation has landed: none says « Bientôt disponible » any more.
    await nav.getByRole('link', { name: 'Mes remboursements' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes remboursements' })).toBeVisible();
    await expect(page.getByText('Bientôt disponible')).toHaveCount(0);

    // Keyboard only, from « Mes demandes » to the sent request.
    await page.goto('/#/espace-adherent/demandes');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes demandes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('link', { name: 'Faire une demande' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Faire une demande' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Santé contract held by Marie: contact, remboursement and hospitalisation; no sinistre (prévoyance).
    // Holder of a santé contract: also the card by post, beneficiaries and guarantees (issue 11).
    await expect(page.locator('.choice-list').getByRole('link')).toHaveCount(7);
    await tabTo(page, page.getByRole('link', { name: /^Nous contacter/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();

    // Sent empty: the §5 message, and nothing goes to the server.
    await tabTo(page, page.getByRole('button', { name: 'Envoyer ma demande' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Merci de renseigner toutes les données obligatoires.').first()).toBeVisible();
    await expect(page.getByText('Choisissez le thème de votre demande.')).toBeVisible();
    await expectNoAxeViolations(page);

    const theme = page.getByLabel('Thème');
    await tabTo(page, theme);
    await page.keyboard.press('ArrowDown');
    await expect(theme).toHaveValue('sante');
    const motif = page.getByLabel('Motif');
    await tabTo(page, motif);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(motif).toHaveValue('sante-contrat');
    await typeInto(page, page.getByLabel('Objet (facultatif)'), 'Changement de situation');
    await typeInto(
      page,
      page.getByLabel('Votre message'),
      'Bonjour, je me suis pacsée le 2 novembre. Vous trouverez notre attestation et la carte Vitale.',
    );
    await tabTo(page, page.getByRole('button', { name: 'Choisir des fichiers' }));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles([
      { name: 'attestation-pacs.pdf', mimeType: 'application/pdf', buffer: pdf('pacs') },
      { name: 'carte-vitale.png', mimeType: 'image/png', buffer: png },
    ]);
    await uploadsDone(page, 2);
    await saveScreenshot(page, 'demande-contact-bureau');
    await tabTo(page, page.getByRole('button', { name: 'Envoyer ma demande' }));
    await page.keyboard.press('Enter');

    await expect(
      page.getByText(
        'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais. Un accusé de réception vous a été envoyé par e-mail.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Changement de situation' })).toBeVisible();
    await expect(page.locator('.demande-head').getByText('Reçue')).toBeVisible();
    await expect(page.getByText('attestation-pacs.pdf')).toBeVisible();
    await expect(page.getByText('carte-vitale.png')).toBeVisible();
    await expectNoAxeViolations(page);

    // In the list, newest first, with its status chip.
    await page.getByRole('link', { name: 'Retour à mes demandes' }).click();
    const first = page.locator('.item-list__item').first();
    await expect(first.getByRole('link')).toHaveText('Changement de situation');
    await expect(first.getByText('Reçue')).toBeVisible();

    // The request waiting for a document: filter, open, answer with the paid invoice.
    await page.getByLabel('Statut').selectOption('en_attente_pieces');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page.locator('.item-list__item')).toHaveCount(1);
    await expect(page.getByText('1 nouveau message')).toBeVisible();
    await saveScreenshot(page, 'demandes-liste-bureau');
    await page.locator('.item-list__item').first().getByRole('link').click();
    await expect(page.getByText('Votre mutuelle attend un document de votre part')).toBeVisible();
    await expect(page.getByText(/La facture jointe ne porte pas la mention/)).toBeVisible();
    await saveScreenshot(page, 'demande-attente-pieces-bureau');
    await page.getByLabel('Votre message').fill('Voici la facture acquittée, avec le cachet du cabinet.');
    const replyChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choisir des fichiers' }).click();
    await (
      await replyChooser
    ).setFiles({ name: 'facture-acquittee.pdf', mimeType: 'application/pdf', buffer: pdf('acquittee') });
    await uploadsDone(page, 1);
    await page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await expect(page.getByText('Votre réponse a bien été envoyée.')).toBeVisible();
    // Focus is not dropped to the page: it goes to the thread, where the reply now is (issue 25).
    await expect(page.getByRole('heading', { name: 'Échanges' })).toBeFocused();
    await expect(page.locator('.demande-head').getByText('En cours')).toBeVisible();
    const thread = page.getByRole('list').filter({ hasText: 'Voici la facture acquittée' });
    await expect(thread.getByText('facture-acquittee.pdf')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('une réponse perdue en route : la demande renvoyée n’est enregistrée qu’une fois (Idempotency-Key, décision 044)', async ({
    page,
  }) => {
    const subject = `Réponse perdue ${Date.now()}`;
    await page.goto('/#/espace-adherent');
    await closeMemberPopups(page);
    await page.goto('/#/espace-adherent/demandes');
    await page.getByRole('link', { name: 'Faire une demande' }).click();
    await page.getByRole('link', { name: /^Nous contacter/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
    await page.getByLabel('Thème').selectOption('sante');
    await page.getByLabel('Motif').selectOption('sante-contrat');
    await page.getByLabel('Objet (facultatif)').fill(subject);
    await page.getByLabel('Votre message').fill('Envoyée depuis le métro : la réponse du serveur se perd en route.');

    // The request reaches the server and is saved; its answer never comes back (the train enters a tunnel).
    const sentKeys: string[] = [];
    await page.route('**/api/forms/contact/**', async (route) => {
      sentKeys.push(route.request().headers()['idempotency-key'] ?? '');
      const saved = await route.fetch();
      expect(saved.status()).toBe(200);
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByText('Impossible de se connecter au serveur').first()).toBeVisible();
    await saveScreenshot(page, 'demande-reponse-perdue');
    await page.unroute('**/api/forms/contact/**');

    // The member sends it again: the same key, so the server answers with the first answer.
    const replay = page.waitForResponse((response) => response.url().includes('/api/forms/contact/'));
    page.on('request', (request) => {
      if (request.url().includes('/api/forms/contact/')) sentKeys.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    expect((await replay).headers()['idempotent-replayed']).toBe('true');
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentKeys[1]).toBe(sentKeys[0]);

    await page.getByRole('link', { name: 'Retour à mes demandes' }).click();
    await expect(page.locator('.item-list__item').first().getByRole('link')).toHaveText(subject);
    await expect(page.locator('.item-list__item').getByRole('link', { name: subject })).toHaveCount(1);
  });

  test('une pièce jointe en échec retient la demande : le membre la réessaie ou la retire, rien ne part sans lui dire', async ({
    page,
  }) => {
    const subject = `Pièce en échec ${Date.now()}`;
    await page.goto('/#/espace-adherent');
    await closeMemberPopups(page);
    await page.goto('/#/espace-adherent/demandes');
    await page.getByRole('link', { name: 'Faire une demande' }).click();
    await page.getByRole('link', { name: /^Nous contacter/ }).click();
    await page.getByLabel('Thème').selectOption('sante');
    await page.getByLabel('Motif').selectOption('sante-contrat');
    await page.getByLabel('Objet (facultatif)').fill(subject);
    await page.getByLabel('Votre message').fill('Ma facture, envoyée depuis un téléphone sur un réseau faible.');
    // The upload fails (the network drops it): the file stays listed as « Échec ».
    await page.route('**/api/uploads', (route) => route.abort('connectionreset'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choisir des fichiers' }).click();
    await (await chooser).setFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: pdf('facture') });
    const item = page.getByRole('list', { name: 'Fichiers joints' }).getByRole('listitem');
    await expect(item).toContainText('Échec');
    const notSent = page.getByText('Un fichier n’a pas pu être envoyé : réessayez-le ou retirez-le avant de valider.');
    await expect(notSent).toBeVisible();
    const send = page.getByRole('button', { name: 'Envoyer ma demande' });
    await expect(send).toBeDisabled();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'demande-piece-en-echec');
    await page.unroute('**/api/uploads');
    // Removed, the request goes without it, the member having chosen so.
    await item.getByRole('button', { name: 'Retirer (facture.pdf)' }).click();
    await expect(notSent).toHaveCount(0);
    await send.click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  });

  test('Mes documents : non lus signalés, recherche, visionneuse et téléchargement', async ({ page }) => {
    await page.goto('/#/espace-adherent/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Courriers' })).toHaveAttribute('aria-selected', 'true');
    const items = page.locator('.item-list__item');
    await expect(items.first()).toBeVisible();
    await expect(page.locator('.item-list__item--unread').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'documents-bureau');

    // Accents ignored: « teletransmission » finds « télétransmission ».
    await page.getByLabel('Rechercher dans les titres').fill('teletransmission');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Votre télétransmission avec l’Assurance maladie est active');

    const firstTitle = (await items.first().locator('.item-list__title').textContent())!.replace('Nouveau', '').trim();
    await items
      .first()
      .getByRole('button', { name: `Afficher ${firstTitle}` })
      .click();
    const viewer = page.getByRole('dialog', { name: firstTitle });
    await expect(viewer).toBeVisible();
    const frame = viewer.locator('iframe');
    await expect(frame).toHaveAttribute('src', /\/api\/adherent\/courriers\/[0-9a-f-]+\/visionneuse$/);
    const inline = await page.request.get((await frame.getAttribute('src'))!);
    expect(inline.headers()['content-type']).toBe('application/pdf');
    expect(inline.headers()['content-disposition']).toMatch(/^inline/);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Télécharger' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await viewer.getByRole('button', { name: 'Fermer' }).click();
    await expect(viewer).toBeHidden();
    await expect(items.first()).not.toHaveClass(/item-list__item--unread/);

    await page.getByRole('tab', { name: 'Documents du contrat' }).click();
    await expect(page.getByRole('tabpanel').locator('.item-list__item').first()).toBeVisible();
  });

  test('sur un téléphone, un mot sans fin (objet de 120 « O », adresse e-mail, IBAN) revient à la ligne partout', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseURL! });
    await signIn(context, baseURL!, accounts.marie);
    await answerConsents(context, baseURL!, true);
    const page = await context.newPage();
    const fitsTheScreen = async (what: string) =>
      expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: what })
        .toBeLessThanOrEqual(0);
    await page.goto('/#/espace-adherent');
    await closeMemberPopups(page);
    await page.goto('/#/espace-adherent/demandes/nouvelle');
    await page.getByRole('link', { name: /^Nous contacter/ }).click();
    await page.getByLabel('Thème').selectOption('sante');
    await page.getByLabel('Motif').selectOption('sante-contrat');
    const subject = 'O'.repeat(120);
    await page.getByLabel('Objet (facultatif)').fill(subject);
    await page
      .getByLabel('Votre message')
      .fill(
        'Écrivez-moi à marie.dupont.avec.une.adresse.tres.longue.pour.le.travail@entreprise-du-grand-ouest.example.com ' +
          'ou remboursez sur FR7630003021500005061738293FR7630003021500005061738293.',
      );
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await fitsTheScreen('la demande');
    await saveScreenshot(page, 'demande-mot-long-telephone');
    await page.getByRole('link', { name: 'Retour à mes demandes' }).click();
    await expect(page.getByRole('link', { name: subject }).first()).toBeVisible();
    await fitsTheScreen('la liste des demandes');
    await page.goto('/#/espace-adherent');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Marie Dupont' })).toBeVisible();
    await fitsTheScreen('l’accueil');
    await context.close();
  });

  test('sur un téléphone : menu de navigation, accueil, demandes et documents', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseURL! });
    await signIn(context, baseURL!, accounts.marie);
    await answerConsents(context, baseURL!, true);
    const page = await context.newPage();
    await page.goto('/#/espace-adherent');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Marie Dupont' })).toBeVisible();
    await closeMemberPopups(page);
    const menu = page.getByRole('button', { name: /^Menu/ });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('navigation', { name: 'Espace adhérent' }).getByRole('link', { name: 'Mes demandes' }),
    ).toBeHidden();
    await saveScreenshot(page, 'espace-accueil-telephone');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'espace-menu-telephone');
    await page.getByRole('link', { name: 'Mes demandes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes demandes' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await saveScreenshot(page, 'demandes-liste-telephone');
    await page.locator('.item-list__item').first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Suivi de la demande' })).toBeVisible();
    await saveScreenshot(page, 'demande-detail-telephone');
    await page.goto('/#/espace-adherent/demandes/nouvelle/remboursement');
    await expect(page.getByRole('heading', { level: 1, name: 'Demande de remboursement' })).toBeVisible();
    await expect(page.getByLabel('Personne soignée')).toHaveValue('P100001');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'demande-remboursement-telephone');
    await page.goto('/#/espace-adherent/documents');
    await expect(page.locator('.item-list__item').first()).toBeVisible();
    await saveScreenshot(page, 'documents-telephone');
    await context.close();
  });
});
