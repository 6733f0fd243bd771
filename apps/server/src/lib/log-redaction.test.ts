import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seedDemoData } from '../db/seed/demo-seed.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { Browser } from '../test/test-app.ts';
import { createTestDatabase, testDbKind } from '../test/test-database.ts';
import { marie } from '../test/demo-logins.ts';
import { redactUrl } from './log-redaction.ts';

describe(`journaux JSON sans secrets (${testDbKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  it('masque les codes et jetons des URL', () => {
    expect(redactUrl('/api/identity/check-token?code=abc123&userId=42&x=1')).toBe(
      '/api/identity/check-token?code=[masqué]&userId=[masqué]&x=1',
    );
  });

  it('ne journalise ni mot de passe, ni cookie de session, ni jeton CSRF', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const app = await buildApp({
      config: { secureCookies: false, webDist: undefined, logLevel: 'info' },
      db: database.db,
      logger: { stream },
    });
    try {
      const browser = new Browser(app);
      await browser.signIn(marie.userName, marie.password);
      await browser.get('/api/v2/adherent/contrats');
      const session = browser.cookies.get('portail_session')!;
      const xsrf = browser.cookies.get('XSRF-TOKEN')!;
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) {
        expect(() => JSON.parse(line)).not.toThrow();
        expect(line).not.toContain(marie.password);
        expect(line).not.toContain(session);
        expect(line).not.toContain(xsrf.split('.')[0]);
      }
    } finally {
      await app.close();
    }
  });
});
