import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsAdminMessages as m } from '@portail/shared/admin/cms';
import { cmsImageMessages } from '@portail/shared/admin/cms-images';
import { serverMessages } from '@portail/shared/messages';
import { pngDeclaring, tinyPng } from '../../lib/test-images.ts';
import { expectInert, xssPayloads } from '../../lib/xss-test-helpers.ts';
import { gestionLittoral } from '../../test/demo-logins.ts';
import { expectMatrix, signedInBrowser, signInActors, staffOnly, type Actors } from '../../test/roles-matrix.ts';
import { createTestApp, type Browser, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { multipart } from '../../test/uploads.ts';

const bloc = (name: string, content = '<p>Bonjour</p>', extra: Record<string, unknown> = {}) => ({
  name,
  title: `Titre ${name}`,
  content,
  isSingleDisplay: false,
  hasCookieOption: false,
  ...extra,
});

describe(`back office : éditeur CMS (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  let admin: Browser;
  let lists: Record<string, number>;

  async function createBloc(list: string, body: Record<string, unknown>) {
    const response = await admin.post(`/api/admin/cms/listes/${lists[list]}/blocs`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }
  const snapshot = async () =>
    sql`select (select json_agg(i order by i.id) from cms_items i) as items,
               (select count(*) from cms_item_versions) as versions,
               (select count(*) from cms_block_lists) as lists,
               (select count(*) from cms_images) as images`.execute(t.database.db);

  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
    admin = actors.gestionnaire;
    const listes = (await admin.get('/api/admin/cms/listes')).json().listes as { id: number; name: string }[];
    lists = Object.fromEntries(listes.map((l) => [l.name, l.id]));
  });
  afterAll(() => t.close());

  it('chaque route × chaque rôle : anonyme 401, adhérents 403, personnel du client servi, personnel d’un autre client 401', async () => {
    const id = await createBloc('Login_Footer', bloc('matrice'));
    const [first] = (await admin.get(`/api/admin/cms/blocs/${id}`)).json().versions;
    const empty = (await admin.post('/api/admin/cms/listes', { name: 'Vide' })).json().id;
    const displayEmail = (await admin.get('/api/admin/cms/listes'))
      .json()
      .listes.find((l: { name: string }) => l.name === 'Display_Email');
    const order = { ids: displayEmail.blocs.map((b: { id: number }) => b.id) };
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const calls: [string, (b: Browser) => ReturnType<Browser['get']>, number][] = [
      ['listes', (b) => b.get('/api/admin/cms/listes'), 200],
      ['bloc', (b) => b.get(`/api/admin/cms/blocs/${id}`), 200],
      ['aperçu', (b) => b.get(`/api/admin/cms/blocs/${id}/apercu`), 200],
      ['images', (b) => b.get('/api/admin/cms/images'), 200],
      ['nouvelle liste', (b) => b.post('/api/admin/cms/listes', { name: 'Matrice' }), 201],
      ['nouveau bloc', (b) => b.post(`/api/admin/cms/listes/${lists.Login_Footer}/blocs`, bloc('matrice-2')), 201],
      [
        'brouillon',
        (b) => b.request('PUT', `/api/admin/cms/blocs/${id}`, { body: bloc('matrice', '<p>Autre</p>') }),
        200,
      ],
      ['publier', (b) => b.post(`/api/admin/cms/blocs/${id}/publier`, { publishAt: null }), 200],
      ['retirer', (b) => b.post(`/api/admin/cms/blocs/${id}/retrait`, { unpublishAt: null }), 200],
      ['programmer', (b) => b.post(`/api/admin/cms/blocs/${id}/publier`, { publishAt: later }), 200],
      ['annuler', (b) => b.request('DELETE', `/api/admin/cms/blocs/${id}/programmation?type=publication`), 200],
      ['ordre', (b) => b.request('PUT', `/api/admin/cms/listes/${displayEmail.id}/ordre`, { body: order }), 204],
      ['supprimer une liste', (b) => b.request('DELETE', `/api/admin/cms/listes/${empty}`), 204],
      ['restaurer', (b) => b.post(`/api/admin/cms/blocs/${id}/versions/${first.id}/restaurer`), 200],
      [
        'image',
        (b) => b.request('POST', '/api/admin/cms/images', multipart([{ name: 'point.png', data: tinyPng }])),
        201,
      ],
      ['supprimer', (b) => b.request('DELETE', `/api/admin/cms/blocs/${id}`), 204],
      ['rétablir', (b) => b.post(`/api/admin/cms/blocs/${id}/retablir`), 200],
    ];
    for (const [name, call, staffStatus] of calls) {
      const responses = await expectMatrix(actors, call, { ...staffOnly, gestionnaire: staffStatus });
      expect(responses.souscripteur.json().message, name).toBe(serverMessages.forbidden);
    }
    // Every CMS route of the back office is among the calls above (« publier » twice: now and scheduled).
    expect(t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/cms')).length).toBe(calls.length - 1);
  });

  it('un Gestionnaire lit les contenus mais ne les change pas', async () => {
    const yann = await signedInBrowser(t.app, gestionLittoral, 'littoral.localhost');
    const listes = await yann.get('/api/admin/cms/listes');
    expect(listes.statusCode).toBe(200);
    expect(listes.json().listes.map((l: { name: string }) => l.name)).toContain('Pages_Statiques');
    const refused = await yann.post('/api/admin/cms/listes', { name: 'Essai' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, serverMessages.forbidden]);
  });

  it('crée une page statique en brouillon, la publie : elle apparaît à son adresse, avec son historique', async () => {
    const id = await createBloc('Pages_Statiques', bloc('plan-du-site', '<h4>Rubriques</h4><p>Accueil</p>'));
    const unknown = await actors.anonyme.get('/api/cms/blocklists?name=Pages_Statiques&itemName=plan-du-site');
    expect(unknown.statusCode).toBe(404);
    const draft = (await admin.get(`/api/admin/cms/blocs/${id}`)).json();
    expect(draft).toMatchObject({ statut: 'brouillon', hasDraft: true, published: null, listName: 'Pages_Statiques' });
    expect(draft.versions).toMatchObject([{ numero: 1, role: 'brouillon', author: 'admin@example.com' }]);
    const preview = (await admin.get(`/api/admin/cms/blocs/${id}/apercu`)).json();
    expect(preview).toMatchObject({
      name: 'plan-du-site',
      title: 'Titre plan-du-site',
      content: '<h4>Rubriques</h4><p>Accueil</p>',
    });

    const published = await admin.post(`/api/admin/cms/blocs/${id}/publier`, { publishAt: null });
    expect(published.json()).toMatchObject({ statut: 'en_ligne', hasDraft: false });
    const page = await actors.anonyme.get('/api/cms/blocklists?name=Pages_Statiques&itemName=plan-du-site');
    expect(page.json()).toMatchObject({ title: 'Titre plan-du-site', content: '<h4>Rubriques</h4><p>Accueil</p>' });

    // A new draft does not change what members read until it is published; a version can be restored.
    await admin.request('PUT', `/api/admin/cms/blocs/${id}`, { body: bloc('plan-du-site', '<p>Nouveau</p>') });
    const still = (await actors.anonyme.get('/api/cms/blocklists?name=Pages_Statiques&itemName=plan-du-site')).json();
    expect(still.content).toBe('<h4>Rubriques</h4><p>Accueil</p>');
    const detail = (await admin.get(`/api/admin/cms/blocs/${id}`)).json();
    expect(detail.versions.map((v: { numero: number; role: string }) => [v.numero, v.role])).toEqual([
      [2, 'brouillon'],
      [1, 'publiee'],
    ]);
    const restored = await admin.post(`/api/admin/cms/blocs/${id}/versions/${detail.versions[1].id}/restaurer`);
    expect(restored.json().editing.content).toBe('<h4>Rubriques</h4><p>Accueil</p>');
    expect(restored.json().versions[0]).toMatchObject({ numero: 3, role: 'brouillon' });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('target', '=', `cms_bloc:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['cms.creer', 'cms.publier', 'cms.modifier', 'cms.restaurer_version']);
    expect(audit.every((a) => a.actor === 'admin@example.com')).toBe(true);
  });

  it('un nom déjà pris ou avec des caractères de chemin est refusé en français, et rien ne change', async () => {
    const before = await snapshot();
    for (const name of ['../cgu', 'pages/cgu', 'cgu.html', 'plan du site', '', 'é']) {
      const response = await admin.post(`/api/admin/cms/listes/${lists.Pages_Statiques}/blocs`, bloc(name));
      expect(response.statusCode, name).toBe(400);
      expect(JSON.stringify(response.json()), name).toContain(m.name.slice(0, 40));
    }
    const taken = await admin.post(`/api/admin/cms/listes/${lists.Pages_Statiques}/blocs`, bloc('cgu'));
    expect([taken.statusCode, taken.json().errors]).toEqual([400, { name: m.nameTaken('cgu') }]);
    const noTitle = await admin.post(`/api/admin/cms/listes/${lists.Pages_Statiques}/blocs`, {
      ...bloc('sans-titre'),
      title: '',
    });
    expect(noTitle.json().errors).toEqual({ title: m.pageTitleRequired });
    const empty = await admin.post(
      `/api/admin/cms/listes/${lists.Pages_Statiques}/blocs`,
      bloc('vide', '<p> </p><script>x</script>'),
    );
    expect(empty.json().errors).toEqual({ content: m.contentRequired });
    const popupOption = await admin.post(
      `/api/admin/cms/listes/${lists.Pages_Statiques}/blocs`,
      bloc('unique', '<p>x</p>', { isSingleDisplay: true }),
    );
    expect(popupOption.json().errors).toEqual({ isSingleDisplay: m.popupOptions });
    const listTaken = await admin.post('/api/admin/cms/listes', { name: 'Popups' });
    expect(listTaken.json().message).toBe(m.listTaken('Popups'));
    const renamed = await admin.request('PUT', `/api/admin/cms/blocs/${await idOf('mentions-legales')}`, {
      body: bloc('cgu'),
    });
    expect(renamed.json().message).toBe(m.nameTaken('cgu'));
    expect(await snapshot()).toEqual(before);
  });

  async function idOf(name: string): Promise<number> {
    const row = await t.database.db
      .selectFrom('cms_items')
      .select('id')
      .where('block_list_id', '=', lists.Pages_Statiques!)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('une tentative de XSS stockée par l’API de l’éditeur est neutralisée (liste des charges)', async () => {
    const content = xssPayloads.map((p, i) => `<p>charge ${i}</p>${p}`).join('\n');
    const id = await createBloc('Login_Footer', bloc('xss', content));
    const stored = await t.database.db
      .selectFrom('cms_items')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const version = await t.database.db
      .selectFrom('cms_item_versions')
      .select('content')
      .where('item_id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expectInert(version.content);
    await admin.post(`/api/admin/cms/blocs/${id}/publier`, { publishAt: null });
    const served = (await actors.anonyme.get('/api/cms/blocklists?name=Login_Footer&itemName=xss')).json();
    expectInert(served.content);
    expect(served.content).toContain('<p>charge 0</p>');
    expectInert((await admin.get(`/api/admin/cms/blocs/${id}/apercu`)).json().content);
  });

  it('supprimer est réversible : le bloc disparaît pour les adhérents, garde son id et ses versions, son nom se libère', async () => {
    const id = await idOf('donnees-personnelles');
    expect((await admin.request('DELETE', `/api/admin/cms/blocs/${id}`)).statusCode).toBe(204);
    expect(
      (await actors.anonyme.get('/api/cms/blocklists?name=Pages_Statiques&itemName=donnees-personnelles')).statusCode,
    ).toBe(404);
    const listes = (await admin.get('/api/admin/cms/listes')).json().listes;
    const pages = listes.find((l: { name: string }) => l.name === 'Pages_Statiques');
    expect(pages.supprimes.map((b: { id: number }) => b.id)).toContain(id);
    const edit = await admin.request('PUT', `/api/admin/cms/blocs/${id}`, { body: bloc('donnees-personnelles') });
    expect(edit.json().message).toBe(m.deleted);
    const back = await admin.post(`/api/admin/cms/blocs/${id}/retablir`);
    expect(back.json()).toMatchObject({ id, statut: 'en_ligne', deletedAt: null });
    expect(
      (await actors.anonyme.get('/api/cms/blocklists?name=Pages_Statiques&itemName=donnees-personnelles')).statusCode,
    ).toBe(200);
  });

  it('réordonne les blocs d’une liste (chaque bloc une fois) et refuse un ordre incomplet sans rien changer', async () => {
    const ids = (
      await t.database.db
        .selectFrom('cms_items')
        .select('id')
        .where('block_list_id', '=', lists.Popups!)
        .where('deleted_at', 'is', null)
        .orderBy('ordre')
        .execute()
    ).map((r) => r.id);
    const bad = await admin.request('PUT', `/api/admin/cms/listes/${lists.Popups}/ordre`, {
      body: { ids: ids.slice(1) },
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, m.order]);
    const reversed = [...ids].reverse();
    expect(
      (await admin.request('PUT', `/api/admin/cms/listes/${lists.Popups}/ordre`, { body: { ids: reversed } }))
        .statusCode,
    ).toBe(204);
    const { items } = (await actors.anonyme.get('/api/cms/blocklists?name=Popups')).json();
    expect(items.map((i: { id: number }) => i.id)).toEqual(reversed);
    await admin.request('PUT', `/api/admin/cms/listes/${lists.Popups}/ordre`, { body: { ids } });
  });

  it('une liste ne se supprime que vide', async () => {
    const full = await admin.request('DELETE', `/api/admin/cms/listes/${lists.Display_Email}`);
    expect([full.statusCode, full.json().message]).toEqual([400, m.listNotEmpty]);
    const created = await admin.post('/api/admin/cms/listes', { name: 'Bandeaux' });
    expect((await admin.request('DELETE', `/api/admin/cms/listes/${created.json().id}`)).statusCode).toBe(204);
  });

  it('images : vérifiées par leur contenu ; une bombe (dimensions démesurées) ou 40 Mo refusées en français', async () => {
    const send = (name: string, data: Buffer) =>
      admin.request('POST', '/api/admin/cms/images', multipart([{ name, data }]));
    const before = await snapshot();
    const bomb = await send('bombe.png', pngDeclaring(100_000, 100_000));
    expect([bomb.statusCode, bomb.json().message]).toEqual([413, cmsImageMessages.tooManyPixels(100_000, 100_000)]);
    const huge = await send(
      'photo.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40 * 1024 * 1024)]),
    );
    expect([huge.statusCode, huge.json().message]).toEqual([413, cmsImageMessages.tooLarge()]);
    const disguised = await send('faux.png', Buffer.from('<script>alert(1)</script>'));
    expect([disguised.statusCode, disguised.json().message]).toEqual([415, cmsImageMessages.wrongContent]);
    const html = await send('page.html', Buffer.from('<p>x</p>'));
    expect([html.statusCode, html.json().message]).toEqual([415, cmsImageMessages.wrongType]);
    expect(await snapshot()).toEqual(before);

    const ok = await send('schema.png', pngDeclaring(2, 3));
    expect(ok.statusCode).toBe(201);
    const { src } = ok.json();
    expect((await actors.anonyme.get(src)).headers['content-type']).toBe('image/png');
    const listed = (await admin.get('/api/admin/cms/images')).json().images;
    expect(listed[0]).toMatchObject({ name: 'schema.png', src });
  });

  it('le changement et son entrée du journal d’audit sont dans la même transaction', async () => {
    const id = await createBloc('Login_Footer', bloc('audit-atomique'));
    await sql`create function refuse_cms_audit() returns trigger language plpgsql as $$
      begin if new.action = 'cms.publier' then raise exception 'journal indisponible'; end if; return new; end $$`.execute(
      t.database.db,
    );
    await sql`create trigger refuse_cms_audit before insert on audit_log for each row execute function refuse_cms_audit()`.execute(
      t.database.db,
    );
    try {
      const failed = await admin.post(`/api/admin/cms/blocs/${id}/publier`, { publishAt: null });
      expect(failed.statusCode).toBe(500);
      expect((await admin.get(`/api/admin/cms/blocs/${id}`)).json()).toMatchObject({
        statut: 'brouillon',
        hasDraft: true,
      });
      expect(
        (await actors.anonyme.get('/api/cms/blocklists?name=Login_Footer&itemName=audit-atomique')).statusCode,
      ).toBe(404);
    } finally {
      await sql`drop trigger refuse_cms_audit on audit_log`.execute(t.database.db);
    }
  });
});
