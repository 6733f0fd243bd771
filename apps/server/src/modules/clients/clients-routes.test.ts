import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicClientConfigSchema } from '@portail/shared/client-config';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { marie } from '../../test/demo-logins.ts';

describe(`configuration du client selon le nom de domaine (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sert « Mutuelle Démo » sur localhost et « Mutuelle du Littoral » sur son domaine', async () => {
    const demo = (await new Browser(t.app, 'localhost:8080').get('/api/clients/current')).json();
    const littoral = (await new Browser(t.app, 'littoral.localhost:8080').get('/api/clients/current')).json();
    expect(demo.libelle).toBe('Mutuelle Démo');
    expect(littoral.libelle).toBe('Mutuelle du Littoral');
    expect(littoral.branding.primaryColor).not.toBe(demo.branding.primaryColor);
    expect(littoral.branding.logoUrl).not.toBe(demo.branding.logoUrl);
    expect(publicClientConfigSchema.parse(demo)).toBeTruthy();
  });

  it('retombe sur le client par défaut pour un domaine inconnu', async () => {
    const response = await new Browser(t.app, 'inconnu.example.org').get('/api/clients/current');
    expect(response.json().libelle).toBe('Mutuelle Démo');
  });

  it('signale le fournisseur OIDC externe du client qui en a un', async () => {
    const horizon = (await new Browser(t.app, 'horizon.localhost').get('/api/clients/current')).json();
    expect(horizon.oidcExternalProvider).toEqual({
      name: 'Horizon Connect',
      loginUrl: expect.stringMatching(/^https:\/\//),
    });
  });

  it('ne donne les activations par contrat qu’à la personne connectée, pour ses contrats', async () => {
    const anonymous = (await new Browser(t.app).get('/api/clients/current')).json();
    for (const feature of Object.values(anonymous.fonctionnalites) as { isActivatedPerContract: object }[]) {
      expect(feature.isActivatedPerContract).toEqual({});
    }
    const browser = new Browser(t.app);
    await browser.signIn(marie.userName, marie.password);
    const signedIn = (await browser.get('/api/clients/current')).json();
    const perContract = Object.values(signedIn.fonctionnalites).flatMap((f) =>
      Object.keys((f as { isActivatedPerContract: object }).isActivatedPerContract),
    );
    const { contrats } = (await browser.get('/api/v2/adherent/contrats')).json();
    expect(perContract.length).toBeGreaterThan(0);
    for (const numero of perContract)
      expect(contrats.map((c: { numeroContratIndividuel: string }) => c.numeroContratIndividuel)).toContain(numero);
  });

  it('sert le logo avec son type et un cache immuable quand l’URL porte la version', async () => {
    const { branding } = (await new Browser(t.app).get('/api/clients/current')).json();
    const response = await new Browser(t.app).get(branding.logoUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toContain('<svg');
  });

  it('répond 404 en français pour une image inconnue', async () => {
    const response = await new Browser(t.app).get('/api/clients/assets/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('La ressource demandée est introuvable');
  });
});
