import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accounts, clientOrigin, phoneDevice, viewports, type DemoAccount } from '../support/demo';
import { expectNoHorizontalScroll } from '../support/layout';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

interface PageCase {
  /** File name of the screenshot, without width. */
  name: string;
  title: string;
  account?: DemoAccount;
  open(page: Page, baseURL: string): Promise<void>;
}

function heading(page: Page, name: string | RegExp) {
  return expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The foundation's pages, each opened as a member would find it. */
const pages: PageCase[] = [
  {
    name: 'accueil-demo',
    title: 'accueil de Mutuelle Démo',
    async open(page) {
      await page.goto('/');
      await heading(page, 'Bienvenue sur votre espace adhérent');
    },
  },
  {
    name: 'accueil-littoral',
    title: 'accueil de Mutuelle du Littoral',
    async open(page, baseURL) {
      await page.goto(`${clientOrigin(baseURL, 'littoral')}/`);
      await heading(page, 'Bienvenue sur votre espace adhérent');
    },
  },
  {
    name: 'connexion-erreur',
    title: '/login après un mauvais mot de passe',
    async open(page) {
      await page.goto('/login');
      await page.getByLabel('Identifiant (adresse e-mail)').fill(accounts.marie.userName);
      await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais#2026');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect.');
    },
  },
  {
    name: 'service-indisponible',
    title: '#/service-unavailable',
    async open(page) {
      await page.goto('/#/service-unavailable');
      await heading(page, 'Service momentanément indisponible');
    },
  },
  {
    name: 'cookies',
    title: '#/cookies (politique de cookies)',
    async open(page) {
      await page.goto('/#/cookies');
      await heading(page, 'Politique de cookies');
    },
  },
  {
    name: 'creer-mon-compte',
    title: '#/register (création de compte)',
    async open(page) {
      await page.goto('/#/register');
      await heading(page, 'Créer mon compte');
    },
  },
  {
    name: 'espace-adherent',
    title: 'accueil de l’espace adhérent',
    account: accounts.marie,
    async open(page) {
      await page.goto('/#/espace-adherent');
      await heading(page, 'Bonjour Marie Dupont');
    },
  },
  {
    name: 'aucun-contrat',
    title: 'fenêtre « aucun contrat »',
    account: accounts.paul,
    async open(page) {
      await page.goto('/#/espace-adherent');
      await expect(page.getByRole('alertdialog', { name: 'Aucun contrat actif' })).toBeVisible();
    },
  },
  {
    name: 'admin',
    title: '/admin (personnel)',
    account: accounts.admin,
    async open(page) {
      await page.goto('/admin');
      await heading(page, 'Administration');
    },
  },
  {
    name: 'admin-refus',
    title: '/admin refusé à un adhérent',
    account: accounts.marie,
    async open(page) {
      await page.goto('/admin');
      await heading(page, 'Accès réservé au personnel');
    },
  },
];

async function openAs(context: BrowserContext, page: Page, baseURL: string, pageCase: PageCase): Promise<void> {
  if (pageCase.account) await signIn(context, baseURL, pageCase.account);
  await pageCase.open(page, baseURL);
}

const widths = {
  ordinateur: { viewport: viewports.desktop },
  téléphone: phoneDevice,
} as const;

for (const [widthName, options] of Object.entries(widths)) {
  test.describe(`revue visuelle et accessibilité (WCAG 2.2 AA) — ${widthName}`, () => {
    test.use(options);

    for (const pageCase of pages) {
      test(`${pageCase.title} : aucune violation axe, rien ne déborde`, async ({ page, context, baseURL }) => {
        await openAs(context, page, baseURL!, pageCase);
        await expectNoAxeViolations(page);
        await expectNoHorizontalScroll(page);
        await saveScreenshot(page, `${pageCase.name}-${widthName === 'ordinateur' ? 'desktop' : 'phone'}`);
      });
    }
  });
}

test.describe('accueil sur un écran de 320 px', () => {
  test.use({ ...phoneDevice, viewport: { width: 320, height: 640 } });

  test('rien ne déborde et aucune violation axe', async ({ page }) => {
    await page.goto('/');
    await heading(page, 'Bienvenue sur votre espace adhérent');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'accueil-demo-320');
  });
});
