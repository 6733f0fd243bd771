import { PNG } from 'pngjs';
import { expect } from 'vitest';
import type { ConfigurationClient } from '@portail/shared/admin/configuration-api';
import type { ConfigurationSection } from '@portail/shared/admin/configuration';
import { multipart } from '../../test/uploads.ts';
import type { Browser } from '../../test/test-app.ts';
import type { Db } from '../../db/database.ts';

/* What the configuration tests share: reading, saving a tab, sending an image, the row as stored. */

export async function readConfig(browser: Browser): Promise<ConfigurationClient> {
  const response = await browser.get('/api/admin/configuration');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function putSection(browser: Browser, section: ConfigurationSection, body: object) {
  return browser.request('PUT', `/api/admin/configuration/${section}`, { body });
}

export function sendImage(browser: Browser, kind: 'logo' | 'fond', version: number, name: string, data: Buffer) {
  const { body, headers } = multipart([{ name, data }]);
  return browser.request('POST', `/api/admin/configuration/images/${kind}?version=${version}`, { body, headers });
}

/** A real PNG of that size, one colour. */
export function pngOf(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(0x40);
  return PNG.sync.write(png);
}

/** The first bytes of a PNG declaring a picture of that size (a decompression bomb's header). */
export function pngHeaderOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(header);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 6;
  return header;
}

/** The demo client's row as stored, to check that a refused save changed nothing. */
export async function demoRow(db: Db) {
  return db
    .selectFrom('clients')
    .select(['version', 'libelle', 'configuration', 'branding', 'fonctionnalites', 'oidc_external_provider'])
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
}

export async function auditOf(db: Db, action: string) {
  return db
    .selectFrom('audit_log')
    .select(['target', 'target_label', 'before', 'after', 'actor'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}
