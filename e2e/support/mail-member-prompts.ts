import type { Page } from '@playwright/test';

/**
 * The member area opens its own prompts after sign-in (consents to answer, then CMS popups, another
 * issue's work), some of them a moment later: answer "Refuser" or close each until none has shown
 * for a second, so the journey can reach the page under them.
 */
export async function clearMemberPrompts(page: Page): Promise<void> {
  let quiet = 0;
  for (let i = 0; i < 20 && quiet < 4; i += 1) {
    const dialog = page.getByRole('dialog').first();
    if (!(await dialog.isVisible().catch(() => false))) {
      quiet += 1;
      await page.waitForTimeout(250);
      continue;
    }
    quiet = 0;
    const refuse = dialog.getByRole('button', { name: /^Refuser/ }).first();
    if (await refuse.isVisible().catch(() => false)) await refuse.click();
    else
      await dialog
        .getByRole('button', { name: /^(Fermer|Ok)$/ })
        .first()
        .click();
  }
}
