import type { Page } from '@playwright/test';
import { expect } from './test';

/** Nothing wider than the screen (WCAG 1.4.10 reflow): no sideways scrolling, no clipped content. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `défilement horizontal sur ${page.url()}`).toBeLessThanOrEqual(0);
}
