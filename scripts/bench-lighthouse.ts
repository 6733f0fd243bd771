/**
 * Lighthouse, mobile preset (simulated Moto G Power on slow 4G, the default configuration), on the
 * public routes of a running portal, with Debian's Chromium: never a downloaded browser
 * (CHROME_PATH, default /usr/bin/chromium). Prints one line per route and the bytes the welcome
 * page actually transfers; the medians of LIGHTHOUSE_RUNS runs (default 3) per route.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Public routes of issue 16: the welcome page, sign-in, registration, forgotten password, a static page. */
export const lighthouseRoutes = ['/', '/login', '/#/register', '/#/forgot-password', '/#/page/mentions-legales'];

/** The member pages of issue 25, signed in as Marie (a member with three contracts, requests, documents). */
export const memberLighthouseRoutes = [
  '/#/espace-adherent',
  '/#/espace-adherent/contrats',
  '/#/espace-adherent/contrats/garanties',
  '/#/espace-adherent/remboursements',
  '/#/espace-adherent/demandes',
  '/#/espace-adherent/documents',
  '/#/espace-adherent/profil',
];

/** The demo member the signed-in pages are measured as. */
export const lighthouseMember = { userName: 'marie.dupont@example.com', password: 'Adherent#2026' };

/** Goals on every public route (issue 16) and every member page (issue 25). */
export const lighthouseGoals = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  scriptTransferBytes: number;
  requests: number;
}

interface LighthouseRun {
  routes?: readonly string[];
  /** The Cookie header of a signed-in session. */
  cookie?: string;
  runs?: number;
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The `name=value` part of each Set-Cookie line of an answer. */
function cookiePairs(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.slice(0, line.indexOf(';')));
}

/**
 * Signs in through the API as a browser would (CSRF cookie, then POST /api/identity/login) and returns
 * the Cookie header of that session, for Lighthouse to send with every request of the page.
 */
export async function signedInCookie(base: string, account = lighthouseMember): Promise<string> {
  const first = await fetch(`${base}/api/clients/current`);
  const jar = new Map(cookiePairs(first).map((pair) => [pair.slice(0, pair.indexOf('=')), pair]));
  const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN')?.split('=')[1] ?? '');
  const login = await fetch(`${base}/api/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: [...jar.values()].join('; ') },
    body: JSON.stringify(account),
  });
  if (login.status !== 200) throw new Error(`connexion de ${account.userName} : ${login.status}`);
  for (const pair of cookiePairs(login)) jar.set(pair.slice(0, pair.indexOf('=')), pair);
  return [...jar.values()].join('; ');
}

async function measure(
  url: string,
  port: number,
  cookie: string | undefined,
  attempt = 1,
): Promise<Omit<LighthouseFigures, 'route'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  // A trace now and then misses its navigation start (NO_NAVSTART) on a busy machine: run again.
  if (result.lhr.runtimeError && attempt < 3) return measure(url, port, cookie, attempt + 1);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url} : ${runtimeError.code} ${runtimeError.message}`);
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const numeric = (name: string) => audits[name]?.numericValue ?? Number.NaN;
  const summary = ((audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)?.items ??
    []) as ResourceSummaryItem[];
  const of = (type: string) => summary.find((item) => item.resourceType === type);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: of('total')?.transferSize ?? numeric('total-byte-weight'),
    scriptTransferBytes: of('script')?.transferSize ?? 0,
    requests: of('total')?.requestCount ?? 0,
  };
}

/**
 * Runs every route `runs` times in one Chromium and keeps each figure's median; with a cookie, every
 * request of the page carries it (a signed-in member).
 */
export async function runLighthouse(
  base: string,
  { routes = lighthouseRoutes, cookie, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3) }: LighthouseRun = {},
) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const figures: LighthouseFigures[] = [];
  try {
    for (const route of routes) {
      const samples: Array<Omit<LighthouseFigures, 'route'>> = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(`${base}${route}`, chrome.port, cookie));
      const pick = (key: keyof Omit<LighthouseFigures, 'route'>) => median(samples.map((s) => s[key]));
      figures.push({
        route,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        transferBytes: pick('transferBytes'),
        scriptTransferBytes: pick('scriptTransferBytes'),
        requests: pick('requests'),
      });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

export function meetsGoals(f: LighthouseFigures): boolean {
  return (
    f.performance >= lighthouseGoals.performance &&
    f.lcpMs <= lighthouseGoals.lcpMs &&
    f.tbtMs <= lighthouseGoals.tbtMs &&
    f.cls <= lighthouseGoals.cls
  );
}

export function describeFigures(f: LighthouseFigures): string {
  return [
    `perf ${f.performance}`,
    `a11y ${f.accessibility}`,
    `best practices ${f.bestPractices}`,
    `LCP ${(f.lcpMs / 1000).toFixed(2)} s`,
    `TBT ${Math.round(f.tbtMs)} ms`,
    `CLS ${f.cls.toFixed(3)}`,
    meetsGoals(f) ? 'goals met' : 'BELOW GOALS',
  ].join(', ');
}
