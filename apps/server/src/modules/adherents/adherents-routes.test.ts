import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adherentExportLimit, adherentMessages, type AdherentRow } from '@portail/shared/admin/adherents';
import { nirMessages } from '@portail/shared/nir';
import { serverMessages } from '@portail/shared/messages';
import { sealBytes, sensitiveColumns } from '../../db/sensitive-fields.ts';
import { admin, gestionLittoral } from '../../test/demo-logins.ts';
import { expectMatrix, staffOnly, signedInBrowser, signInActors, type Actors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

function rowsOf(response: { json(): unknown }): AdherentRow[] {
  return (response.json() as { rows: AdherentRow[] }).rows;
}

describe(`back office : droits comme données et recherche des adhérents (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  it('chaque route /api/admin est réservée au personnel et déclare son habilitation', () => {
    const adminRoutes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      expect(route.access, route.url).toBe('staff');
      expect(route.habilitation, route.url).toBeDefined();
    }
  });

  it('chaque route /api/admin × chaque rôle : anonyme 401, adhérents 403, personnel du client servi, personnel d’un autre client 401', async () => {
    // A route with parameters is called on a real object of Mutuelle Démo (Marie Dupont's sheet).
    const marie = await t.database.db
      .selectFrom('personnes')
      .select('id')
      .where('num_pers', '=', 'P100001')
      .executeTakeFirstOrThrow();
    const client = await t.database.db
      .selectFrom('clients')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const demande = await t.database.db
      .insertInto('demandes')
      .values({
        client_id: client.id,
        account_id: null,
        personne_id: marie.id,
        contrat_id: null,
        type: 'contact/v2',
        objet: 'Une question',
        payload: JSON.stringify({}),
        statut: 'recue',
        motif_refus: null,
        mode_gestion: 'manuel',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staffAccount = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('user_name', '=', admin.userName)
      .executeTakeFirstOrThrow();
    const remoteName = '00000000-0000-4000-8000-000000000001.pdf';
    await t.database.db
      .insertInto('uploads')
      .values({
        remote_name: remoteName,
        account_id: staffAccount.id,
        original_name: 'piece.pdf',
        size: 8,
        sha256: '0'.repeat(64),
        content_type: 'application/pdf',
        data: new TextEncoder().encode('%PDF-1.7'),
      })
      .execute();
    await t.database.db
      .insertInto('demande_pieces')
      .values({ demande_id: demande.id, message_id: null, remote_name: remoteName })
      .execute();
    // A ready archive of Marie's data (decision 052), for the route that downloads it.
    const archive = await t.database.db
      .insertInto('export_donnees')
      .values({
        client_id: client.id,
        personne_id: marie.id,
        account_id: null,
        demande_par: 'gestionnaire',
        demandeur: admin.userName,
        lien_base: 'http://localhost',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('export_donnees')
      .set({
        statut: 'prete',
        prete_le: new Date(),
        expire_le: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
        archive: sealBytes(sensitiveColumns.archiveDonnees, new TextEncoder().encode('PK')),
        archive_nom: 'archive.zip',
        taille: 2,
      })
      .where('id', '=', archive.id)
      .execute();
    const first = (table: 'audiences' | 'notifications') =>
      t.database.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow();
    const cgu = await t.database.db
      .selectFrom('cms_items')
      .innerJoin('cms_block_lists', 'cms_block_lists.id', 'cms_items.block_list_id')
      .innerJoin('clients', 'clients.id', 'cms_block_lists.client_id')
      .select('cms_items.id')
      .where('clients.code', '=', 'demo')
      .where('cms_items.name', '=', 'cgu')
      .executeTakeFirstOrThrow();
    const question = await t.database.db
      .selectFrom('faq_questions')
      .innerJoin('clients', 'clients.id', 'faq_questions.client_id')
      .select('faq_questions.id')
      .where('clients.code', '=', 'demo')
      .where('faq_questions.code', '=', 'resilier')
      .executeTakeFirstOrThrow();
    const samples: Record<string, string> = {
      '/api/admin/adherents/:id': `/api/admin/adherents/${marie.id}`,
      '/api/admin/adherents/:id/donnees/export': `/api/admin/adherents/${marie.id}/donnees/export`,
      '/api/admin/adherents/:id/donnees/export/archive': `/api/admin/adherents/${marie.id}/donnees/export/archive`,
      '/api/admin/demandes/:id': `/api/admin/demandes/${demande.id}`,
      '/api/admin/demandes/:id/pieces/:remoteName/export': `/api/admin/demandes/${demande.id}/pieces/${remoteName}/export`,
      '/api/admin/demandes/:id/pieces/:remoteName/visionneuse': `/api/admin/demandes/${demande.id}/pieces/${remoteName}/visionneuse`,
      '/api/admin/configuration/contrats/:numero': '/api/admin/configuration/contrats/40012345',
      '/api/admin/referentiels/:table': '/api/admin/referentiels/themes-contact',
      '/api/admin/referentiels/:table/export': '/api/admin/referentiels/themes-contact/export',
      '/api/admin/cms/blocs/:id': `/api/admin/cms/blocs/${cgu.id}`,
      '/api/admin/cms/blocs/:id/apercu': `/api/admin/cms/blocs/${cgu.id}/apercu`,
      '/api/admin/faq/questions/:id': `/api/admin/faq/questions/${question.id}`,
      '/api/admin/faq/questions/:id/commentaires': `/api/admin/faq/questions/${question.id}/commentaires`,
      '/api/admin/audiences/:id': `/api/admin/audiences/${(await first('audiences')).id}`,
      '/api/admin/notifications/:id': `/api/admin/notifications/${(await first('notifications')).id}`,
    };
    for (const route of t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/') && r.method === 'GET')) {
      const url = samples[route.url] ?? route.url;
      expect(url, 'une route à paramètres a son exemple').not.toContain(':');
      const responses = await expectMatrix(actors, (browser) => browser.get(url), staffOnly);
      expect(responses.souscripteur.json().message).toBe(serverMessages.forbidden);
    }
  });

  it('cherche par nom (début des mots), numéro d’adhérent, contrat, NIR exact, e-mail et code postal, dans le client servi', async () => {
    const search = (query: string) => actors.gestionnaire.get(`/api/admin/adherents?${query}`);
    const byName = await search('nom=dup%20mar');
    expect(byName.statusCode).toBe(200);
    expect(rowsOf(byName).map((r) => r.numPers)).toEqual(['P100001']);
    expect(rowsOf(byName)[0]).toMatchObject({
      client: 'demo',
      nom: 'Dupont',
      prenom: 'Marie',
      codePostal: '44000',
      ville: 'Nantes',
      // Holder of two contracts, beneficiary of her mother's.
      contrats: ['40009871', '40012345', '40012346'],
      compte: 'actif',
    });
    expect(rowsOf(await search('numPers=P100001')).map((r) => r.prenom)).toEqual(['Marie']);
    expect(rowsOf(await search('nir=2780544109023')).map((r) => r.numPers)).toEqual(['P100001']);
    expect(rowsOf(await search('email=MARIE.DUPONT@example.com')).map((r) => r.numPers)).toEqual(['P100001']);
    // The holder and both beneficiaries of contract 40012345.
    expect(rowsOf(await search('contrat=40012345&sort=numPers')).map((r) => r.numPers)).toEqual([
      'P100001',
      'P100002',
      'P100003',
    ]);
    const nantes = await search('codePostal=44000&pageSize=10');
    expect(rowsOf(nantes).every((r) => r.codePostal === '44000')).toBe(true);
    // A LIKE wildcard typed by staff is a character, not "everyone".
    expect(rowsOf(await search('nom=%25')).length).toBe(0);
  });

  it('un nom composé, accentué ou à particule se trouve par le début de chacun de ses mots', async () => {
    await sql`insert into personnes (client_id, num_pers, nom, prenom, date_naissance)
      select id, 'P199001', 'Le Gall-Kerné', 'Hélène', '1961-02-03' from clients where code = 'demo'`.execute(
      t.database.db,
    );
    const found = async (nom: string) =>
      rowsOf(await actors.gestionnaire.get(`/api/admin/adherents?nom=${encodeURIComponent(nom)}`)).map(
        (r) => r.numPers,
      );
    expect(await found('le gall')).toEqual(['P199001']);
    expect(await found('kerne helene')).toEqual(['P199001']);
    expect(await found('GALL-KERNÉ')).toEqual(['P199001']);
    // The start of a word, not any part of it.
    expect(await found('elene')).toEqual([]);
  });

  it('pagine et trie côté serveur, avec le total', async () => {
    const { count } = await t.database.db
      .selectFrom('personnes')
      .innerJoin('clients', 'clients.id', 'personnes.client_id')
      .where('clients.code', '=', 'demo')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const total = Number(count);
    const all = (await actors.gestionnaire.get('/api/admin/adherents?pageSize=100&sort=nom&order=desc')).json();
    expect([all.total, all.rows.length, all.page, all.pageSize]).toEqual([total, total, 1, 100]);
    const names = all.rows.map((r: AdherentRow) => `${r.nom} ${r.prenom}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'fr')));
    // Page 2 of pages of 10 holds what page 1 did not, and the same total.
    const first = (await actors.gestionnaire.get('/api/admin/adherents?pageSize=10&sort=numPers')).json();
    const second = (await actors.gestionnaire.get('/api/admin/adherents?pageSize=10&page=2&sort=numPers')).json();
    expect(first.rows.length).toBe(Math.min(10, total));
    expect(second.rows.length).toBe(Math.max(0, total - 10));
    expect(second.total).toBe(total);
    // Past the last page no row carries the total: it is counted on its own, not said to be 0.
    const past = (await actors.gestionnaire.get('/api/admin/adherents?pageSize=10&page=500&sort=numPers')).json();
    expect([past.rows.length, past.total]).toEqual([0, total]);
  });

  it('une saisie fausse est refusée en français et ne renvoie rien', async () => {
    const badNir = await actors.gestionnaire.get('/api/admin/adherents?nir=12345');
    expect(badNir.statusCode).toBe(400);
    expect(JSON.stringify(badNir.json())).toContain(nirMessages.format);
    expect((await actors.gestionnaire.get('/api/admin/adherents?pageSize=7')).statusCode).toBe(400);
    expect((await actors.gestionnaire.get('/api/admin/adherents?sort=password_hash')).statusCode).toBe(400);
  });

  it('exporte la recherche en CSV (tous les résultats, dans l’ordre de la liste) et dit ses droits au collaborateur', async () => {
    const csv = await actors.gestionnaire.get('/api/admin/adherents/export?contrat=40012345&sort=numPers');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="adherents-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Numéro d’adhérent;Nom;Prénom;Date de naissance;E-mail;Code postal;Commune;Contrats;Compte du portail',
    );
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(['P100001', 'P100002', 'P100003']);
    expect(lines[1]).toContain(';14/05/1978;');
    expect((await actors.souscripteur.get('/api/admin/adherents/export')).statusCode).toBe(403);

    const rights = (await actors.gestionnaire.get('/api/identity/staff-rights')).json();
    expect(rights).toMatchObject({ spansClients: false, isConsultant: false });
    expect(rights.habilitations).toContainEqual({ resource: 'adherents', action: 'read', scope: 'Both' });
    expect((await actors.souscripteur.get('/api/identity/staff-rights')).statusCode).toBe(403);
  });

  it('le personnel d’un client ne lit pas un autre client, même en le nommant', async () => {
    const other = await actors.gestionnaire.get('/api/admin/adherents?client=littoral');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(serverMessages.forbidden);
  });
});

