import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { answerConsents, memberPrompts } from '../support/member-prompts';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/** Lucas Dupont, beneficiary of the demo client, whose member area shows the demo Popups. */
const { lucas } = accounts;

test('popups du CMS : l’affichage unique ne revient pas, la case « Ne plus afficher » pose un cookie de 365 jours', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL!, lucas);
  // The consent modal comes first after sign-in; this journey is about the popups that follow it.
  await answerConsents(context, baseURL!, false);
  await page.goto('/#/espace-adherent');
  const welcome = page.getByRole('dialog', { name: memberPrompts.welcome });
  const carte = page.getByRole('dialog', { name: memberPrompts.carte });

  await test.step('le popup à affichage unique se ferme et reste caché après rechargement', async () => {
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await welcome.getByRole('button', { name: 'Fermer' }).click();
    await expect(welcome).toBeHidden();
    // Then the popup with the cookie option; closed without ticking, it will come back.
    await expect(carte).toBeVisible();
    await saveScreenshot(page, 'contenu-popup-cookie-desktop');
    await carte.getByRole('button', { name: 'Fermer' }).click();
    await expect(carte).toBeHidden();

    const stored = await page.evaluate(() => window.localStorage.getItem('singleDisplayBlockListIds'));
    const entries = JSON.parse(stored ?? '[]') as { userId: string; blockListIds: string }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]?.blockListIds).toMatch(/^\d+$/);

    // Closed popups stay closed for this visit, the single-display one for good.
    const popupsRead = page.waitForResponse((r) => r.url().includes('/api/cms/blocklists?name=Popups'));
    await page.reload();
    await popupsRead;
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Lucas Dupont' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // A new visit: a new tab of the same browser (same local storage and cookies, new session).
  const visit = await context.newPage();
  const welcomeAgain = visit.getByRole('dialog', { name: memberPrompts.welcome });
  const carteAgain = visit.getByRole('dialog', { name: memberPrompts.carte });

  await test.step('à la visite suivante, seul le popup à option cookie revient ; « Ne plus afficher » le supprime 365 jours', async () => {
    await visit.goto('/#/espace-adherent');
    await expect(carteAgain).toBeVisible();
    await expect(welcomeAgain).toBeHidden();
    // Ticked from the keyboard, as anyone may.
    const dontShowAgain = carteAgain.getByRole('checkbox', { name: 'Ne plus afficher ce message' });
    await dontShowAgain.focus();
    await visit.keyboard.press('Space');
    await expect(dontShowAgain).toBeChecked();
    await carteAgain.getByRole('button', { name: 'Fermer' }).click();
    await expect(carteAgain).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name.startsWith('cmsPopupHidden_'));
    expect(cookie?.value).toBe('1');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  await test.step('encore une visite : plus aucun popup', async () => {
    const third = await context.newPage();
    const popupsRead = third.waitForResponse((r) => r.url().includes('/api/cms/blocklists?name=Popups'));
    await third.goto('/#/espace-adherent');
    await popupsRead;
    await expect(third.getByRole('heading', { level: 1, name: 'Bonjour Lucas Dupont' })).toBeVisible();
    await expect(third.getByRole('dialog')).toHaveCount(0);
  });
});
