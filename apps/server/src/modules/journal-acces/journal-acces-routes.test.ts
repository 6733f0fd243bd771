import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JournalAccesRow } from '@portail/shared/admin/journal-acces';
import { consultationSentence, type Consultations } from '@portail/shared/consultations';
import { serverMessages } from '@portail/shared/messages';
import { admin, camille, lucas, marie } from '../../test/demo-logins.ts';
import { expectMatrix, signedInBrowser, signInActors, staffOnly, type Actors } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { traceFailedMessage } from './trace-read.ts';
import { memberReadOf } from './view-as-reads.ts';

/**
 * Member-area reads not traced « comme l'adhérent » (decision 049): the signed-in account and its
 * security settings every page asks, contents and reference data, notifications, consents, the access
 * log itself, and the data export (its state; the archive is refused while viewing).
 */
const withoutMemberData = [
  '/api/identity/current-user',
  '/api/identity/sso-token',
  '/api/identity/amf/contact',
  '/api/identity/amf/status',
  '/api/cms/popups',
  '/api/forms/consentement',
  '/api/forms/consentement/historique',
  '/api/referentiel/reseau-soins',
  '/api/referentiel/communes',
  '/api/notifications',
  '/api/notifications/non-lues',
  '/api/notifications/fenetre',
  '/api/adherent/donnees/export',
  '/api/adherent/donnees/export/archive',
  '/api/adherent/consultations',
];

const logUrl = '/api/admin/journal-acces';
const mineUrl = '/api/adherent/consultations';
const contrat = { 'x-numcontrat': '40012345' };
const chrome = {
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36',
};

