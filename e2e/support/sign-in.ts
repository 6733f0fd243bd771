import type { APIRequestContext, BrowserContext, Cookie, Page } from '@playwright/test';
import type { DemoAccount } from './demo';
import { waitForSecurityCode } from './mail';
import { expect } from './test';

/**
 * Sessions opened through the API, kept for the worker: POST /api/identity/login allows 20 tries
 * per 15 minutes and address, so journeys that are not about signing in share one session per
 * account. A journey that ends the session (Déconnexion) or signs in again in the same browser
 * must ask for a fresh one, or the shared session would end with it.
 */
const sessions = new Map<string, Cookie[]>();

/**
 * The CSRF token an unsafe API call must echo in X-XSRF-TOKEN: any GET hands out the XSRF-TOKEN
 * cookie, read back here for the origin's host (a browser context's or a bare request context's).
 */
export async function xsrfToken(client: BrowserContext | APIRequestContext, origin: string): Promise<string> {
  const request = 'request' in client ? client.request : client;
  expect((await request.get(`${origin}/api/clients/current`)).ok()).toBe(true);
  const { hostname } = new URL(origin);
  const { cookies } = await request.storageState();
  const token = cookies.find(
    (cookie) => cookie.name === 'XSRF-TOKEN' && cookie.domain.replace(/^\./, '') === hostname,
  )?.value;
  expect(token, `cookie XSRF-TOKEN de ${origin}`).toBeTruthy();
  return token ?? '';
}

export async function signIn(
  context: BrowserContext,
  origin: string,
  account: DemoAccount,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  const key = `${origin} ${account.userName}`;
  const shared = sessions.get(key);
  if (shared && !fresh) {
    await context.addCookies(shared);
    return;
  }
  const xsrf = await xsrfToken(context, origin);
  const since = Date.now();
  const response = await context.request.post(`${origin}/api/identity/login`, {
    data: { userName: account.userName, password: account.password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  // Staff always give the security code (issue 14): sent by e-mail, read from the mailbox.
  if (response.status() === 202) {
    const code = { headers: { 'X-XSRF-TOKEN': xsrf } };
    const sent = await context.request.post(`${origin}/api/identity/amf/send`, {
      ...code,
      data: { operation: 'LOGIN_AMF', sendType: 'MAIL' },
    });
    expect(sent.status(), `code de connexion de ${account.userName}`).toBe(200);
    const securityCode = await waitForSecurityCode(account.userName, since);
    const verified = await context.request.post(`${origin}/api/identity/amf/verify`, {
      ...code,
      data: { operation: 'LOGIN_AMF', securityCode },
    });
    expect(verified.status(), `code de connexion de ${account.userName}`).toBe(200);
  } else expect(response.status(), `connexion de ${account.userName}`).toBe(200);
  if (!fresh) sessions.set(key, await context.cookies(origin));
}

/** The sign-in form of /login, filled as a person would. */
export async function fillSignInForm(page: Page, account: DemoAccount): Promise<void> {
  await page.getByLabel('Identifiant (adresse e-mail)').fill(account.userName);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Sign-in from the page itself, for clients whose host Node cannot resolve (littoral.localhost:
 * Chromium can): a plain API page first, so the SPA is then loaded afresh, already signed in.
 */
export async function signInFromPage(page: Page, origin: string, account: DemoAccount): Promise<void> {
  await page.goto(`${origin}/api/clients/current`);
  const status = await page.evaluate(async ({ userName, password }) => {
    const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/identity/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      body: JSON.stringify({ userName, password }),
    });
    return response.status;
  }, account);
  expect(status, `connexion de ${account.userName}`).toBe(200);
}
