import { devices, type Page } from '@playwright/test';
import { accounts } from '../support/demo';
import { answerConsents } from '../support/member-prompts';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/*
 * Issue 25: the member pages do not jump while they load, on a phone over a slow mobile network.
 * Each page is opened afresh (its whole loading, from the HTML) and the browser's own Layout
 * Instability API counts what moved, as Lighthouse's CLS does: the worst session window (shifts
 * less than 1 s apart, 5 s at most), shifts right after a user input left out.
 */

const memberPages = [
  '/#/espace-adherent',
  '/#/espace-adherent/contrats',
  '/#/espace-adherent/contrats/garanties',
  '/#/espace-adherent/remboursements',
  '/#/espace-adherent/demandes',
  '/#/espace-adherent/documents',
  '/#/espace-adherent/profil',
] as const;

/** Lighthouse's goal for every member page (scripts/bench-lighthouse.ts). */
const clsGoal = 0.05;

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** Registered before the page's own scripts: every layout shift from the first paint on. */
function recordShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null }>;
    }>) {
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${Array.from(s.node.classList).join('.')}` : '?',
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as the browsers define it: the largest sum of a session window. */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const shift of shifts.filter((s) => !s.hadRecentInput)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** Lighthouse's mobile network: 150 ms round trips, 1.6 Mb/s down, 750 kb/s up. */
async function slowMobileNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });
}

test('espace adhérent sur téléphone : aucune page ne bouge pendant son chargement (CLS ≤ 0,05)', async ({
  browser,
  baseURL,
}) => {
  // Seven pages over a throttled network, each loaded from its HTML: about 5 s each.
  test.setTimeout(120_000);
  const results: Array<{ path: string; cls: number; sources: string[] }> = [];
  for (const path of memberPages) {
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
    await signIn(context, baseURL!, accounts.marie);
    await answerConsents(context, baseURL!, true);
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    await slowMobileNetwork(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    // Loaded: nothing left spinning, the services aside shown, then a second for late shifts.
    await expect(page.locator('.shell__main .loading-status')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('aside.member-services')).toBeVisible();
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    results.push({
      path,
      cls: cumulativeLayoutShift(shifts),
      sources: [...new Set(shifts.flatMap((s) => s.sources))],
    });
    await context.close();
  }
  // Every page's figure, and what moved on those over the goal.
  expect(results.filter((result) => result.cls > clsGoal)).toEqual([]);
  expect(results.map((result) => result.path)).toEqual(memberPages);
});
