import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceMessages, type AudienceRegle } from '@portail/shared/admin/audiences';
import { serverMessages } from '@portail/shared/messages';
import { gestionLittoral } from '../../test/demo-logins.ts';
import { generateMembers } from '../../test/generated-members.ts';
import { expectMatrix, signedInBrowser, signInActors, staffOnly, type Actors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

const santeEssentielleAvecCompte: AudienceRegle = {
  combinaison: 'et',
  conditions: [
    { champ: 'offre', operateur: 'parmi', valeurs: ['Santé Essentielle'] },
    { champ: 'comptePortail', valeur: true },
  ],
  groupes: [],
};

describe(`audiences : règles, compte en direct, aperçu (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  /** A hand-written count over the generated members of Mutuelle Démo. */
  let handCount: (where: string) => Promise<number>;
  const compter = (regle: unknown) => actors.gestionnaire.post('/api/admin/audiences/compter', { regle });

  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
    await generateMembers(t.database.db, 'demo', 3000);
    handCount = async (where) => {
      const { rows } = await sql<{ n: number }>`select count(distinct p.id)::int as n from personnes p
        join clients cl on cl.id = p.client_id and cl.code = 'demo'
        left join accounts a on a.personne_id = p.id
        left join beneficiaires b on b.personne_id = p.id
        left join contrats c on c.souscripteur_id = p.id or c.id = b.contrat_id
        where ${sql.raw(where)}`.execute(t.database.db);
      return rows[0]!.n;
    };
  });
  afterAll(() => t.close());

  it('chaque route × chaque rôle : anonyme 401, adhérents 403, personnel du client, personnel d’un autre client 401', async () => {
    const regle = { regle: santeEssentielleAvecCompte };
    const created = await actors.gestionnaire.post('/api/admin/audiences', { nom: 'Matrice', regle });
    expect(created.statusCode).toBe(400);
    const audience = await actors.gestionnaire.post('/api/admin/audiences', { nom: 'Matrice', ...regle });
    expect(audience.statusCode, audience.body).toBe(201);
    const id = audience.json().id as number;
    const calls = [
      (b: Actors[keyof Actors]) => b.get('/api/admin/audiences'),
      (b: Actors[keyof Actors]) => b.get('/api/admin/audiences/choix'),
      (b: Actors[keyof Actors]) => b.get(`/api/admin/audiences/${id}`),
      (b: Actors[keyof Actors]) => b.post('/api/admin/audiences/compter', regle),
      (b: Actors[keyof Actors]) => b.post('/api/admin/audiences/apercu', regle),
      (b: Actors[keyof Actors]) =>
        b.request('PUT', `/api/admin/audiences/${id}`, { body: { nom: 'Matrice', ...regle } }),
    ];
    for (const call of calls) {
      const responses = await expectMatrix(actors, call, staffOnly);
      expect(responses.souscripteur.json().message).toBe(serverMessages.forbidden);
    }
    const creates = await expectMatrix(
      actors,
      (b, actor) => b.post('/api/admin/audiences', { nom: `Matrice ${actor}`, ...regle }),
      { ...staffOnly, gestionnaire: 201 },
    );
    expect(creates.gestionnaire.json().nom).toBe('Matrice gestionnaire');
    await expectMatrix(actors, (b) => b.request('DELETE', `/api/admin/audiences/${id}`), {
      ...staffOnly,
      gestionnaire: 204,
    });
    expect((await actors.gestionnaire.get(`/api/admin/audiences/${id}`)).statusCode).toBe(404);
  });

  it('le compte est celui d’une requête SQL écrite à la main sur les adhérents générés', async () => {
    const compteActif = `a.id is not null and not a.disabled and (a.activated_at is not null or a.is_email_confirmed)`;
    const cases: [AudienceRegle, string][] = [
      [santeEssentielleAvecCompte, `c.nom_offre = 'Santé Essentielle' and ${compteActif}`],
      [
        {
          combinaison: 'et',
          conditions: [
            { champ: 'departement', operateur: 'parmi', valeurs: ['2A', '2B', '971'] },
            { champ: 'teletransmission', valeur: false },
          ],
          groupes: [
            {
              combinaison: 'ou',
              conditions: [{ champ: 'trancheAge', operateur: 'parmi', valeurs: ['61-75', '76+'] }],
              groupes: [],
            },
          ],
        },
        `(p.adresse ->> 'codePostal' like '20%' or p.adresse ->> 'codePostal' like '971%') and not p.teletransmission
          and extract(year from age(current_date, p.date_naissance)) >= 61`,
      ],
      [
        {
          combinaison: 'et',
          conditions: [
            { champ: 'role', operateur: 'parmi', valeurs: ['beneficiaire'] },
            { champ: 'consentement', nom: 'newsletter', valeur: true },
          ],
          groupes: [],
        },
        `b.contrat_id is not null and exists (select 1 from consentement_reponses r where r.account_id = a.id
          and r.nom = 'newsletter' and r.is_accepted and r.superseded_at is null and r.answered_at > now() - interval '365 days')`,
      ],
      [
        {
          combinaison: 'ou',
          conditions: [
            { champ: 'etatContrat', operateur: 'parmi', valeurs: ['resilie', 'suspendu'] },
            { champ: 'trancheAge', operateur: 'parmi', valeurs: ['0-17'] },
          ],
          groupes: [],
        },
        `c.etat in ('resilie', 'suspendu') or age(current_date, p.date_naissance) < interval '18 years'`,
      ],
    ];
    for (const [regle, where] of cases) {
      const response = await compter(regle);
      expect(response.statusCode, response.body).toBe(200);
      const expected = await handCount(where);
      expect(expected).toBeGreaterThan(0);
      expect(response.json(), JSON.stringify(regle)).toEqual({
        adherents: expected,
        joignables: await handCount(`(${where}) and ${compteActif}`),
      });
    }
    // « n'est pas parmi »: members holding or benefiting from no Santé Essentielle contract.
    const sans = await compter({
      combinaison: 'et',
      conditions: [{ champ: 'offre', operateur: 'horsDe', valeurs: ['Santé Essentielle'] }],
    });
    const all = await handCount('true');
    expect(sans.json().adherents).toBe(all - (await handCount(`c.nom_offre = 'Santé Essentielle'`)));
  });

  it('l’aperçu donne les premiers adhérents par nom, le client servi seulement', async () => {
    const response = await actors.gestionnaire.post('/api/admin/audiences/apercu', {
      regle: santeEssentielleAvecCompte,
    });
    expect(response.statusCode).toBe(200);
    const adherents = response.json().adherents as { nom: string; compte: boolean }[];
    expect(adherents).toHaveLength(20);
    expect(adherents.every((a) => a.compte)).toBe(true);
    const noms = adherents.map((a) => a.nom.toLowerCase());
    expect(noms).toEqual([...noms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Yann Morvan (Littoral) counts Littoral's members only: none of the 3,000 generated at Démo.
    const yann = await signedInBrowser(t.app, gestionLittoral, 'littoral.localhost');
    const littoral = await yann.post('/api/admin/audiences/compter', { regle: santeEssentielleAvecCompte });
    expect(littoral.statusCode).toBe(200);
    expect(littoral.json().adherents).toBe(0);
    const choix = (await actors.gestionnaire.get('/api/admin/audiences/choix')).json();
    expect(choix.offres).toContain('Santé Essentielle');
    expect(choix.consentements.map((c: { nom: string }) => c.nom)).toEqual(['newsletter', 'enquetes']);
  });

  it('un critère inconnu, un groupe vide, une règle sans condition : refusés en français, rien d’enregistré', async () => {
    const unknown = await actors.gestionnaire.post('/api/admin/audiences', {
      nom: 'Par salaire',
      regle: { combinaison: 'et', conditions: [{ champ: 'salaire', operateur: 'parmi', valeurs: ['élevé'] }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['regle.conditions.0.champ']).toBe(audienceMessages.unknownField('salaire'));
    const empty = await compter({ combinaison: 'et', conditions: [] });
    expect(empty.json().errors).toEqual({ regle: audienceMessages.noCondition });
    const emptyGroup = await compter({
      combinaison: 'et',
      conditions: [{ champ: 'teletransmission', valeur: true }],
      groupes: [{ combinaison: 'ou', conditions: [] }],
    });
    expect(emptyGroup.json().errors).toEqual({ 'regle.groupes.0': audienceMessages.emptyGroup });
    const badDept = await compter({ combinaison: 'et', conditions: [{ champ: 'departement', valeurs: ['00'] }] });
    expect(badDept.json().errors['regle.conditions.0.valeurs.0']).toBe(audienceMessages.departement);
    // An SQL fragment is a value like any other: an offer nobody holds.
    const injection = await compter({
      combinaison: 'et',
      conditions: [{ champ: 'offre', valeurs: ["x') or true or ('"] }],
    });
    expect(injection.json()).toEqual({ adherents: 0, joignables: 0 });
    const list = (await actors.gestionnaire.get('/api/admin/audiences?nom=salaire')).json();
    expect(list.total).toBe(0);
    await actors.gestionnaire.post('/api/admin/audiences', { nom: 'Doublon', regle: santeEssentielleAvecCompte });
    const twice = await actors.gestionnaire.post('/api/admin/audiences', {
      nom: 'DOUBLON',
      regle: santeEssentielleAvecCompte,
    });
    expect([twice.statusCode, twice.json().message]).toEqual([400, audienceMessages.nomTaken]);
  });

  it('chaque écriture est au journal d’audit, dans sa transaction', async () => {
    const created = await actors.gestionnaire.post('/api/admin/audiences', {
      nom: 'Seniors corses',
      description: 'Adhérents de 61 ans et plus en Corse',
      regle: { combinaison: 'et', conditions: [{ champ: 'departement', valeurs: ['2A', '2B'] }] },
    });
    const id = created.json().id;
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_label'])
      .where('target', '=', `audience:${id}`)
      .execute();
    expect(audit).toEqual([{ action: 'audience.creer', target_label: 'Seniors corses' }]);
  });
});
