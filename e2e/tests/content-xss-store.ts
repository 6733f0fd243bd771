/**
 * Writes raw XSS payloads straight into the content tables of an embedded database, as a faulty
 * back office or a restored dump could (the content import refuses them). Used by content-xss.spec.ts:
 *   DATA_DIR=… node --import tsx e2e/tests/content-xss-store.ts PAGE_NAME FAQ_CODE HTML_FILE
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database.ts';

const [pageName, faqCode, htmlFile] = process.argv.slice(2);
if (!pageName || !faqCode || !htmlFile) throw new Error('usage: PAGE_NAME FAQ_CODE HTML_FILE');
const html = readFileSync(htmlFile, 'utf8');
const database = await openDatabase({ dataDir: path.join(process.env.DATA_DIR ?? '', 'pglite'), poolSize: 1 });
try {
  const page = await database.db
    .updateTable('cms_items')
    .set({ content: html })
    .where('name', '=', pageName)
    .executeTakeFirst();
  const faq = await database.db
    .updateTable('faq_questions')
    .set({ content: html })
    .where('code', '=', faqCode)
    .executeTakeFirst();
  if (page.numUpdatedRows !== 1n || faq.numUpdatedRows !== 1n) throw new Error('page ou question introuvable');
} finally {
  await database.close();
}
