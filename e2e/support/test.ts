import { test as base, expect } from '@playwright/test';

export { expect };

/** Chromium prints CSP refusals itself; the listener added below reports them as well. */
const cspPattern = /Content Security Policy|CSP violation/i;

/**
 * Every journey fails on a CSP violation or an uncaught script error, in any page of its context
 * (§ HTTP: the CSP is strict, so a violation means a broken feature, not a warning).
 */
export const test = base.extend<{ browserProblems: string[] }>({
  browserProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      context.on('console', (message) => {
        if (cspPattern.test(message.text())) problems.push(`${message.page()?.url()}: ${message.text()}`);
      });
      context.on('weberror', (error) => problems.push(`${error.page()?.url()}: ${error.error().message}`));
      await use(problems);
      expect(problems, 'violations CSP ou erreurs JavaScript dans la console').toEqual([]);
    },
    { auto: true },
  ],
});
