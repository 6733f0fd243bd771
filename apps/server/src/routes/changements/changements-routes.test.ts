import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actors, expectMatrix, signInActors, staffOnly } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { gestionLittoral } from '../../test/demo-logins.ts';
import { testDbKind } from '../../test/test-database.ts';

describe(`flux des changements pour le système de gestion (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
    await actors.souscripteur.post(
      '/api/forms/contact/v2/form',
      { theme: 'sante', sousTheme: 'sante-contrat', message: 'Une question sur mon contrat.' },
      { 'x-numcontrat': '40012345' },
    );
  });
  afterAll(() => t.close());

  it('lu par le personnel du client seulement (matrice des rôles)', async () => {
    const responses = await expectMatrix(actors, (b) => b.get('/api/admin/exports/changes'), staffOnly);
    expect(responses.gestionnaire.json().changements).toContainEqual(
      expect.objectContaining({ type: 'demande.creee', client: 'demo', numeroContrat: '40012345', numPers: 'P100001' }),
    );
  });

  it('le personnel d’un autre client ne voit pas les changements de Mutuelle Démo', async () => {
    const littoral = new Browser(t.app, 'littoral.localhost');
    await littoral.signIn(gestionLittoral.userName, gestionLittoral.password);
    expect((await littoral.get('/api/admin/exports/changes')).json().changements).toEqual([]);
  });
});
