import { expect, type Page } from '@playwright/test';

/* The browser's side of the XSS checks: no payload may run, nothing active may be left in the page. */

/** Any script that runs calls one of these (the payloads use alert, eval and friends). */
export async function trapScripts(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { xssRuns: number };
    w.xssRuns = 0;
    const count = () => {
      w.xssRuns += 1;
    };
    window.alert = count;
    window.confirm = () => (count(), false);
    window.prompt = () => (count(), null);
  });
  return dialogs;
}

/** Nothing active left in the rendered content: no script-bearing element, handler or unsafe link. */
async function expectInertDom(page: Page, selector: string): Promise<void> {
  const problems = await page.locator(selector).evaluate((root) => {
    const found: string[] = [];
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (
        [
          'script',
          'iframe',
          'object',
          'embed',
          'svg',
          'math',
          'style',
          'form',
          'input',
          'base',
          'meta',
          'details',
        ].includes(tag)
      )
        found.push(`<${tag}>`);
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) || attr.name === 'style' || attr.name === 'srcdoc')
          found.push(`${tag}[${attr.name}]`);
        if ((attr.name === 'href' || attr.name === 'src') && !/^(https?:\/\/|mailto:|#\/|\/(?!\/))/i.test(attr.value))
          found.push(`${tag}[${attr.name}=${attr.value}]`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/**
 * Half a second for late handlers (an image's onerror, a timer), then: nothing active in `selector`,
 * no trapped call and no dialog since `trapScripts`.
 */
export async function expectNothingRan(page: Page, selector: string, dialogs: string[]): Promise<void> {
  await page.waitForTimeout(500);
  await expectInertDom(page, selector);
  expect(await page.evaluate(() => (window as unknown as { xssRuns: number }).xssRuns)).toBe(0);
  expect(dialogs).toEqual([]);
}