describe(`back office : les droits se lisent dans la base (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('un rôle sans l’habilitation est refusé ; un Consultant lit mais ne change rien ; un rôle qui couvre les clients lit les autres', async () => {
    const db = t.database.db;
    // The Gestionnaire role loses the reading of members: Yann Morvan (Littoral) is refused.
    await db
      .deleteFrom('role_habilitations')
      .where('role_code', '=', 'Gestionnaire')
      .where('resource', '=', 'adherents')
      .execute();
    const yann = await signedInBrowser(t.app, gestionLittoral, 'littoral.localhost');
    const refused = await yann.get('/api/admin/adherents');
    expect([refused.statusCode, refused.json().message]).toEqual([403, serverMessages.forbidden]);

    // An account holding Admin (here) and autres_admins (spanning clients, without reading members):
    // Admin's right reads this client's members, never another client's.
    await db
      .deleteFrom('role_habilitations')
      .where('role_code', '=', 'autres_admins')
      .where('resource', '=', 'adherents')
      .execute();
    await sql`insert into accounts (client_id, user_name, email, nom, prenom, password_hash, roles, is_email_confirmed, activated_at)
      select client_id, 'deux.roles@example.com', 'deux.roles@example.com', 'Rôles', 'Deux', password_hash,
        array['Admin', 'autres_admins'], true, now() from accounts where user_name = ${admin.userName}`.execute(db);
    const twoRoles = await signedInBrowser(t.app, { userName: 'deux.roles@example.com', password: admin.password });
    expect((await twoRoles.get('/api/admin/adherents')).statusCode).toBe(200);
    const across = await twoRoles.get('/api/admin/adherents?client=littoral');
    expect([across.statusCode, across.json().message]).toEqual([403, serverMessages.forbidden]);

    // Hélène Garnier (Admin) becomes Consultant, and her role spans clients.
    await db.updateTable('accounts').set({ is_consultant: true }).where('user_name', '=', admin.userName).execute();
    await sql`update staff_roles set spans_clients = true where code = 'Admin'`.execute(db);
    const helene = await signedInBrowser(t.app, admin);
    const littoral = await helene.get('/api/admin/adherents?client=littoral&pageSize=10');
    expect(littoral.statusCode).toBe(200);
    expect(rowsOf(littoral).every((r) => r.client === 'littoral')).toBe(true);
    expect(rowsOf(littoral).length).toBeGreaterThan(0);
    expect((await helene.get('/api/admin/adherents?client=inconnu')).statusCode).toBe(404);
  });
});

describe(`back office : un export trop large est refusé (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('au-delà de 10 000 adhérents, l’export dit d’affiner la recherche et n’envoie rien', async () => {
    await sql`insert into personnes (client_id, num_pers, nom, prenom, date_naissance)
      select c.id, 'X' || n, 'Export', 'Masse', '1980-01-01' from clients c, generate_series(1, ${adherentExportLimit + 1}) n
      where c.code = 'demo'`.execute(t.database.db);
    const helene = await signedInBrowser(t.app, admin);
    const tooWide = await helene.get('/api/admin/adherents/export?nom=export');
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toBe(adherentMessages.exportTooLarge(adherentExportLimit));
    // Narrowed, it goes out.
    expect((await helene.get('/api/admin/adherents/export?numPers=X42')).statusCode).toBe(200);
  });
});