describe(`journal des accès : chaque lecture du personnel est tracée, l’adhérent la voit (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  let marieId: number;
  let lucasId: number;
  let helene: Browser;
  let staffId: string;
  const entries = () => t.database.db.selectFrom('journal_acces').selectAll().orderBy('id').execute();
  const personneOf = async (userName: string) =>
    await t.database.db
      .selectFrom('accounts')
      .select(['personne_id', 'id'])
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
    actors = await signInActors(t.app);
    helene = actors.gestionnaire;
    marieId = (await personneOf(marie.userName)).personne_id!;
    lucasId = (await personneOf(lucas.userName)).personne_id!;
    staffId = (await personneOf(admin.userName)).id;
  });
  beforeEach(async () => {
    // The retention purge deletes: the log refuses only UPDATE and TRUNCATE.
    await t.database.db.deleteFrom('journal_acces').execute();
  });
  afterAll(() => t.close());

  it('la fiche lue par le personnel : une entrée (qui, d’où, quel adhérent, quoi), une seule pour des lectures rapprochées', async () => {
    const read = await helene.get(`/api/admin/adherents/${marieId}`, chrome);
    expect(read.statusCode, read.body).toBe(200);
    expect((await helene.get(`/api/admin/adherents/${marieId}`, chrome)).statusCode).toBe(200);
    const rows = await entries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      client_id: 1,
      staff_account_id: staffId,
      staff_nom: 'Hélène Garnier',
      ip: '127.0.0.1',
      user_agent: 'Chrome 131 · Windows',
      personne_id: marieId,
      categorie: 'fiche',
      objet: null,
      motif: null,
      nombre: null,
      criteres: null,
    });
    expect(Date.now() - new Date(rows[0]!.at).getTime()).toBeLessThan(60_000);
  });

  it('une demande ouverte dans la file : une entrée « demande » avec son numéro ; la file elle-même est une lecture groupée', async () => {
    const queue = await helene.get('/api/admin/demandes?statut=ouvertes');
    expect(queue.statusCode, queue.body).toBe(200);
    const { rows: demandes, total } = queue.json() as {
      rows: { id: number; numero: string; adherent: { id: number } }[];
      total: number;
    };
    const ofMarie = demandes.find((d) => d.adherent.id === marieId)!;
    expect((await helene.get(`/api/admin/demandes/${ofMarie.id}`)).statusCode).toBe(200);
    const rows = await entries();
    expect(rows.map((r) => [r.categorie, r.personne_id, r.objet, r.nombre, r.criteres])).toEqual([
      ['recherche', null, null, total, { statut: 'ouvertes' }],
      ['demande', marieId, ofMarie.numero, null, null],
    ]);
  });

  it('« Voir comme l’adhérent » : l’ouverture et chaque lecture de son espace sont des lectures du collaborateur', async () => {
    const staff = await signedInBrowser(t.app, admin);
    expect((await staff.post(`/api/admin/adherents/${marieId}/voir-comme`)).statusCode).toBe(200);
    expect((await staff.get('/api/v1/adherent/remboursements', contrat)).statusCode).toBe(200);
    expect((await staff.get('/api/v1/adherent/remboursements', contrat)).statusCode).toBe(200);
    expect((await staff.get('/api/demandes', contrat)).statusCode).toBe(200);
    // Reads of no data of hers (the client's configuration) are not traced.
    expect((await staff.get('/api/clients/current')).statusCode).toBeLessThan(500);
    const rows = await entries();
    expect(rows.map((r) => [r.categorie, r.personne_id, r.staff_account_id, r.staff_nom])).toEqual([
      ['voir_comme', marieId, staffId, 'Hélène Garnier'],
      ['remboursements', marieId, staffId, 'Hélène Garnier'],
      ['demandes', marieId, staffId, 'Hélène Garnier'],
    ]);
    // A refused write « comme l'adhérent » writes nothing either.
    expect((await staff.post('/api/forms/consentement', { consentements: [] })).statusCode).toBe(403);
    expect(await entries()).toHaveLength(3);
  });

  it('les lectures et écritures de l’adhérent lui-même, les lectures refusées : aucune entrée', async () => {
    const member = actors.souscripteur;
    expect((await member.get('/api/v1/adherent/remboursements', contrat)).statusCode).toBe(200);
    expect((await member.get('/api/demandes', contrat)).statusCode).toBe(200);
    expect((await member.get(`/api/admin/adherents/${marieId}`)).statusCode).toBe(403);
    expect((await actors.gestionnaireAutreClient.get(`/api/admin/adherents/${marieId}`)).statusCode).toBe(401);
    expect((await helene.get('/api/admin/adherents/999999')).statusCode).toBe(404);
    expect((await helene.get('/api/admin/demandes/999999')).statusCode).toBe(404);
    const littoral = await signedInBrowser(
      t.app,
      { userName: 'gestion@littoral.example.com', password: admin.password },
      'littoral.localhost',
    );
    expect((await littoral.get(`/api/admin/adherents/${marieId}`)).statusCode).toBe(404);
    const written = await member.post('/api/forms/consentement', { nomConsentement: 'enquetes', isAccepted: false });
    expect(written.statusCode, written.body).toBe(200);
    expect(await entries()).toEqual([]);
  });

  it('la recherche d’adhérents et son export : une entrée chacun, avec le nombre et les critères (NIR masqué)', async () => {
    const search = await helene.get('/api/admin/adherents?nom=dupont&pageSize=10');
    expect(search.statusCode, search.body).toBe(200);
    const exported = await helene.get('/api/admin/adherents/export?nom=dupont&format=xlsx');
    expect(exported.statusCode).toBe(200);
    const byNir = await helene.get('/api/admin/adherents?nir=2780575056119');
    expect(byNir.statusCode, byNir.body).toBe(200);
    const rows = await entries();
    expect(rows.map((r) => [r.categorie, r.personne_id, r.nombre, r.criteres])).toEqual([
      ['recherche', null, search.json().total, { nom: 'dupont' }],
      ['export', null, search.json().total, { nom: 'dupont', format: 'xlsx' }],
      ['recherche', null, byNir.json().total, { nir: '27805********' }],
    ]);
    expect(search.json().total).toBeGreaterThan(1);
    // A refused export (too wide, bad format) is no read.
    expect((await helene.get('/api/admin/adherents/export?format=pdf')).statusCode).toBe(400);
    expect(await entries()).toHaveLength(3);
  });

  it('l’aperçu d’une audience et le flux des changements listent des adhérents : une entrée groupée chacun', async () => {
    const regle = {
      combinaison: 'et',
      conditions: [{ champ: 'offre', operateur: 'parmi', valeurs: ['Santé Essentielle'] }],
      groupes: [],
    };
    const apercu = await helene.post('/api/admin/audiences/apercu', { regle });
    expect(apercu.statusCode, apercu.body).toBe(200);
    const flux = await helene.get('/api/admin/flux');
    expect(flux.statusCode, flux.body).toBe(200);
    const rows = await entries();
    expect(rows.map((r) => [r.categorie, r.personne_id, r.nombre, r.criteres])).toEqual([
      ['recherche', null, apercu.json().adherents.length, { audience: regle }],
      ['recherche', null, flux.json().total, {}],
    ]);
  });

  it('le journal ne se modifie pas (UPDATE, TRUNCATE refusés par la base) ; la purge supprime', async () => {
    await helene.get(`/api/admin/adherents/${marieId}`);
    await expect(
      t.database.db.updateTable('journal_acces').set({ staff_nom: 'Quelqu’un d’autre' }).execute(),
    ).rejects.toThrow(/ne se modifie pas/);
    await expect(sql`truncate journal_acces`.execute(t.database.db)).rejects.toThrow(/ne se modifie pas/);
    expect((await entries()).map((r) => r.staff_nom)).toEqual(['Hélène Garnier']);
    await t.database.db.deleteFrom('journal_acces').where('at', '<', new Date()).execute();
    expect(await entries()).toEqual([]);
  });

  it('une entrée qui ne s’écrit pas : la lecture échoue (503) sans rien montrer de l’adhérent', async () => {
    // A real failure of the insert (a trigger raising, as a full disk or a lost connection would).
    const failInserts = () =>
      sql`create trigger journal_acces_panne before insert on journal_acces
        for each row execute function journal_acces_panne()`.execute(t.database.db);
    const repair = () => sql`drop trigger journal_acces_panne on journal_acces`.execute(t.database.db);
    await sql`create function journal_acces_panne() returns trigger language plpgsql as $$
      begin raise exception 'disque plein'; end $$`.execute(t.database.db);
    await failInserts();
    try {
      const read = await helene.get(`/api/admin/adherents/${marieId}`);
      expect([read.statusCode, read.json()]).toEqual([
        503,
        { message: traceFailedMessage, code: 'ACCESS_LOG_UNAVAILABLE' },
      ]);
      expect(read.body).not.toContain('Dupont');
      const staff = await signedInBrowser(t.app, admin);
      const opened = await staff.post(`/api/admin/adherents/${marieId}/voir-comme`);
      expect(opened.statusCode).toBe(503);
      expect(staff.cookies.has('portail_view_as')).toBe(false);

      // « Comme l'adhérent »: the view opened while the log works, the member area's answer is replaced before it leaves.
      await repair();
      expect((await staff.post(`/api/admin/adherents/${marieId}/voir-comme`)).statusCode).toBe(200);
      await failInserts();
      const viewed = await staff.get('/api/v1/adherent/remboursements', contrat);
      expect([viewed.statusCode, viewed.json().message]).toEqual([503, traceFailedMessage]);
      const profil = await staff.get('/api/adherent/profil', contrat);
      expect([profil.statusCode, profil.body]).toEqual([503, expect.not.stringContaining('Dupont')]);
    } finally {
      await sql`drop trigger if exists journal_acces_panne on journal_acces`.execute(t.database.db);
      await sql`drop function journal_acces_panne()`.execute(t.database.db);
    }
    expect((await entries()).map((r) => r.categorie)).toEqual(['voir_comme']);
  });

  it('« Consultations de mon dossier » : Marie voit la lecture de sa fiche, Lucas seulement les siennes', async () => {
    await helene.get(`/api/admin/adherents/${marieId}`);
    await helene.get(`/api/admin/adherents/${lucasId}`);
    const mine = await actors.souscripteur.get(mineUrl);
    expect(mine.statusCode, mine.body).toBe(200);
    const page = mine.json() as Consultations;
    expect(page).toMatchObject({ client: 'Mutuelle Démo', suivante: false });
    expect(page.items.map((i) => [i.categorie, i.conseiller])).toEqual([['fiche', null]]);
    expect(consultationSentence(page.items[0]!, page.client)).toMatch(
      /^Un conseiller de Mutuelle Démo a consulté votre fiche adhérent le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/,
    );
    const his = (await actors.beneficiaire.get(mineUrl)).json() as Consultations;
    expect(his.items.map((i) => i.categorie)).toEqual(['fiche']);
    expect((await actors.autreAdherent.get(mineUrl)).json().items).toEqual([]);
    const bad = await actors.souscripteur.get(`${mineUrl}?page=0`);
    expect([bad.statusCode, bad.json().errors?.page]).toEqual([400, 'Le numéro de page commence à 1.']);
  });

  it('le nom du collaborateur seulement quand la configuration du client le dit ; « Afficher plus » par pages de 10', async () => {
    for (const [i, categorie] of ['fiche', 'contrats', 'profil', 'documents', 'remboursements', 'demandes'].entries())
      for (const objet of ['a', 'b'])
        await t.database.db
          .insertInto('journal_acces')
          .values({
            client_id: 1,
            staff_account_id: staffId,
            staff_nom: 'Hélène Garnier',
            personne_id: marieId,
            categorie,
            objet: `${objet}${i}`,
            at: new Date(Date.now() - (i * 2 + (objet === 'a' ? 0 : 1)) * 60_000),
          })
          .execute();
    const first = (await actors.souscripteur.get(mineUrl)).json() as Consultations;
    expect([first.items.length, first.suivante]).toEqual([10, true]);
    const second = (await actors.souscripteur.get(`${mineUrl}?page=2`)).json() as Consultations;
    expect([second.items.map((i) => i.objet), second.suivante]).toEqual([['a5', 'b5'], false]);
    expect(first.items[0]!.conseiller).toBeNull();

    const config = (await helene.get('/api/admin/configuration')).json();
    const saved = await helene.request('PUT', '/api/admin/configuration/fonctionnalites', {
      body: { ...config.fonctionnalites, consultationsNominatives: true, version: config.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The instance that saved forgets its copy of the client row at once (decision 030).
    const named = (await actors.souscripteur.get(mineUrl)).json() as Consultations;
    expect(named.items[0]!.conseiller).toBe('Hélène Garnier');
    expect(consultationSentence(named.items[0]!, named.client)).toMatch(
      /^Hélène Garnier \(Mutuelle Démo\) a consulté votre fiche adhérent le /,
    );
  });

  it('le journal se cherche par adhérent (numéro ou nom), collaborateur, catégorie et période', async () => {
    await helene.get(`/api/admin/adherents/${marieId}`);
    await helene.get(`/api/admin/adherents/${lucasId}`);
    await signedInBrowser(t.app, camille).then((b) => b.get(`/api/admin/adherents/${marieId}`));
    await helene.get('/api/admin/adherents?nom=dupont');
    const search = async (query: string) => {
      const response = await helene.get(`${logUrl}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { rows: JournalAccesRow[]; total: number }).rows;
    };
    const all = await search('');
    expect(all.map((r) => [r.categorie, r.collaborateur, r.adherent?.prenom ?? null])).toEqual([
      ['recherche', 'Hélène Garnier', null],
      ['fiche', 'Camille Roux', 'Marie'],
      ['fiche', 'Hélène Garnier', 'Lucas'],
      ['fiche', 'Hélène Garnier', 'Marie'],
    ]);
    expect(all[0]).toMatchObject({ nombre: expect.any(Number), criteres: { nom: 'dupont' } });
    expect((await search('adherent=P100001')).map((r) => r.collaborateur)).toEqual(['Camille Roux', 'Hélène Garnier']);
    expect((await search('adherent=lucas%20dup')).map((r) => r.adherent?.prenom)).toEqual(['Lucas']);
    expect((await search(`collaborateur=${camille.userName}`)).map((r) => r.adherent?.prenom)).toEqual(['Marie']);
    expect((await search('collaborateur=camille%20roux')).length).toBe(1);
    expect((await search('categorie=recherche')).length).toBe(1);
    expect((await search('du=2000-01-01&au=2000-01-31')).length).toBe(0);
    // Reading the log is not a read of a member's data: nothing more was written.
    expect(await entries()).toHaveLength(4);
    for (const [query, field, message] of [
      ['categorie=tout', 'categorie', 'Cette catégorie de consultation n’existe pas.'],
      ['du=2026-02-01&au=2026-01-01', 'au', 'La date de fin précède la date de début.'],
      ['du=01/02/2026', 'du', 'La date attendue est au format AAAA-MM-JJ.'],
    ]) {
      const bad = await helene.get(`${logUrl}?${query}`);
      expect([bad.statusCode, bad.json().errors?.[field!]], query).toEqual([400, message]);
    }
    expect(await entries()).toHaveLength(4);
  });

  it('chaque lecture de l’espace adhérent est classée : tracée « comme l’adhérent », ou sans donnée de l’adhérent', async () => {
    const memberReadsUrls = t.app.apiRoutes
      .filter((r) => r.method === 'GET' && (r.access === 'member' || r.access === 'signedIn'))
      .map((r) => r.url);
    const unclassified = memberReadsUrls.filter((url) => !memberReadOf(url) && !withoutMemberData.includes(url));
    expect(unclassified).toEqual([]);
    expect(memberReadOf('/api/demandes/:numero')).toMatchObject({ categorie: 'demande', objet: 'numero' });
    expect(memberReadOf('/api/cgdm-svc/ged/:id/visionneuse')).toMatchObject({ categorie: 'documents', objet: 'id' });
  });

  it('chaque route × chaque rôle : le journal pour les administrateurs, « mes consultations » pour l’adhérent', async () => {
    await expectMatrix(actors, (b) => b.get(logUrl), staffOnly);
    const gestionnaire = await signedInBrowser(t.app, camille);
    const refused = await gestionnaire.get(logUrl);
    expect([refused.statusCode, refused.json().message]).toEqual([403, serverMessages.forbidden]);
    expect((await gestionnaire.get(mineUrl)).statusCode).toBe(403);
    await expectMatrix(actors, (b) => b.get(mineUrl), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 200,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    // « Voir comme l'adhérent »: the member's list as he sees it; the log, a staff route, is refused.
    const staff = await signedInBrowser(t.app, admin);
    await staff.post(`/api/admin/adherents/${marieId}/voir-comme`);
    expect((await staff.get(mineUrl)).statusCode).toBe(200);
    expect((await staff.get(logUrl)).statusCode).toBe(403);
  });
});
