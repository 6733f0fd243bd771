import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

describe(`navigation de connexion (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET identity/login renvoie vers /login en gardant callbackUrl', async () => {
    const response = await new Browser(t.app).get('/api/identity/login?callbackUrl=%2F%23%2Fespace-adherent');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?callbackUrl=%2F%23%2Fespace-adherent');
  });

  it.each([
    ['https://pirate.example', 'une adresse absolue'],
    ['//pirate.example', 'une adresse protocole-relative'],
    ['/\\pirate.example', 'une barre oblique inverse'],
    ['/%20/pirate.example/', 'une espace'],
    ['/%C2%A0/pirate.example/', 'une espace insécable'],
  ])('n’accepte comme retour qu’un chemin de ce portail : %s (%s) devient l’espace adhérent', async (callback) => {
    const response = await new Browser(t.app).get(`/api/identity/login?callbackUrl=${callback}`);
    expect(response.headers.location).toBe('/login?callbackUrl=%2F%23%2Fespace-adherent');
  });

  it.each(['/%09/pirate.example/', '/%0D%0A/pirate.example/', '/%00/pirate.example/'])(
    'refuse en 400 un retour contenant un caractère de contrôle (%s), sans rediriger',
    async (callback) => {
      const response = await new Browser(t.app).get(`/api/identity/login?callbackUrl=${callback}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.json().errors.callbackUrl).toBe('Ce champ contient des caractères non autorisés.');
    },
  );

  it('garde un chemin de ce portail comme retour', async () => {
    const response = await new Browser(t.app).get('/api/identity/login?callbackUrl=%2Fadmin');
    expect(response.headers.location).toBe('/login?callbackUrl=%2Fadmin');
  });

  it('envoie vers le fournisseur OIDC externe quand le client en a un', async () => {
    const response = await new Browser(t.app, 'horizon.localhost').get('/api/identity/login');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^https:\/\/connexion\.prevoyance-horizon\.fr\/auth\?callbackUrl=/);
  });
});

describe(`documents techniques (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health répond {"status":"ok"} quand la base répond', async () => {
    const response = await new Browser(t.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('le document OpenAPI est généré et décrit chaque route de l’API', async () => {
    const doc = (await new Browser(t.app).get('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    const apiRoutes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const path of [
      '/api/health',
      '/api/clients/current',
      '/api/clients/assets/{id}',
      '/api/identity/login',
      '/api/identity/logout',
      '/api/identity/current-user',
      '/api/identity/session',
      '/api/v2/adherent/contrats',
      '/api/identity/register',
      '/api/identity/confirm-email',
      '/api/identity/relance-activation',
      '/api/identity/check-token',
      '/api/identity/activate-user',
      '/api/identity/client/create',
      '/api/identity/forgot-password',
      '/api/identity/reset-password',
      '/api/identity/change-password',
      '/api/identity/check-password',
      '/api/identity/pre-forgot-username',
      '/api/identity/forgot-username',
      '/api/identity/sso-token',
      '/api/identity/sso-token/jwks',
      '/api/identity/oidc/callback',
      '/api/identity/amf/contact',
      '/api/identity/amf/status',
      '/api/identity/amf/send',
      '/api/identity/amf/verify',
      '/api/forms/changementidentifiant/form',
      '/api/forms/suppressioncompte',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/identity/login'].post.requestBody).toBeDefined();
    const register = doc.paths['/api/identity/register'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['numeroContrat', 'nir', 'prenom', 'nom', 'dateNaissance', 'email', 'password', 'cgu']),
    );
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['202', '400', '429']));
  });
});
