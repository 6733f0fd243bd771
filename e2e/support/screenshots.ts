import path from 'node:path';
import type { Page } from '@playwright/test';

/** e2e/screenshots/ (git-ignored): the pictures of the visual review. */
const screenshotDir = path.join(import.meta.dirname, '..', 'screenshots');

/** A full-page picture once fonts and images are in; animations are frozen so pictures compare. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
