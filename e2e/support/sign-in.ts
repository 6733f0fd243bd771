import type { BrowserContext, Cookie, Page } from '@playwright/test';
import type { DemoAccount } from './demo';
import { expect } from './test';

/**
 * Sessions opened through the API, kept for the worker: POST /api/identity/login allows 20 tries
 * per 15 minutes and address, so journeys that are not about signing in share one session per
 * account. A journey that ends the session (Déconnexion) or signs in again in the same browser
 * must ask for a fresh one, or the shared session would end with it.
 */
const sessions = new Map<string, Cookie[]>();

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
  // Any GET hands out the CSRF cookie that the POST must echo.
  expect((await context.request.get(`${origin}/api/clients/current`)).ok()).toBe(true);
  const xsrf = (await context.cookies(origin)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${origin}/api/identity/login`, {
    data: { userName: account.userName, password: account.password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), `connexion de ${account.userName}`).toBe(200);
  if (!fresh) sessions.set(key, await context.cookies(origin));
}

/** The sign-in form of /login, filled as a person would. */
export async function fillSignInForm(page: Page, account: DemoAccount): Promise<void> {
  await page.getByLabel('Identifiant (adresse e-mail)').fill(account.userName);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
