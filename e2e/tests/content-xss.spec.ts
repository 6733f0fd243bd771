import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { xssPayloads } from '../../apps/server/src/lib/xss-payloads';
import { expect, test } from '../support/test';
import { expectNothingRan, trapScripts } from '../support/xss';

/**
 * The classic XSS payloads are stored in a database of their own (the content import creates the
 * page and the question, then the raw payloads are written over them, since the import refuses
 * them), served by a real server (sanitised on the way out) and shown by the SPA (sanitised
 * again): in Chromium, no script may run. A second server on its own port keeps the main one
 * untouched.
 */
const port = Number(process.env.E2E_XSS_PORT ?? Number(process.env.E2E_PORT ?? 18180) + 3000);
const origin = `http://localhost:${port}`;
const repoRoot = path.join(import.meta.dirname, '..', '..');
const allPayloads = xssPayloads.map((payload) => `<div>${payload}</div>`).join('\n');
let server: ChildProcess | undefined;

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`le serveur de test XSS n'a pas démarré sur ${origin}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portail-e2e-xss-'));
  const file = path.join(dataDir, 'contenu-xss.json');
  writeFileSync(
    file,
    JSON.stringify({
      blockLists: [{ name: 'Pages_Statiques', items: [{ name: 'xss', title: 'Charges XSS', content: '<p>…</p>' }] }],
      faq: {
        categories: [
          {
            code: 'securite',
            userType: 'public',
            libelle: 'Sécurité',
            questions: [{ code: 'public-charges-xss', title: 'Charges XSS de la FAQ', content: '<p>…</p>' }],
          },
        ],
      },
    }),
  );
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'on', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  // The compiled command and server (npm run build runs before the journeys), as npm run import:content and serve.
  execFileSync('node', ['apps/server/run.js', 'import-content', file, '--client', 'demo'], {
    cwd: repoRoot,
    env,
    stdio: 'pipe',
  });
  // The import refuses unsafe HTML: the payloads are then written straight into the tables.
  const htmlFile = path.join(dataDir, 'charges.html');
  writeFileSync(htmlFile, allPayloads);
  execFileSync('node', ['--import', 'tsx', 'e2e/tests/content-xss-store.ts', 'xss', 'public-charges-xss', htmlFile], {
    cwd: repoRoot,
    env,
    stdio: 'pipe',
  });
  server = spawn('node', ['apps/server/run.js', 'server'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  await waitForHealth();
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test(`les ${xssPayloads.length} charges XSS importées dans une page statique ne lancent aucun script`, async ({
  page,
}) => {
  const dialogs = await trapScripts(page);
  await page.goto(`${origin}/#/page/xss`);
  // The first page of a just-started server may take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Charges XSS' })).toBeVisible({ timeout: 20_000 });
  // The texts of the payloads are still there, as text.
  await expect(page.getByRole('main').getByText('lien').first()).toBeVisible();
  await expectNothingRan(page, 'main', dialogs);
});

test('les mêmes charges dans une réponse de la FAQ, ouverte depuis l’aide, ne lancent aucun script', async ({
  page,
}) => {
  const dialogs = await trapScripts(page);
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Vous rencontrez des difficultés pour vous connecter ?' }).click();
  const help = page.getByRole('dialog', { name: 'Aide à la connexion' });
  await help.getByLabel('Rechercher dans l’aide').fill('charges xss');
  await help.getByRole('button', { name: 'Rechercher' }).click();
  await help.getByRole('button', { name: 'Charges XSS de la FAQ' }).click();
  const view = page.getByRole('dialog', { name: 'Charges XSS de la FAQ' });
  await expect(view.getByText('lien').first()).toBeVisible();
  await expectNothingRan(page, '.faq-answer', dialogs);
});

test('si le serveur renvoyait les charges brutes, le navigateur les neutraliserait quand même', async ({ page }) => {
  const dialogs = await trapScripts(page);
  // A compromised or mistaken answer: the raw payloads, unsanitised, as a CMS page.
  await page.route('**/api/cms/blocklists?name=Pages_Statiques&itemName=brut', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        id: 999,
        name: 'brut',
        title: 'Charges brutes',
        content: allPayloads,
        blockListId: 1,
        isSingleDisplay: false,
        hasCookieOption: false,
        order: 0,
      }),
    }),
  );
  await page.goto(`${origin}/#/page/brut`);
  await expect(page.getByRole('heading', { level: 1, name: 'Charges brutes' })).toBeVisible();
  await expectNothingRan(page, 'main', dialogs);
});
