import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMaskedIban } from '@portail/shared/bank-masking';
import { Browser, createTestApp, type TestApp } from '../test/test-app.ts';
import { lucas, marie } from '../test/demo-logins.ts';
import { testDbKind } from '../test/test-database.ts';

/** Every full IBAN and BBAN the demo data holds, without spaces. */
async function bankAccounts(t: TestApp): Promise<string[]> {
  const db = t.database.db;
  const contrats = await db.selectFrom('contrats').select('rib').where('rib', 'is not', null).execute();
  const personnes = await db.selectFrom('personnes').select('banque').where('banque', 'is not', null).execute();
  const accounts = contrats.map((c) => c.rib!.replace(/\s/g, ''));
  for (const { banque } of personnes) {
    const bank = banque as Record<string, string | undefined>;
    if (bank.identifiantNationalCompte) {
      accounts.push(bank.identifiantNationalCompte);
      accounts.push(`${bank.codeInternationalPaysIso2}${bank.cleIban}${bank.identifiantNationalCompte}`);
    }
    if (bank.iban) accounts.push(bank.iban.replace(/\s/g, ''));
  }
  return accounts;
}

describe(`données exposées aux adhérents (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('aucune réponse à un adhérent ou un bénéficiaire ne porte un compte bancaire entier', async () => {
    const accounts = await bankAccounts(t);
    expect(accounts.length).toBeGreaterThan(3);
    const reads = t.app.apiRoutes.filter((r) => r.method === 'GET' && r.access === 'signedIn' && !r.url.includes(':'));
    expect(reads.length).toBeGreaterThan(5);
    for (const who of [marie, lucas]) {
      const browser = new Browser(t.app);
      await browser.signIn(who.userName, who.password);
      for (const route of reads) {
        const body = (await browser.get(route.url)).body.replace(/\s/g, '');
        for (const account of accounts) expect(body, `${who.userName} ${route.url}`).not.toContain(account);
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
