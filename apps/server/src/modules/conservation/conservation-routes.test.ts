import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conservationMessages, reglesConservation } from '@portail/shared/admin/conservation';
import { serverMessages } from '@portail/shared/messages';
import { camille, marie } from '../../test/demo-logins.ts';
import { expectMatrix, signedInBrowser, signInActors, staffOnly, type Actors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { auditOf, putSection, readConfig } from '../configuration/configuration-test-kit.ts';
import { purgerDonneesEchues } from './purge.ts';

/* Issue 28 (decision 051): the « Durées de conservation » tab and the last purge reports. */

const purgesUrl = '/api/admin/configuration/purges';

describe(`back office : durées de conservation et rapports de purge (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  const stored = async () =>
    t.database.db
      .selectFrom('clients')
      .select(['version', 'conservation'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  it('chaque route × chaque rôle : le personnel du client servi seulement ; ni un Gestionnaire, ni « voir comme »', async () => {
    await expectMatrix(actors, (b) => b.get(purgesUrl), staffOnly);
    const config = await readConfig(actors.gestionnaire);
    const answers = await expectMatrix(
      actors,
      (b) => putSection(b, 'conservation', { ...config.conservation, version: config.version }),
      staffOnly,
    );
    expect(answers.anonyme.json().message).toBe(serverMessages.notSignedIn);
    // A Gestionnaire has no right on the configuration (decision 028).
    const gestionnaire = await signedInBrowser(t.app, camille);
    expect((await gestionnaire.get(purgesUrl)).statusCode).toBe(403);
    expect(
      (await putSection(gestionnaire, 'conservation', { ...config.conservation, version: config.version })).statusCode,
    ).toBe(403);
    // Staff looking at the portal as Marie: the member's read-only session, no back office.
    const staff = await signedInBrowser(t.app, { userName: 'admin@example.com', password: 'Gestion#2026' });
    const { personne_id } = await t.database.db
      .selectFrom('accounts')
      .select('personne_id')
      .where('user_name', '=', marie.userName)
      .executeTakeFirstOrThrow();
    expect((await staff.post(`/api/admin/adherents/${personne_id}/voir-comme`)).statusCode).toBe(200);
    expect((await staff.get(purgesUrl)).statusCode).toBe(403);
    const current = await readConfig(actors.gestionnaire);
    expect(
      (await putSection(staff, 'conservation', { ...current.conservation, version: current.version })).statusCode,
    ).toBe(403);
  });

  it('montre les durées par défaut de la décision 051 et celles du client ; enregistre seulement ce qui diffère des défauts, avec le journal', async () => {
    const config = await readConfig(actors.gestionnaire);
    // The demo seed keeps Mutuelle Démo's requests 60 months; the rest are the defaults.
    expect(config.conservation.conservation).toEqual({
      comptesClotures: 24,
      demandes: 60,
      connexions: 6,
      journalAcces: 12,
      courriels: 30,
      notifications: 12,
    });
    const conservation = { ...config.conservation.conservation, connexions: 3, courriels: 7 };
    const saved = await putSection(actors.gestionnaire, 'conservation', { conservation, version: config.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().conservation.conservation).toEqual(conservation);
    expect(await stored()).toEqual({
      version: config.version + 1,
      conservation: { demandes: 60, connexions: 3, courriels: 7 },
    });
    const [entry] = await auditOf(t.database.db, 'configuration.modifier');
    expect(entry).toMatchObject({
      target: 'client:demo',
      target_label: 'Mutuelle Démo — Durées de conservation',
      before: { conservation: config.conservation.conservation },
      after: { conservation },
    });
  });

  it('une durée hors bornes est refusée en français, champ par champ, et rien ne change', async () => {
    const config = await readConfig(actors.gestionnaire);
    const before = await stored();
    const bad = await putSection(actors.gestionnaire, 'conservation', {
      conservation: { ...config.conservation.conservation, connexions: 13, journalAcces: 3, demandes: 2.5 },
      version: config.version,
    });
    expect(bad.statusCode).toBe(400);
    const rule = (nature: keyof typeof reglesConservation) => {
      const r = reglesConservation[nature];
      return conservationMessages.between(r.min, r.max, r.unite);
    };
    expect(bad.json().errors).toEqual({
      'conservation.connexions': rule('connexions'),
      'conservation.journalAcces': rule('journalAcces'),
      'conservation.demandes': rule('demandes'),
    });
    expect(rule('connexions')).toBe('Saisissez un nombre entier de mois entre 1 et 12.');
    const missing = await putSection(actors.gestionnaire, 'conservation', {
      conservation: { connexions: 6 },
      version: config.version,
    });
    expect(missing.statusCode).toBe(400);
    const unknown = await putSection(actors.gestionnaire, 'conservation', {
      conservation: config.conservation.conservation,
      autre: 1,
      version: config.version,
    });
    expect(unknown.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('les rapports des derniers passages de la purge, du client servi seulement', async () => {
    const db = t.database.db;
    await sql`insert into connexions (account_id, at, methode)
      select id, now() - interval '1 year', 'mot_de_passe' from accounts
      where user_name in (${marie.userName}, 'gestion@littoral.example.com')`.execute(db);
    await purgerDonneesEchues(db, { instance: 'serveur-1' });
    const response = await actors.gestionnaire.get(purgesUrl);
    expect(response.statusCode).toBe(200);
    const { rapports } = response.json() as { rapports: { nature: string; supprimees: number; instance: string }[] };
    expect(rapports.find((r) => r.nature === 'connexions')).toMatchObject({ supprimees: 1, instance: 'serveur-1' });
    expect(rapports.every((r) => r.instance === 'serveur-1')).toBe(true);
    const littoral = await db
      .selectFrom('purges')
      .innerJoin('clients', 'clients.id', 'purges.client_id')
      .select('purges.supprimees')
      .where('clients.code', '=', 'littoral')
      .where('purges.nature', '=', 'connexions')
      .execute();
    expect(littoral).toEqual([{ supprimees: 1 }]);
    expect(rapports).toHaveLength(
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from purges p join clients c on c.id = p.client_id where c.code = 'demo'`.execute(db)
        ).rows[0]!.n,
      ),
    );
  });
});
