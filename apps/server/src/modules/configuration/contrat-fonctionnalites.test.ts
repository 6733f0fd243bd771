import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import { expectMatrix, signInActors, staffOnly, type Actors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { auditOf, putSection, readConfig } from './configuration-test-kit.ts';

const url = (numero: string) => `/api/admin/configuration/contrats/${numero}`;

describe(`back office : fonctionnalités du client et propres à un contrat (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  const memberSwitch = async (code: string) =>
    (await actors.souscripteur.get('/api/clients/current')).json().fonctionnalites[code];

  it('chaque route × chaque rôle', async () => {
    await expectMatrix(actors, (b) => b.get(url('40012345')), staffOnly);
    const stale = { version: 'ancienne', backOffice: {} };
    await expectMatrix(actors, (b) => b.request('PUT', url('40012345'), { body: stale }), {
      ...staffOnly,
      gestionnaire: 409,
    });
  });

  it('un réglage du back-office sur un contrat prime sur celui du fichier de gestion, et se journalise', async () => {
    const read = await actors.gestionnaire.get(url('40012346'));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      numero: '40012346',
      souscripteur: 'Marie Dupont',
      fichier: { forgotUsernameAutreActe: false },
      backOffice: {},
    });
    const saved = await actors.gestionnaire.request('PUT', url('40012346'), {
      body: { version: read.json().version, backOffice: { forgotUsernameAutreActe: true, espaceDemandes: false } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await memberSwitch('forgotUsernameAutreActe')).toMatchObject({
      isActivatedPerContract: { '40012346': true },
    });
    // A switch the client never set is listed once a contract sets it.
    expect(await memberSwitch('espaceDemandes')).toEqual({
      isActivated: true,
      isActivatedPerContract: { '40012346': false },
    });
    const [entry] = await auditOf(t.database.db, 'configuration.fonctionnalites_contrat');
    expect(entry).toMatchObject({ target: 'contrat:40012346', before: {}, after: { espaceDemandes: false } });
    expect((await readConfig(actors.gestionnaire)).contratsParticuliers).toContainEqual(
      expect.objectContaining({
        numero: '40012346',
        backOffice: { forgotUsernameAutreActe: true, espaceDemandes: false },
      }),
    );

    // Read before that save: stale, nothing overwritten.
    const late = await actors.gestionnaire.request('PUT', url('40012346'), {
      body: { version: read.json().version, backOffice: {} },
    });
    expect([late.statusCode, late.json().message]).toEqual([409, m.stale]);
    expect((await actors.gestionnaire.get(url('40012346'))).json().backOffice).toEqual({
      forgotUsernameAutreActe: true,
      espaceDemandes: false,
    });
  });

  it('un contrat inconnu, ou d’un autre client, est introuvable', async () => {
    for (const numero of ['99999999', '70001234']) {
      const response = await actors.gestionnaire.get(url(numero));
      expect([response.statusCode, response.json().message]).toEqual([404, m.contratInconnu]);
    }
  });

  it('les fonctionnalités du client s’appliquent à tous ses adhérents', async () => {
    const config = await readConfig(actors.gestionnaire);
    const saved = await putSection(actors.gestionnaire, 'fonctionnalites', {
      ...config.fonctionnalites,
      fonctionnalites: { ...config.fonctionnalites.fonctionnalites, espaceDocuments: false },
      version: config.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await memberSwitch('espaceDocuments')).isActivated).toBe(false);
    expect((await memberSwitch('creationCompteAutreActe')).isActivated).toBe(true);
  });
});
