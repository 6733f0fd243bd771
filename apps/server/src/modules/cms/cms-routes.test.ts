import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens.ts';
import { expectInert, xssPayloads } from '../../lib/xss-test-helpers.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

describe(`CMS : blocs, pages statiques et images (${testDbKind})`, () => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    browser = new Browser(t.app);
  });
  afterAll(() => t.close());

  it('lit la liste Pages_Statiques sans connexion, avec ses pages dans l’ordre', async () => {
    const response = await browser.get('/api/cms/blocklists?name=Pages_Statiques');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.name).toBe('Pages_Statiques');
    expect(list.items.map((i: { name: string }) => i.name)).toEqual([
      'mentions-legales',
      'cgu',
      'politique-cookies',
      'accessibilite',
      'donnees-personnelles',
    ]);
    for (const item of list.items) expect(item.blockListId).toBe(list.id);
  });

  it('lit une page par son nom (itemName) : titre et contenu HTML', async () => {
    const response = await browser.get('/api/cms/blocklists?name=Pages_Statiques&itemName=accessibilite');
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({ name: 'accessibilite', isSingleDisplay: false, hasCookieOption: false });
    expect(item.title).toBe('Déclaration d’accessibilité');
    expect(item.content).toContain('<strong>partiellement conforme</strong>');
    expect(item.content).toContain('mailto:accessibilite@mutuelle-demo.fr');
  });

  it('sert à chaque client ses propres blocs', async () => {
    const littoral = new Browser(t.app, 'littoral.localhost');
    const page = (await littoral.get('/api/cms/blocklists?name=Pages_Statiques&itemName=mentions-legales')).json();
    expect(page.content).toContain('Mutuelle du Littoral');
    const cgu = (await littoral.get('/api/cms/blocklists?name=Pages_Statiques&itemName=cgu')).json();
    expect(cgu.content).toContain('Mutuelle du Littoral');
    expect(cgu.content).not.toContain('Mutuelle Démo');
    const popups = await littoral.get('/api/cms/blocklists?name=Popups');
    expect(popups.statusCode).toBe(404);
  });

  it('les popups portent leurs options : affichage unique, case « ne plus afficher » (cookie 365 jours)', async () => {
    const { items } = (await browser.get('/api/cms/blocklists?name=Popups')).json();
    expect(
      items.map((i: { name: string; isSingleDisplay: boolean; hasCookieOption: boolean }) => [
        i.name,
        i.isSingleDisplay,
        i.hasCookieOption,
      ]),
    ).toEqual([
      ['nouvel-espace', true, false],
      ['carte-tiers-payant-2026', false, true],
    ]);
  });

  it('le pied de page de connexion renvoie vers les pages statiques par des liens #/page/…', async () => {
    const { items } = (await browser.get('/api/cms/blocklists?name=Login_Footer')).json();
    const links = items[0].content.match(/href="[^"]+"/g);
    // The cookie policy is the shell's own footer link (#/cookies): one link, not two.
    expect(links).toEqual([
      'href="#/page/mentions-legales"',
      'href="#/page/cgu"',
      'href="#/page/accessibilite"',
      'href="#/page/donnees-personnelles"',
    ]);
  });

  it.each(['demo', 'littoral', 'horizon'])(
    'chaque client de démonstration a son pied de page, ses CGU, ses mentions légales, sa politique cookies et sa déclaration d’accessibilité datée (%s)',
    async (client) => {
      const visitor = new Browser(t.app, client === 'demo' ? 'localhost' : `${client}.localhost`);
      const footer = (await visitor.get('/api/cms/blocklists?name=Login_Footer')).json();
      expect(footer.items[0].content).toContain('href="#/page/cgu"');
      expect(footer.items[0].content).toContain('href="#/page/accessibilite"');
      for (const page of ['mentions-legales', 'cgu', 'politique-cookies', 'accessibilite', 'donnees-personnelles'])
        expect((await visitor.get(`/api/cms/blocklists?name=Pages_Statiques&itemName=${page}`)).statusCode).toBe(200);
      const accessibilite = (
        await visitor.get('/api/cms/blocklists?name=Pages_Statiques&itemName=accessibilite')
      ).json();
      expect(accessibilite.content).toMatch(/établie le \d{1,2} \w+ \d{4}/);
    },
  );

  it('« Le message {name} n’a pas pu être chargé. » (404) pour une liste ou une page inconnue', async () => {
    const list = await browser.get('/api/cms/blocklists?name=Inconnu');
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({
      message: "Le message Inconnu n'a pas pu être chargé.",
      code: 'CMS_BLOCKLIST_NOT_FOUND',
    });
    const page = await browser.get('/api/cms/blocklists?name=Pages_Statiques&itemName=page-absente');
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({
      message: "Le message page-absente n'a pas pu être chargé.",
      code: 'CMS_ITEM_NOT_FOUND',
    });
  });

  it('refuse en 400 un nom mal formé ou un paramètre inconnu', async () => {
    const bad = await browser.get(`/api/cms/blocklists?name=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.name).toBe('Nom de bloc incorrect (lettres, chiffres, « _ » et « - »).');
    expect((await browser.get('/api/cms/blocklists')).statusCode).toBe(400);
    const unknown = await browser.get('/api/cms/blocklists?name=Popups&debug=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.debug).toBe("Ce champ n'est pas attendu.");
  });

  it('sert une image avec son type, son ETag, un cache d’un an et nosniff ; 304 si déjà en cache', async () => {
    const { services } = await (async () => {
      const member = new Browser(t.app);
      await member.signIn('marie.dupont@example.com', 'Adherent#2026');
      return (await member.get('/api/referentiel/reseau-soins')).json();
    })();
    const response = await browser.get(`/api/cms/documents/images/${services[0].imageId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toBe(`"${sha256(response.rawPayload)}"`);
    expect(response.body).toContain('<svg');
    const again = await browser.get(`/api/cms/documents/images/${services[0].imageId}`, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('ne sert pas l’image d’un autre client, ni une image inconnue (404 en français)', async () => {
    const demoImage = await t.database.db
      .selectFrom('cms_images as i')
      .innerJoin('clients as c', 'c.id', 'i.client_id')
      .select('i.id')
      .where('c.code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const fromLittoral = await new Browser(t.app, 'littoral.localhost').get(
      `/api/cms/documents/images/${demoImage.id}`,
    );
    expect(fromLittoral.statusCode).toBe(404);
    expect(fromLittoral.json().message).toBe('La ressource demandée est introuvable');
    expect((await browser.get('/api/cms/documents/images/999999')).statusCode).toBe(404);
    expect((await browser.get('/api/cms/documents/images/abc')).statusCode).toBe(400);
  });

  it('nettoie encore le HTML au moment de le servir : des charges XSS écrites en base sortent inertes', async () => {
    const list = await t.database.db
      .selectFrom('cms_block_lists as b')
      .innerJoin('clients as c', 'c.id', 'b.client_id')
      .select('b.id')
      .where('c.code', '=', 'demo')
      .where('b.name', '=', 'Popups')
      .executeTakeFirstOrThrow();
    // Written straight into the table, as a faulty back office or a restored dump could.
    await t.database.db
      .insertInto('cms_items')
      .values(
        xssPayloads.map((payload, i) => ({
          block_list_id: list.id,
          name: `xss-${i}`,
          title: 'Test',
          content: payload,
          is_single_display: false,
          has_cookie_option: false,
          ordre: 100 + i,
        })),
      )
      .execute();
    const { items } = (await browser.get('/api/cms/blocklists?name=Popups')).json();
    const served = items.filter((i: { name: string }) => i.name.startsWith('xss-'));
    expect(served).toHaveLength(xssPayloads.length);
    for (const item of served) expectInert(item.content);
  });

  it('nettoie encore un SVG au moment de le servir', async () => {
    const client = await t.database.db
      .selectFrom('clients')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><rect width="1" height="1"/></svg>',
    );
    const { id } = await t.database.db
      .insertInto('cms_images')
      .values({
        client_id: client.id,
        name: 'piege.svg',
        content_type: 'image/svg+xml',
        data: svg,
        sha256: sha256(svg),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await browser.get(`/api/cms/documents/images/${id}`);
    expect(response.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" /></svg>');
  });

  it('chaque route du contenu figure dans le document OpenAPI', async () => {
    const { paths } = (await browser.get('/api/docs/json')).json();
    for (const route of [
      '/api/cms/blocklists',
      '/api/cms/documents/images/{id}',
      '/api/cms/popups',
      '/api/cms/popups/ne-plus-afficher',
      '/api/faq/content',
      '/api/faq/search',
      '/api/faq/categories',
      '/api/faq/click',
      '/api/faq/useful',
      '/api/forms/consentement',
      '/api/forms/consentement/historique',
      '/api/referentiel/reseau-soins',
      '/api/identity/sctoken/create',
      '/api/partenaires/sctoken/verify',
    ])
      expect(Object.keys(paths)).toContain(route);
  });
});
