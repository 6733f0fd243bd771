import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';
import { admin, lucas, marie, paul } from '../test/demo-logins.ts';

describe(`contrats et en-tête X-NumContrat (${testDbKind})`, () => {
  let t: TestApp;
  let numerosMarie: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const browser = new Browser(t.app);
    await browser.signIn(marie.userName, marie.password);
    numerosMarie = (await browser.get('/api/v2/adherent/contrats'))
      .json()
      .contrats.map((c: { numeroContratIndividuel: string }) => c.numeroContratIndividuel);
  });
  afterAll(() => t.close());

  it('liste les trois contrats de Marie avec leurs états', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(marie.userName, marie.password);
    const { contrats } = (await browser.get('/api/v2/adherent/contrats')).json();
    expect(contrats.map((c: { etat: string }) => c.etat).sort()).toEqual(['resilie', 'suspendu', 'valide']);
    expect(contrats.find((c: { etat: string }) => c.etat === 'valide').isActif).toBe(true);
    expect(contrats[0].etat).toBe('valide');
  });

  it('exige une session pour lire les contrats (401)', async () => {
    expect((await new Browser(t.app).get('/api/v2/adherent/contrats')).statusCode).toBe(401);
  });

  it('accepte le X-NumContrat d’un contrat de la personne connectée', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(marie.userName, marie.password);
    const response = await browser.get('/api/v2/adherent/contrats', { 'x-numcontrat': numerosMarie[0]! });
    expect(response.statusCode).toBe(200);
  });

  it('refuse en 403 le X-NumContrat d’une autre personne', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(paul.userName, paul.password);
    const response = await browser.get('/api/v2/adherent/contrats', { 'x-numcontrat': numerosMarie[0]! });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN_CONTRAT',
      message: "Ce contrat n'est pas accessible avec votre compte.",
    });
  });

  it('un bénéficiaire voit le contrat dont il bénéficie, et lui seul', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(lucas.userName, lucas.password);
    const { contrats } = (await browser.get('/api/v2/adherent/contrats')).json();
    expect(contrats.length).toBeGreaterThan(0);
    expect(
      (await browser.get('/api/v2/adherent/contrats', { 'x-numcontrat': contrats[0].numeroContratIndividuel }))
        .statusCode,
    ).toBe(200);
    const notHis = numerosMarie.find(
      (n) => !contrats.some((c: { numeroContratIndividuel: string }) => c.numeroContratIndividuel === n),
    );
    expect((await browser.get('/api/v2/adherent/contrats', { 'x-numcontrat': notHis! })).statusCode).toBe(403);
  });

  it('un adhérent sans contrat reçoit une liste vide (« 0 contrat » côté portail)', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(paul.userName, paul.password);
    expect((await browser.get('/api/v2/adherent/contrats')).json()).toEqual({ contrats: [] });
  });

  it('refuse en 403 un numéro de contrat inexistant, même pour le personnel', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(admin.userName, admin.password);
    expect((await browser.get('/api/identity/current-user', { 'x-numcontrat': 'INEXISTANT-1' })).statusCode).toBe(403);
    expect((await browser.get('/api/identity/current-user', { 'x-numcontrat': numerosMarie[0]! })).statusCode).toBe(
      200,
    );
  });
});
