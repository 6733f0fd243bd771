import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { tabTo } from '../support/keyboard';
import { answerConsents, closeMemberPopups, memberPrompts } from '../support/member-prompts';
import { saveScreenshot } from '../support/screenshots';
import { signIn, xsrfToken } from '../support/sign-in';
import { xssPayloads } from '../../apps/server/src/lib/xss-payloads';
import { expect, test } from '../support/test';
import { expectNothingRan, trapScripts } from '../support/xss';

/** The date (JJ/MM/AAAA) and time (HH:MM), Paris time, of the first minute at least `seconds` from now. */
function parisMinuteAfter(seconds: number): { date: string; time: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}`, at };
}

/** Removes a block created by a journey (shared database: other journeys count the demo popups). */
async function deleteBloc(page: Page, baseURL: string, name: string) {
  const token = await xsrfToken(page.context(), baseURL);
  const { listes } = await (await page.request.get(`${baseURL}/api/admin/cms/listes`)).json();
  for (const liste of listes as { blocs: { id: number; name: string }[] }[])
    for (const bloc of liste.blocs.filter((b) => b.name === name))
      await page.request.delete(`${baseURL}/api/admin/cms/blocs/${bloc.id}`, { headers: { 'X-XSRF-TOKEN': token } });
}

test.describe('back office : contenus (CMS), issue 15', () => {
  test('Hélène écrit une popup et programme sa publication ; Lucas la voit à l’heure dite, une seule fois', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await signIn(context, baseURL!, accounts.admin);
    try {
      await page.goto('/admin/contenus');
      await expect(page.getByRole('heading', { level: 1, name: 'Contenus (CMS)' })).toBeVisible();
      const popups = page.getByRole('region', { name: 'Popups' });
      await expect(popups.getByRole('link', { name: 'Modifier nouvel-espace' })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'admin-cms-listes');

      await popups.getByRole('link', { name: 'Nouveau bloc (Popups)' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nouveau bloc de la liste Popups' })).toBeVisible();
      await page.getByLabel('Nom du bloc').fill('voeux-2027');
      await page.getByLabel('Titre', { exact: true }).fill('Meilleurs vœux');
      const editor = page.getByRole('textbox', { name: 'Contenu' });
      await editor.click();
      await page.keyboard.type('Toute l’équipe de Mutuelle Démo vous souhaite une belle année 2027.');
      await page.getByLabel(/^Affichage unique/).check();
      await page.getByRole('button', { name: 'Créer le brouillon' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Bloc voeux-2027' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Bloc créé en brouillon' })).toBeVisible();

      // The preview is the portal's own popup, with the draft.
      await page.getByRole('button', { name: 'Voir l’aperçu' }).click();
      const preview = page.getByRole('dialog', { name: 'Meilleurs vœux' });
      await expect(preview.getByText('vous souhaite une belle année 2027')).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'admin-cms-apercu-popup');
      await preview.getByRole('button', { name: 'Fermer' }).click();

      // A moment already past is refused in French; the next minutes are accepted.
      const publication = page.getByRole('region', { name: 'Publication' });
      const when = publication.getByRole('group', { name: 'Publier à une date (heure de Paris)' });
      await when.getByLabel('Date', { exact: true }).fill('01/01/2020');
      await when.getByLabel('Heure (HH:MM)').fill('09:00');
      await when.getByRole('button', { name: 'Programmer la publication' }).click();
      await expect(when.getByText(/La date de publication est passée/)).toBeVisible();
      const { date, time, at } = parisMinuteAfter(75);
      await when.getByLabel('Date', { exact: true }).fill(date);
      await when.getByLabel('Heure (HH:MM)').fill(time);
      await when.getByRole('button', { name: 'Programmer la publication' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Publication programmée le' })).toBeVisible();
      await expect(page.getByText('Jamais publié')).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'admin-cms-bloc');

      // Lucas, in his own browser, before the time: only the demo popups.
      const lucas = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
      await signIn(lucas, baseURL!, accounts.lucas);
      await answerConsents(lucas, baseURL!, true);
      const before = await lucas.newPage();
      await before.goto('/#/espace-adherent');
      await expect(before.getByRole('dialog', { name: memberPrompts.welcome })).toBeVisible({ timeout: 20_000 });
      await closeMemberPopups(before);

      await expect
        .poll(async () => (await before.request.get('/api/cms/blocklists?name=Popups&itemName=voeux-2027')).status(), {
          timeout: Math.max(5_000, at.getTime() - Date.now() + 20_000),
          intervals: [5_000],
        })
        .toBe(200);

      // After it: his next visit shows it once (single display); the one after does not.
      const after = await lucas.newPage();
      await after.goto('/#/espace-adherent');
      const carte = after.getByRole('dialog', { name: memberPrompts.carte });
      await expect(carte).toBeVisible({ timeout: 20_000 });
      await carte.getByRole('button', { name: 'Fermer' }).click();
      const voeux = after.getByRole('dialog', { name: 'Meilleurs vœux' });
      await expect(
        voeux.getByText('Toute l’équipe de Mutuelle Démo vous souhaite une belle année 2027.'),
      ).toBeVisible();
      await expectNoAxeViolations(after);
      await saveScreenshot(after, 'admin-cms-popup-adherent');
      await voeux.getByRole('button', { name: 'Fermer' }).click();
      await expect(after.getByRole('dialog')).toHaveCount(0);
      const again = await lucas.newPage();
      await again.goto('/#/espace-adherent');
      await again.getByRole('dialog', { name: memberPrompts.carte }).getByRole('button', { name: 'Fermer' }).click();
      await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(again.getByRole('dialog')).toHaveCount(0);
      await lucas.close();

      // Back office: the block is online, its history says who published it.
      await page.reload();
      await expect(page.getByText('En ligne', { exact: true })).toBeVisible();
      const history = page.getByRole('region', { name: 'Historique des versions' });
      await expect(history.getByRole('row', { name: /admin@example\.com/ })).toContainText('Publiée');
    } finally {
      await deleteBloc(page, baseURL!, 'voeux-2027');
    }
  });

  test('au clavier seul : la barre d’outils de l’éditeur, puis une page statique créée, prévisualisée et publiée à son adresse', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn(context, baseURL!, accounts.admin);
    try {
      await page.goto('/admin/contenus');
      const pages = page.getByRole('region', { name: 'Pages_Statiques' });
      await pages.getByRole('link', { name: 'Nouveau bloc (Pages_Statiques)' }).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Nouveau bloc de la liste Pages_Statiques' }),
      ).toBeVisible();
      await page.getByLabel('Nom du bloc').focus();
      await page.keyboard.type('nos-engagements');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Nos engagements');

      // One tab stop for the whole toolbar; the arrows move inside it.
      const toolbar = page.getByRole('toolbar', { name: 'Mise en forme : Contenu' });
      await page.keyboard.press('Tab');
      await expect(toolbar.getByRole('button', { name: 'Paragraphe' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(toolbar.getByRole('button', { name: 'Titre 4' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toolbar.getByRole('button', { name: 'Titre 4' })).toHaveAttribute('aria-pressed', 'true');
      const editor = page.getByRole('textbox', { name: 'Contenu' });
      await expect(editor).toBeFocused();
      await page.keyboard.type('Qualité de service');
      await page.keyboard.press('Enter');
      const sentence = 'Nous répondons à vos demandes sous 48 heures.';
      await page.keyboard.type(sentence);
      // Select the sentence, then Alt+F10 to the toolbar, to « Gras », and Escape back to the text.
      // (Shift+Home left it unselected with the Chromium of 2026-11-28, 156.0.8078.108; a character at a time selects it everywhere.)
      for (let i = 0; i < sentence.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      // As a person reads the highlight before reaching for the toolbar: the whole sentence is
      // selected, and the editor has had its selectionchange (a frame later) before focus leaves it.
      // On a loaded machine Alt+F10 otherwise left with the editor's selection one character short.
      await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(sentence);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.keyboard.press('Alt+F10');
      await expect(toolbar.getByRole('button', { name: 'Titre 4' })).toBeFocused();
      await page.keyboard.press('Home');
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      await expect(toolbar.getByRole('button', { name: 'Gras' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toolbar.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'true');
      await expect(editor.locator('strong')).toHaveText('Nous répondons à vos demandes sous 48 heures.');
      // A link, from the toolbar, through its dialog.
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.type('Le détail figure dans ');
      await page.keyboard.press('Alt+F10');
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      await expect(toolbar.getByRole('button', { name: 'Lien', exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Lien' });
      await tabTo(page, dialog.getByLabel('Adresse du lien'));
      await page.keyboard.type('#/page/cgu');
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Texte du lien')).toBeFocused();
      await page.keyboard.type('nos conditions générales');
      await page.keyboard.press('Enter');
      await expect(editor.getByRole('link', { name: 'nos conditions générales' })).toHaveAttribute(
        'href',
        '#/page/cgu',
      );
      await expect(editor).toBeFocused();
      await page.keyboard.type('.');
      await expect(editor.locator('p').last()).toHaveText('Le détail figure dans nos conditions générales.');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'admin-cms-editeur');

      // Saved with the keyboard: Tab from the text to the button.
      await tabTo(page, page.getByRole('button', { name: 'Créer le brouillon' }), 5);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Bloc nos-engagements' })).toBeVisible();

      // Not published: unknown at its address; the staff preview shows it in the portal's layout.
      const visitor = await context.browser()!.newContext({ baseURL });
      const visit = await visitor.newPage();
      await visit.goto('/#/page/nos-engagements');
      await expect(visit.getByRole('heading', { level: 1, name: 'Page inconnue' })).toBeVisible();
      const [previewPage] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: 'Ouvrir l’aperçu de la page dans le portail (nouvel onglet)' }).click(),
      ]);
      await expect(previewPage.getByRole('heading', { level: 1, name: 'Nos engagements' })).toBeVisible();
      await expect(previewPage.getByRole('heading', { level: 4, name: 'Qualité de service' })).toBeVisible();
      await expect(previewPage.getByText('Aperçu réservé au personnel')).toBeVisible();
      await expectNoAxeViolations(previewPage);
      await saveScreenshot(previewPage, 'admin-cms-apercu-page');
      await previewPage.close();

      const publish = page.getByRole('button', { name: 'Publier maintenant' });
      await publish.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Le bloc est publié' })).toBeVisible();
      await visit.goto('/#/page/nos-engagements');
      await visit.reload();
      await expect(visit.getByRole('heading', { level: 1, name: 'Nos engagements' })).toBeVisible();
      await expect(visit.getByRole('link', { name: 'nos conditions générales' })).toBeVisible();
      await visitor.close();
    } finally {
      await deleteBloc(page, baseURL!, 'nos-engagements');
    }
  });
  test('une charge XSS écrite par l’éditeur, publiée en page statique, ne lance aucun script chez le visiteur', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await signIn(context, baseURL!, accounts.admin);
    const token = await xsrfToken(context, baseURL!);
    const headers = { 'X-XSRF-TOKEN': token };
    const { listes } = await (await page.request.get(`${baseURL}/api/admin/cms/listes`)).json();
    const pages = (listes as { id: number; name: string }[]).find((l) => l.name === 'Pages_Statiques')!;
    // Every payload of the list, as the editor's API would receive it from a tampered browser.
    const content = xssPayloads.map((payload, i) => `<p>charge ${i}</p>${payload}`).join('\n');
    const created = await page.request.post(`${baseURL}/api/admin/cms/listes/${pages.id}/blocs`, {
      headers,
      data: {
        name: 'xss-editeur',
        title: 'Charges XSS de l’éditeur',
        content,
        isSingleDisplay: false,
        hasCookieOption: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = await created.json();
    try {
      const published = await page.request.post(`${baseURL}/api/admin/cms/blocs/${id}/publier`, {
        headers,
        data: { publishAt: null },
      });
      expect(published.status(), await published.text()).toBe(200);

      // A visitor (no session) opens the page in a browser of his own.
      const visitor = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
      try {
        const view = await visitor.newPage();
        const dialogs = await trapScripts(view);
        await view.goto('/#/page/xss-editeur');
        await expect(view.getByRole('heading', { level: 1, name: 'Charges XSS de l’éditeur' })).toBeVisible();
        await expect(view.getByRole('main').getByText(`charge ${xssPayloads.length - 1}`)).toBeVisible();
        await expectNothingRan(view, 'main', dialogs);
      } finally {
        await visitor.close();
      }
    } finally {
      await deleteBloc(page, baseURL!, 'xss-editeur');
    }
  });
});
