import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { saveScreenshot } from '../support/screenshots';
import { signIn, xsrfToken } from '../support/sign-in';
import { expect, test } from '../support/test';

const title = 'Quels navigateurs et appareils puis-je utiliser ?';
const added = 'Les liseuses électroniques ne sont pas prises en charge.';

test('FAQ : Hélène complète une réponse ; l’aide de la page d’accueil la trouve aussitôt ; l’avis laissé arrive au tableau', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(context, baseURL!, accounts.admin);
  // The demo answer, put back at the end: other journeys read the demo FAQ.
  const { categories } = await (await page.request.get('/api/admin/faq')).json();
  const id = categories
    .flatMap((c: { questions: { id: number; title: string }[] }) => c.questions)
    .find((q: { title: string }) => q.title === title).id as number;
  const original = await (await page.request.get(`/api/admin/faq/questions/${id}`)).json();
  try {
    await page.goto('/admin/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
    const publicFaq = page.getByRole('region', { name: 'Non connecté (aide à la connexion)' });
    await expect(publicFaq.getByRole('heading', { level: 3, name: 'Connexion et mot de passe' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-faq');

    await publicFaq.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier une question' })).toBeVisible();
    const answer = page.getByRole('textbox', { name: 'Réponse' });
    await answer.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(added);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-faq-question');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Question enregistrée' })).toBeVisible();

    // A visitor of the welcome page finds it at once, with the help's French search.
    const visitor = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const welcome = await visitor.newPage();
    await welcome.goto('/');
    await welcome.getByRole('button', { name: 'Vous rencontrez des difficultés pour vous connecter ?' }).click();
    const help = welcome.getByRole('dialog', { name: 'Aide à la connexion' });
    await help.getByLabel('Rechercher dans l’aide').fill('LISEUSE');
    await help.getByRole('button', { name: 'Rechercher' }).click();
    await expect(help.getByRole('tab', { name: /^Résultats/ })).toHaveAttribute('aria-selected', 'true');
    await help.getByRole('tabpanel').getByRole('button', { name: title }).click();
    const view = welcome.getByRole('dialog', { name: title });
    await expect(view.getByText(added)).toBeVisible();
    await saveScreenshot(welcome, 'admin-faq-aide-accueil');
    await view.getByRole('button', { name: 'Non' }).click();
    await view.getByLabel('Votre commentaire').fill('Et sur une liseuse Kobo ?');
    await view.getByRole('button', { name: 'Envoyer' }).click();
    await expect(welcome.getByText('Nous vous remercions pour votre retour')).toBeVisible();
    await visitor.close();

    // The feedback dashboard: views, usefulness, the comment.
    await page.goto('/admin/faq/avis?titre=navigateurs');
    const grid = page.getByRole('table', { name: 'Avis sur les réponses de la FAQ' });
    const row = grid.getByRole('row', { name: new RegExp(title.replace('?', '\\?')) });
    await expect(row).toContainText('0 %');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-faq-avis');
    await row.getByRole('link', { name: /1 commentaire/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Commentaires : ${title}` })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Et sur une liseuse Kobo ?' })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    const token = await xsrfToken(context, baseURL!);
    await page.request.put(`/api/admin/faq/questions/${id}`, {
      headers: { 'X-XSRF-TOKEN': token },
      data: {
        categoryId: original.categoryId,
        title: original.title,
        content: original.content,
        isPopular: original.isPopular,
        related: original.related.map((r: { id: number }) => r.id),
      },
    });
  }
});
