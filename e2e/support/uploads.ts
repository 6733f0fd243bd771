import type { Page } from '@playwright/test';
import { expect } from './test';

/** A small PDF the upload endpoint accepts (it checks the first bytes). */
export const samplePdf = (label: string) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from(`% ${label}\n`),
    Buffer.alloc(2000, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);

/** Waits until the uploader lists `count` files sent (the form waits for them). */
export async function uploadsDone(page: Page, count: number): Promise<void> {
  await expect(page.getByRole('list', { name: 'Fichiers joints' }).locator('.upload-item--success')).toHaveCount(
    count,
    {
      timeout: 15_000,
    },
  );
}
