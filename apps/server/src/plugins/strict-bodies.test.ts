import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@portail/shared/messages';
import { admin, marie } from '../test/demo-logins.ts';
import { signedInBrowser } from '../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';

/** Plausible path parameters, so that the body is what the route refuses (params are read first). */
const params: Record<string, string> = { id: '1', table: 'civilites', code: 'M', action: 'relancer-activation' };
const withParams = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'numero' ? (url.startsWith('/api/demandes/') ? 'D00000001' : '40012345') : (params[name] ?? 'x'),
  );

describe(`toute route à corps refuse un champ inconnu, sans rien changer (${testDbKind})`, () => {
  let t: TestApp;
  let staff: Browser;
  let member: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInBrowser(t.app, admin);
    member = await signedInBrowser(t.app, marie);
  });
  afterAll(async () => t.close());

  it('chaque route de l’API qui lit un corps répond 400 « Champ inconnu » sur ce champ', async () => {
    const routes = t.app.apiRoutes.filter((route) => route.body);
    expect(routes.length).toBeGreaterThan(40);
    const lenient: string[] = [];
    for (const route of routes) {
      const browser = route.access === 'staff' ? staff : route.access === 'public' ? new Browser(t.app) : member;
      const response = await browser.request(route.method as 'POST', withParams(route.url), {
        body: { champInconnuDecision035: 'x' },
      });
      const errors = response.statusCode === 400 ? (response.json().errors ?? {}) : {};
      if (errors.champInconnuDecision035 !== serverMessages.unknownField)
        lenient.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(lenient).toEqual([]);
  });
});
