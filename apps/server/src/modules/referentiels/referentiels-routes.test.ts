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

  it('le navigateur redemande à chaque visite (304 si rien n’a changé) : une modification se voit aussitôt ; une table inconnue est refusée', async () => {
    const browser = new Browser(t.app);
    const response = await browser.get('/api/referentiel/natures-soins');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await browser.get('/api/referentiel/natures-soins', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await browser.get('/api/referentiel/mots-de-passe')).statusCode).toBe(400);
  });

  it('donne les civilités offertes avec leur abréviation ; Mademoiselle, désactivée, ne l’est plus', async () => {
    const civilites = (await new Browser(t.app).get('/api/referentiel/civilites')).json().entries;
    expect(civilites).toEqual([
      { code: 'MME', libelle: 'Madame', parent: null, donnees: { abrege: 'Mme' } },
      { code: 'M', libelle: 'Monsieur', parent: null, donnees: { abrege: 'M.' } },
    ]);
  });
});
