import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

describe(`tables de référence (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('donne les thèmes et leurs motifs de contact, dans leur ordre, avec le parent de chaque motif', async () => {
    const browser = new Browser(t.app);
    const themes = (await browser.get('/api/referentiel/themes-contact')).json().entries;
    expect(themes[0]).toEqual({ code: 'sante', libelle: 'Mutuelle santé', parent: null });
    const motifs = (await browser.get('/api/referentiel/sous-themes-contact')).json().entries;
    expect(
      motifs.filter((m: { parent: string }) => m.parent === 'sante').map((m: { libelle: string }) => m.libelle),
    ).toContain('Pour ma carte de tiers payant');
  });

  it('se garde 5 minutes dans le navigateur ; une table inconnue est refusée', async () => {
    const browser = new Browser(t.app);
    const response = await browser.get('/api/referentiel/natures-soins');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect((await browser.get('/api/referentiel/mots-de-passe')).statusCode).toBe(400);
  });
});
