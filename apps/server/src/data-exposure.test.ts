import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMaskedIban } from '@portail/shared/bank-masking';
import { Browser, createTestApp, type TestApp } from './test/test-app.ts';
import { lucas, marie } from './test/demo-logins.ts';
import { testDbKind } from './test/test-database.ts';
import { storedBankAccounts, storedNirs } from './test/sensitive-values.ts';

/** Every full IBAN and BBAN the demo data holds, without spaces. */
function bankAccounts(t: TestApp): Promise<string[]> {
  return storedBankAccounts(t.database.db);
}

describe(`données exposées aux adhérents (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('aucune réponse à un adhérent ou un bénéficiaire ne porte un compte bancaire ni un NIR entiers', async () => {
    const accounts = await bankAccounts(t);
    const nirs = await storedNirs(t.database.db);
    expect(accounts.length).toBeGreaterThan(3);
    const reads = t.app.apiRoutes.filter(
      (r) => r.method === 'GET' && (r.access === 'signedIn' || r.access === 'member') && !r.url.includes(':'),
    );
    expect(reads.length).toBeGreaterThan(5);
    for (const who of [marie, lucas]) {
      const browser = new Browser(t.app);
      await browser.signIn(who.userName, who.password);
      for (const route of reads)
        for (const headers of [{}, { 'x-numcontrat': '40012345' }] as Record<string, string>[]) {
          const body = (await browser.get(route.url, headers)).body.replace(/\s/g, '');
          for (const account of accounts) expect(body, `${who.userName} ${route.url}`).not.toContain(account);
          for (const nir of nirs) expect(body, `${who.userName} ${route.url}`).not.toContain(nir);
        }
    }
  });

  it('aucune réponse à un adhérent ou un bénéficiaire, contrat choisi, ne porte un compte ou un NIR entier', async () => {
    const accounts = await bankAccounts(t);
    const nirs = await storedNirs(t.database.db);
    expect(nirs.length).toBeGreaterThan(3);
    const reads = t.app.apiRoutes.filter(
      (r) => r.method === 'GET' && (r.access === 'signedIn' || r.access === 'member') && !r.url.includes(':'),
    );
    expect(reads.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/v2/adherent/contrat', '/api/v2/adherent/garanties', '/api/v2/adherent/cartetp']),
    );
    for (const who of [marie, lucas]) {
      const browser = new Browser(t.app);
      await browser.signIn(who.userName, who.password);
      for (const route of reads) {
        const response = await browser.get(route.url, { 'x-numcontrat': '40012345' });
        const body = response.headers['content-type'] === 'application/pdf' ? '' : response.body.replace(/\s/g, '');
        for (const secret of [...accounts, ...nirs]) expect(body, `${who.userName} ${route.url}`).not.toContain(secret);
      }
    }
  });

  it('un bénéficiaire voit le compte de prestations du contrat masqué (pays, clé, 4 derniers caractères)', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(lucas.userName, lucas.password);
    const { contrats } = (await browser.get('/api/v2/adherent/contrats')).json();
    const ribs = contrats.map(
      (c: { modalitePaiementPrestation: { rib: string | null } }) => c.modalitePaiementPrestation.rib,
    );
    expect(ribs.filter(Boolean).length).toBeGreaterThan(0);
    for (const rib of ribs.filter(Boolean)) expect(isMaskedIban(rib)).toBe(true);
  });
});

describe(`« Mes remboursements » n’expose ni compte entier ni NIR (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
  }, 120_000);
  afterAll(() => t.close());

  it('liste, options, détail d’une ligne et d’un paiement, export, vue annuelle : masqués', async () => {
    const accounts = await bankAccounts(t);
    const nirs = await storedNirs(t.database.db);
    const header = { 'x-numcontrat': '40012345' };
    for (const who of [marie, lucas]) {
      const browser = new Browser(t.app);
      await browser.signIn(who.userName, who.password);
      const base = '/api/v1/adherent/remboursements';
      const { lignes } = (await browser.get(base, header)).json();
      const paid = lignes.find((l: { paiement: unknown }) => l.paiement);
      const urls = [
        base,
        `${base}/options`,
        `${base}/export`,
        `/api/v2/adherent/prestations?annee=${new Date().getFullYear()}`,
        `${base}/${lignes[0].id}`,
        ...(paid ? [`${base}/paiements/${paid.paiement.reference}`] : []),
      ];
      for (const url of urls) {
        const response = await browser.get(url, header);
        expect(response.statusCode, `${who.userName} ${url}`).toBe(200);
        const body = response.body.replace(/\s/g, '');
        for (const secret of [...accounts, ...nirs]) expect(body, `${who.userName} ${url}`).not.toContain(secret);
      }
    }
  });
});
