import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

/** Search quality on the demo FAQ: the same answers on PGlite and on PostgreSQL. */
describe(`recherche dans la FAQ, en français (${testDbKind})`, () => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    browser = new Browser(t.app);
  });
  afterAll(() => t.close());

  async function search(query: string, userType = 'adherent'): Promise<string[]> {
    const response = await browser.get(`/api/faq/search?userType=${userType}&query=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    return response.json().questions.map((q: { clickCode: string }) => q.clickCode);
  }

  it('« remboursement » trouve les questions sur « Remboursements » (pluriel, majuscule)', async () => {
    const found = await search('remboursement');
    expect(found).toEqual(
      expect.arrayContaining(['delais-remboursement', 'suivre-remboursements', 'releve-remboursements']),
    );
    expect(await search('REMBOURSEMENTS')).toEqual(found);
  });

  it('« resilier » sans accent trouve « Comment résilier mon contrat ? » en premier', async () => {
    expect((await search('resilier'))[0]).toBe('resilier');
    expect((await search('Résilier'))[0]).toBe('resilier');
    expect((await search('résiliation'))[0]).toBe('resilier');
  });

  it('« carte tiers payant » trouve les questions sur la « carte de tiers payant », elles d’abord', async () => {
    const found = await search('carte tiers payant');
    expect(found.slice(0, 4).sort()).toEqual([
      'carte-tiers-payant',
      'carte-tiers-payant-obtenir',
      'carte-tiers-payant-perdue',
      'carte-tiers-payant-refusee',
    ]);
  });

  it('classe d’abord la question qui répond à tous les mots cherchés', async () => {
    expect((await search('comment ajouter mon enfant'))[0]).toBe('ajouter-beneficiaire');
    expect((await search('rib remboursements'))[0]).toBe('deux-rib');
    expect((await search('perdu ma carte'))[0]).toBe('carte-tiers-payant-perdue');
    expect((await search('mot de passe oublie', 'public'))[0]).toBe('public-mot-de-passe-oublie');
    expect((await search('J’ai oublié mon identifiant', 'public'))[0]).toBe('public-identifiant-oublie');
  });

  it('un titre qui contient le mot passe avant une réponse qui le cite', async () => {
    const found = await search('attestation');
    expect(found[0]).toBe('attestation');
  });

  it('trouve « Noémie » tapé sans accent, et le dernier mot tapé à moitié (« rembour »)', async () => {
    expect(await search('noemie')).toEqual(['teletransmission']);
    expect((await search('rembour')).length).toBeGreaterThanOrEqual(3);
  });

  it('ne cherche que dans le public demandé', async () => {
    expect(await search('résilier', 'public')).toEqual([]);
    expect((await search('mot de passe', 'public')).every((code) => code.startsWith('public-'))).toBe(true);
  });

  it('une recherche de mots vides ou de signes ne renvoie rien, sans erreur', async () => {
    expect(await search('le la les de')).toEqual([]);
    expect(await search("' & | ! :* ( ) <->")).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('refuse une recherche de plus de 200 caractères (400 en français)', async () => {
    const response = await browser.get(`/api/faq/search?userType=adherent&query=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.query).toBe('Votre recherche ne doit pas dépasser 200 caractères.');
  });
});
