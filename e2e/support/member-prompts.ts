import type { BrowserContext, Page } from '@playwright/test';
import { xsrfToken } from './sign-in';
import { expect } from './test';

/**
 * What the member home shows after sign-in, in this order (apps/web/src/app/member-area.tsx):
 * the consents still to answer, then the demo client's CMS popups. Never over another page.
 */
export const memberPrompts = {
  consents: 'Vos consentements',
  welcome: 'Bienvenue dans votre nouvel espace',
  carte: 'Votre carte de tiers payant 2026 est disponible',
} as const;

/** The consents Mutuelle Démo asks its members (apps/server/src/commands/seed). */
const demoConsents = ['newsletter', 'enquetes'] as const;

/**
 * Answers the demo client's consents through the API (for journeys not about them), so that the
 * consent modal does not come: afterwards, none is left to ask.
 */
export async function answerConsents(context: BrowserContext, origin: string, accepted: boolean): Promise<void> {
  const token = await xsrfToken(context, origin);
  for (const nomConsentement of demoConsents) {
    const response = await context.request.post(`${origin}/api/forms/consentement`, {
      data: { nomConsentement, isAccepted: accepted },
      headers: { 'X-XSRF-TOKEN': token },
    });
    expect(response.status(), `consentement ${nomConsentement}`).toBe(200);
  }
  const pending = await context.request.get(`${origin}/api/forms/consentement`);
  expect(pending.status()).toBe(200);
  expect(await pending.json(), 'consentements encore à demander').toEqual({ consentements: [] });
}

/**
 * Closes the prompts of the member home one after the other, each expected to come: the consent
 * modal when asked (Escape puts it off for this visit), then the CMS popups (their « Fermer »
 * button) that this account is still shown — the account keeps the popups its member set aside,
 * and journeys share the database. Nothing is left open afterwards.
 */
export async function closeMemberPopups(page: Page, { consents = false }: { consents?: boolean } = {}): Promise<void> {
  if (consents) {
    const modal = page.getByRole('dialog', { name: memberPrompts.consents });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }
  const due = await page.request.get(`${new URL(page.url()).origin}/api/cms/popups`);
  expect(due.status(), 'popups de ce compte').toBe(200);
  const { items } = (await due.json()) as { items: { title: string }[] };
  for (const { title } of items) {
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Fermer' }).click();
    await expect(popup).toBeHidden();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
