import type { BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accounts } from '../support/demo';
import { answerConsents } from '../support/member-prompts';
import { saveScreenshot } from '../support/screenshots';
import { signIn, xsrfToken } from '../support/sign-in';
import { expect, test } from '../support/test';

/** Lucas Dupont, beneficiary of the demo client, whose member area shows the Popups. */
const { lucas } = accounts;

/**
 * The journey's own popups, published by Hélène and deleted at the end: the account keeps what
 * Lucas set aside, and other journeys (sharing the database) close the demo ones before this one.
 */
const popups = {
  unique: {
    name: 'parcours-affichage-unique',
    title: 'Nouveau : suivez vos demandes en ligne',
    content: '<p>Vos demandes et leurs réponses sont désormais dans « Mes demandes ».</p>',
    isSingleDisplay: true,
    hasCookieOption: false,
  },
  cookie: {
    name: 'parcours-ne-plus-afficher',
    title: 'Votre attestation fiscale est disponible',
    content: '<p>Retrouvez-la dans « Mes documents ».</p>',
    isSingleDisplay: false,
    hasCookieOption: true,
  },
} as const;
const ours: readonly string[] = [popups.unique.name, popups.cookie.name];

/** Hélène creates both popups in the list « Popups » and publishes them now; returns their deletion. */
async function publishPopups(staff: BrowserContext, origin: string): Promise<() => Promise<void>> {
  const headers = { 'X-XSRF-TOKEN': await xsrfToken(staff, origin) };
  const { listes } = (await (await staff.request.get(`${origin}/api/admin/cms/listes`)).json()) as {
    listes: { id: number; name: string }[];
  };
  const liste = listes.find((l) => l.name === 'Popups')!;
  const ids: number[] = [];
  for (const bloc of Object.values(popups)) {
    const created = await staff.request.post(`${origin}/api/admin/cms/listes/${liste.id}/blocs`, {
      headers,
      data: bloc,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    ids.push(id);
    const published = await staff.request.post(`${origin}/api/admin/cms/blocs/${id}/publier`, {
      headers,
      data: { publishAt: null },
    });
    expect(published.status(), await published.text()).toBe(200);
  }
  return async () => {
    for (const id of ids) await staff.request.delete(`${origin}/api/admin/cms/blocs/${id}`, { headers });
  };
}

/** The other popups, set aside for Lucas's account through the API (as if on another device). */
async function setAsideOthers(context: BrowserContext, origin: string): Promise<void> {
  const headers = { 'X-XSRF-TOKEN': await xsrfToken(context, origin) };
  const { items } = (await (await context.request.get(`${origin}/api/cms/popups`)).json()) as {
    items: { id: number; name: string }[];
  };
  for (const item of items.filter((i) => !ours.includes(i.name))) {
    const response = await context.request.post(`${origin}/api/cms/popups/ne-plus-afficher`, {
      headers,
      data: { id: item.id },
    });
    expect(response.status(), item.name).toBe(204);
  }
}

test('popups du CMS : le choix est gardé pour le compte, d’un navigateur à l’autre ; la case « Ne plus afficher » pose aussi son cookie de 365 jours', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const newBrowser = () => browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const staff = await newBrowser();
  await signIn(staff, baseURL!, accounts.admin);
  const deletePopups = await publishPopups(staff, baseURL!);
  try {
    await signIn(context, baseURL!, lucas);
    // The consent modal comes first after sign-in; this journey is about the popups that follow it.
    await answerConsents(context, baseURL!, false);
    await setAsideOthers(context, baseURL!);
    await page.goto('/#/espace-adherent');
    const unique = page.getByRole('dialog', { name: popups.unique.title });
    const cookie = page.getByRole('dialog', { name: popups.cookie.title });

    await test.step('le popup à affichage unique se ferme et reste caché après rechargement', async () => {
      await expect(unique).toBeVisible();
      await expect(unique.getByRole('checkbox')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await unique.getByRole('button', { name: 'Fermer' }).click();
      await expect(unique).toBeHidden();
      // Then the popup with the cookie option; closed without ticking, it will come back.
      await expect(cookie).toBeVisible();
      await saveScreenshot(page, 'contenu-popup-cookie-desktop');
      await cookie.getByRole('button', { name: 'Fermer' }).click();
      await expect(cookie).toBeHidden();
      // The account keeps the choice, not the browser.
      expect(await page.evaluate(() => window.localStorage.getItem('singleDisplayBlockListIds'))).toBeNull();

      // Closed popups stay closed for this visit, the single-display one for good.
      const popupsRead = page.waitForResponse((r) => r.url().endsWith('/api/cms/popups'));
      await page.reload();
      await popupsRead;
      await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Lucas Dupont' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    // Another browser of the same account (a phone): its own storage and cookies, its own session.
    const phone = await newBrowser();
    try {
      await signIn(phone, baseURL!, lucas, { fresh: true });
      const visit = await phone.newPage();

      await test.step('sur un autre navigateur du même compte, le popup à affichage unique ne revient pas ; « Ne plus afficher » pose le cookie de 365 jours', async () => {
        await visit.goto('/#/espace-adherent');
        const cookieAgain = visit.getByRole('dialog', { name: popups.cookie.title });
        await expect(cookieAgain).toBeVisible();
        await expect(visit.getByRole('dialog', { name: popups.unique.title })).toBeHidden();
        // Ticked from the keyboard, as anyone may.
        const dontShowAgain = cookieAgain.getByRole('checkbox', { name: 'Ne plus afficher ce message' });
        await dontShowAgain.focus();
        await visit.keyboard.press('Space');
        await expect(dontShowAgain).toBeChecked();
        const recorded = visit.waitForResponse((r) => r.url().endsWith('/api/cms/popups/ne-plus-afficher'));
        await cookieAgain.getByRole('button', { name: 'Fermer' }).click();
        await expect(cookieAgain).toBeHidden();
        expect((await recorded).status()).toBe(204);
        const set = (await phone.cookies()).find((c) => c.name.startsWith('cmsPopupHidden_'));
        expect(set?.value).toBe('1');
        const days = ((set?.expires ?? 0) * 1000 - Date.now()) / (24 * 3600 * 1000);
        expect(days).toBeGreaterThan(364);
        expect(days).toBeLessThanOrEqual(365);
      });
    } finally {
      await phone.close();
    }

    await test.step('de retour sur le premier navigateur, sans ce cookie : plus aucun popup', async () => {
      expect((await context.cookies()).filter((c) => c.name.startsWith('cmsPopupHidden_'))).toEqual([]);
      // A new visit: a new tab (new session storage), where the popup closed without ticking would come back.
      const third = await context.newPage();
      const popupsRead = third.waitForResponse((r) => r.url().endsWith('/api/cms/popups'));
      await third.goto('/#/espace-adherent');
      await popupsRead;
      await expect(third.getByRole('heading', { level: 1, name: 'Bonjour Lucas Dupont' })).toBeVisible();
      await expect(third.getByRole('dialog')).toHaveCount(0);
    });
  } finally {
    await deletePopups();
    await staff.close();
  }
});
