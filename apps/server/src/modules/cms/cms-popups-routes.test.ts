import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ficheMessages } from '@portail/shared/admin/fiche';
import { cmsMessages } from '@portail/shared/cms';
import { serverMessages } from '@portail/shared/messages';
import { admin, camille, claire, marie, paul } from '../../test/demo-logins.ts';
import { expectMatrix, signedInBrowser, signInActors, type Actor, type Actors } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

const dayMs = 24 * 60 * 60 * 1000;
const popupsUrl = '/api/cms/popups';
const choiceUrl = '/api/cms/popups/ne-plus-afficher';

const membersOnly = (answer: number): Record<Actor, number> => ({
  anonyme: 401,
  souscripteur: answer,
  beneficiaire: answer,
  autreAdherent: answer,
  gestionnaire: 403,
  gestionnaireAutreClient: 401,
});

/** The names of the popups a browser's account is shown. */
async function shown(browser: Browser): Promise<string[]> {
  const response = await browser.get(popupsUrl);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { name: string }[] }).items.map((item) => item.name);
}

describe(`popups de l’espace adhérent : le choix est gardé pour le compte (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  let daysLater = 0;
  const ids: Record<string, number> = {};
  const choices = () =>
    t.database.db
      .selectFrom('cms_popup_choix as c')
      .innerJoin('accounts as a', 'a.id', 'c.account_id')
      .select(['a.user_name', 'c.item_id', 'c.choix', 'c.expire_le'])
      .orderBy('a.user_name')
      .orderBy('c.item_id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + daysLater * dayMs) });
    actors = await signInActors(t.app);
    const rows = await t.database.db
      .selectFrom('cms_items as i')
      .innerJoin('cms_block_lists as l', 'l.id', 'i.block_list_id')
      .innerJoin('clients as c', 'c.id', 'l.client_id')
      .select(['i.id', 'i.name', 'c.code', 'l.name as list'])
      .execute();
    for (const row of rows) ids[`${row.code}/${row.list}/${row.name}`] = row.id;
  });
  afterEach(async () => {
    daysLater = 0;
    await t.database.db.deleteFrom('cms_popup_choix').execute();
  });
  afterAll(() => t.close());

  const welcome = () => ids['demo/Popups/nouvel-espace']!;
  const carte = () => ids['demo/Popups/carte-tiers-payant-2026']!;

  it('chaque route × chaque rôle : adhérents et bénéficiaires seulement, chacun pour son propre compte', async () => {
    await expectMatrix(actors, (b) => b.get(popupsUrl), membersOnly(200));
    const responses = await expectMatrix(actors, (b) => b.post(choiceUrl, { id: welcome() }), membersOnly(204));
    expect(responses.anonyme.json().message).toBe(serverMessages.notSignedIn);
    expect(responses.gestionnaire.json().message).toBe(serverMessages.membersOnly);
    // Staff of each role of the client: a Gestionnaire too.
    const gestionnaire = await signedInBrowser(t.app, camille);
    expect((await gestionnaire.get(popupsUrl)).statusCode).toBe(403);
    expect((await gestionnaire.post(choiceUrl, { id: welcome() })).statusCode).toBe(403);
    // Each member wrote for himself, nobody for the staff.
    expect((await choices()).map((c) => c.user_name)).toEqual([
      'lucas.dupont@example.com',
      'marie.dupont@example.com',
      'paul.martin@example.com',
    ]);
  });

  it('un autre adhérent n’écarte rien chez un autre : Paul masque la popup, Marie la voit encore', async () => {
    expect((await actors.autreAdherent.post(choiceUrl, { id: welcome() })).statusCode).toBe(204);
    expect((await actors.autreAdherent.post(choiceUrl, { id: carte() })).statusCode).toBe(204);
    expect(await shown(actors.autreAdherent)).toEqual([]);
    expect(await shown(actors.souscripteur)).toEqual(['nouvel-espace', 'carte-tiers-payant-2026']);
    expect(await shown(actors.beneficiaire)).toEqual(['nouvel-espace', 'carte-tiers-payant-2026']);
  });

  it('le choix tient d’un navigateur à l’autre : fermée sur l’ordinateur, elle ne revient pas sur le téléphone', async () => {
    const ordinateur = await signedInBrowser(t.app, marie);
    const telephone = await signedInBrowser(t.app, marie);
    expect(ordinateur.cookies.get('portail_session')).not.toBe(telephone.cookies.get('portail_session'));
    expect(await shown(telephone)).toEqual(['nouvel-espace', 'carte-tiers-payant-2026']);

    // Single display: closed once, for good.
    expect((await ordinateur.post(choiceUrl, { id: welcome() })).statusCode).toBe(204);
    expect(await shown(telephone)).toEqual(['carte-tiers-payant-2026']);
    // « Ne plus afficher ce message » ticked: gone too, on the other browser.
    expect((await ordinateur.post(choiceUrl, { id: carte() })).statusCode).toBe(204);
    expect(await shown(telephone)).toEqual([]);
    expect(await shown(ordinateur)).toEqual([]);
    // Sent again (a retry, a second tab): the same single row.
    expect((await telephone.post(choiceUrl, { id: welcome() })).statusCode).toBe(204);
    expect((await choices()).map((c) => [c.user_name, c.item_id, c.choix])).toEqual([
      [marie.userName, welcome(), 'vu'],
      [marie.userName, carte(), 'masque'],
    ]);
  });

  it('« Ne plus afficher ce message » vaut 365 jours, comme le cookie ; l’affichage unique pour toujours', async () => {
    const before = Date.now();
    await actors.souscripteur.post(choiceUrl, { id: welcome() });
    await actors.souscripteur.post(choiceUrl, { id: carte() });
    const [vu, masque] = await choices();
    expect(vu!.expire_le).toBeNull();
    const days = (new Date(masque!.expire_le!).getTime() - before) / dayMs;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThan(365.01);
    daysLater = 364;
    expect(await shown(actors.souscripteur)).toEqual([]);
    daysLater = 366;
    expect(await shown(actors.souscripteur)).toEqual(['carte-tiers-payant-2026']);
    daysLater = 3650;
    expect(await shown(actors.souscripteur)).toEqual(['carte-tiers-payant-2026']);
  });

  it('« Voir comme l’adhérent » : le collaborateur voit les popups de l’adhérent mais n’écrit rien en son nom', async () => {
    await actors.souscripteur.post(choiceUrl, { id: welcome() });
    const staff = await signedInBrowser(t.app, admin);
    const marieRow = await t.database.db
      .selectFrom('accounts')
      .select('personne_id')
      .where('user_name', '=', marie.userName)
      .executeTakeFirstOrThrow();
    expect((await staff.post(`/api/admin/adherents/${marieRow.personne_id}/voir-comme`)).statusCode).toBe(200);
    expect(await shown(staff)).toEqual(['carte-tiers-payant-2026']);
    const write = await staff.post(choiceUrl, { id: carte() });
    expect([write.statusCode, write.json().message]).toEqual([403, ficheMessages.viewAsReadOnly]);
    expect((await choices()).map((c) => [c.user_name, c.choix])).toEqual([[marie.userName, 'vu']]);
  });

  it('refuse en français une popup inconnue, supprimée, d’une autre liste ou d’un autre client, sans rien écrire', async () => {
    const member = actors.souscripteur;
    const littoral = Object.entries(ids).find(([key]) => key.startsWith('littoral/'))![1];
    for (const id of [999_999, ids['demo/Pages_Statiques/cgu']!, littoral]) {
      const response = await member.post(choiceUrl, { id });
      expect([response.statusCode, response.json()], `bloc ${id}`).toEqual([
        404,
        { message: cmsMessages.unknownPopup, code: 'CMS_POPUP_NOT_FOUND' },
      ]);
    }
    const list = await t.database.db
      .selectFrom('cms_items')
      .select('block_list_id')
      .where('id', '=', welcome())
      .executeTakeFirstOrThrow();
    const inserted = await t.database.db
      .insertInto('cms_items')
      .values(
        [false, true].map((deleted, i) => ({
          block_list_id: list.block_list_id,
          name: deleted ? 'supprimee' : 'sans-option',
          title: 'Essai',
          content: '<p>Revient à chaque visite</p>',
          is_single_display: false,
          has_cookie_option: deleted,
          ordre: 50 + i,
          published_at: new Date(0),
          deleted_at: deleted ? new Date() : null,
        })),
      )
      .returning('id')
      .execute();
    const plain = await member.post(choiceUrl, { id: inserted[0]!.id });
    expect([plain.statusCode, plain.json().message]).toEqual([400, cmsMessages.popupNotHideable]);
    expect((await member.post(choiceUrl, { id: inserted[1]!.id })).statusCode).toBe(404);
    expect((await member.post(choiceUrl, { id: 'abc' })).statusCode).toBe(400);
    expect((await member.post(choiceUrl, {})).statusCode).toBe(400);
    expect((await member.post(choiceUrl, { id: welcome(), autre: 1 })).statusCode).toBe(400);
    expect(await choices()).toEqual([]);
    await t.database.db
      .deleteFrom('cms_items')
      .where(
        'id',
        'in',
        inserted.map((row) => row.id),
      )
      .execute();
  });

  it('un client sans liste « Popups » : aucune popup, sans erreur', async () => {
    const member = await signedInBrowser(t.app, claire, 'littoral.localhost');
    expect(await shown(member)).toEqual([]);
  });

  it('la suppression du compte emporte ses choix', async () => {
    const member = await signedInBrowser(t.app, paul);
    await member.post(choiceUrl, { id: welcome() });
    await actors.souscripteur.post(choiceUrl, { id: welcome() });
    const deleted = await member.post('/api/forms/suppressioncompte', { password: paul.password, confirmation: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await choices()).map((c) => c.user_name)).toEqual([marie.userName]);
  });
});
