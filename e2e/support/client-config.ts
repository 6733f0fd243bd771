import type { Page } from '@playwright/test';
import type { PublicClientConfig } from '@portail/shared/client-config';
import { pageBootstrapElementId, serializePageBootstrap, type PageBootstrap } from '@portail/shared/page-bootstrap';

/**
 * Serves the portal's pages with the real client configuration changed by `change`: in the data
 * block the server writes into each page (decision 027) and in GET /api/clients/current, which the
 * app asks again after a sign-in or a contract change.
 */
export async function withClientConfig(page: Page, change: (config: PublicClientConfig) => void): Promise<void> {
  const block = new RegExp(`(<script type="application/json" id="${pageBootstrapElementId}">)(.*?)(</script>)`);
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/login' || url.pathname.startsWith('/admin'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(block, (_, open: string, json: string, close: string) => {
        const data = JSON.parse(json) as PageBootstrap;
        change(data.clientConfig);
        return `${open}${serializePageBootstrap(data)}${close}`;
      });
      await route.fulfill({ response, body });
    },
  );
  await page.route('**/api/clients/current', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as PublicClientConfig;
    change(config);
    await route.fulfill({ response, json: config });
  });
}
