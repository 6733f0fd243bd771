import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { admin, marie } from '../../test/demo-logins.ts';
import { signedInBrowser } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, registerTestDatabase, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { clientCacheMs } from '../../plugins/client.ts';
import { putSection, readConfig } from './configuration-test-kit.ts';

async function pending(member: Browser): Promise<string[]> {
  const response = await member.get('/api/forms/consentement');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().consentements.map((c: { nom: string }) => c.nom);
}

async function answerAll(member: Browser): Promise<void> {
  for (const nom of await pending(member))
    expect((await member.post('/api/forms/consentement', { nomConsentement: nom, isAccepted: true })).statusCode).toBe(
      200,
    );
  expect(await pending(member)).toEqual([]);
}

describe(`back office : consentements versionnés, changements vus de chaque instance (${testDbKind})`, () => {
  let t: TestApp;
  let helene: Browser;
  let member: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    helene = await signedInBrowser(t.app, admin);
    member = await signedInBrowser(t.app, marie);
  });
  afterAll(() => t.close());

  it('une nouvelle version (texte changé, ou « redemander ») est demandée à nouveau ; un consentement inchangé ne l’est pas', async () => {
    await answerAll(member);
    const config = await readConfig(helene);
    const [newsletter, enquetes] = config.consentements.consentements;
    const texte = 'J’accepte d’être sollicité(e), par e-mail ou par téléphone, pour des enquêtes de satisfaction';
    const saved = await putSection(helene, 'consentements', {
      consentements: [
        { ...newsletter, redemander: true },
        { ...enquetes, libelle: texte },
        { nom: 'partenaires', libelle: 'J’accepte que mes coordonnées soient transmises aux partenaires santé' },
      ],
      version: config.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json().consentements.consentements.map((c: { nom: string; version: number }) => [c.nom, c.version]),
    ).toEqual([
      ['newsletter', 2],
      ['enquetes', 2],
      ['partenaires', 1],
    ]);
    expect(await pending(member)).toEqual(['newsletter', 'enquetes', 'partenaires']);
    // The old answers stay as evidence, marked as answering a text no longer current.
    const historique = (await member.get('/api/forms/consentement/historique')).json().consentements;
    expect(historique.map((c: { nom: string; isCurrentVersion: boolean }) => [c.nom, c.isCurrentVersion])).toEqual([
      ['enquetes', false],
      ['newsletter', false],
    ]);

    await answerAll(member);
    const again = await readConfig(helene);
    const unchanged = await putSection(helene, 'consentements', {
      consentements: again.consentements.consentements.slice(0, 2),
      version: again.version,
    });
    expect(unchanged.json().consentements.consentements.map((c: { version: number }) => c.version)).toEqual([2, 2]);
    expect(await pending(member)).toEqual([]);
  });

  it('deux instances sur une même base : l’autre instance voit le changement dans le délai annoncé, sans redémarrer', async () => {
    const other = await buildApp({
      config: { secureCookies: false, webDist: undefined, logLevel: 'silent' },
      db: t.database.db,
      logger: false,
    });
    await other.ready();
    registerTestDatabase(other, t.database.db);
    try {
      const visitor = new Browser(other);
      const libelle = async () => (await visitor.get('/api/clients/current')).json().libelle;
      expect(await libelle()).toBe('Mutuelle Démo');
      const config = await readConfig(helene);
      const saved = await putSection(helene, 'identite', {
        ...config.identite,
        libelle: 'Mutuelle Démo Santé',
        version: config.version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // The instance that saved answers with the change at once; the other within its cache time.
      expect((await new Browser(t.app).get('/api/clients/current')).json().libelle).toBe('Mutuelle Démo Santé');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + clientCacheMs + 1);
      expect(await libelle()).toBe('Mutuelle Démo Santé');
      // And a save from the other instance starts from the version the first one wrote.
      const staff = await signedInBrowser(other, admin);
      expect((await readConfig(staff)).version).toBe(config.version + 1);
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });
});
