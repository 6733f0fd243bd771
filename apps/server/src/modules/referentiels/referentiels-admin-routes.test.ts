import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referentielMessages, type ReferentielRow } from '@portail/shared/admin/referentiels';
import { serverMessages } from '@portail/shared/messages';
import { camille, gestionLittoral } from '../../test/demo-logins.ts';
import { expectMatrix, signedInBrowser, signInActors, staffOnly, type Actors } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

const base = '/api/admin/referentiels';
const bom = '\uFEFF';

async function auditCount(t: TestApp, action?: string): Promise<number> {
  let query = t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n'));
  if (action) query = query.where('action', '=', action);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

const rowsOf = (response: { json(): unknown }) => (response.json() as { rows: ReferentielRow[] }).rows;
const publicCodes = async (browser: Browser, table: string) =>
  ((await browser.get(`/api/referentiel/${table}`)).json() as { entries: { code: string }[] }).entries.map(
    (e) => e.code,
  );

describe(`back office : éditeur des référentiels (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  it('chaque route × chaque rôle : personnel du client servi seulement', async () => {
    for (const url of [base, `${base}/themes-contact`, `${base}/themes-contact/export`])
      await expectMatrix(actors, (b) => b.get(url), staffOnly);
    const writes: [string, string, unknown][] = [
      ['POST', `${base}/themes-contact`, { code: 'essai-matrice', libelle: 'Essai' }],
      ['PUT', `${base}/themes-contact/sante`, { libelle: 'Santé', ordre: 0, version: 1 }],
      ['POST', `${base}/themes-contact/sante/desactiver`, { version: 1 }],
      ['POST', `${base}/themes-contact/sante/reactiver`, { version: 1 }],
      ['POST', `${base}/themes-contact/import`, { csv: 'Code;Libellé;Ordre;Actif\r\nsante;Santé;0;oui' }],
    ];
    // The staff member's own answers are checked below, with what each write does.
    for (const [method, url, body] of writes)
      await expectMatrix(
        actors,
        (b, actor) =>
          actor === 'gestionnaire'
            ? Promise.resolve({ statusCode: 0 } as never)
            : b.request(method as 'POST' | 'PUT', url, { body }),
        { ...staffOnly, gestionnaire: 0 },
      );
    expect((await actors.gestionnaire.get(`${base}/mots-de-passe`)).statusCode).toBe(400);
  });

  it('liste les tables décrites, avec leurs valeurs actives', async () => {
    const { tables } = (await actors.gestionnaire.get(base)).json() as {
      tables: { table: string; libelle: string; total: number; actives: number; parent: string | null }[];
    };
    expect(tables.map((x) => x.table)).toEqual(
      expect.arrayContaining(['civilites', 'pays', 'natures-voie', 'indices-repetition', 'liens-parente']),
    );
    expect(tables.find((x) => x.table === 'civilites')).toMatchObject({ libelle: 'Civilités', total: 3, actives: 2 });
    expect(tables.find((x) => x.table === 'sous-themes-contact')?.parent).toBe('themes-contact');
  });

  it('cherche (accents à part), filtre par état et par parent, trie et pagine côté serveur', async () => {
    const page = async (query: string) => (await actors.gestionnaire.get(`${base}/${query}`)).json();
    expect((await page('civilites?actif=non')).rows.map((r: ReferentielRow) => r.code)).toEqual(['MLLE']);
    expect((await page('pays?q=royaume')).rows.map((r: ReferentielRow) => r.libelle)).toEqual(['Royaume-Uni']);
    expect((await page('natures-voie?q=allee')).rows.map((r: ReferentielRow) => r.code)).toEqual(['ALL']);
    const motifs = await page('sous-themes-contact?parent=prevoyance&sort=libelle&order=desc');
    expect(motifs.rows.map((r: ReferentielRow) => r.code)).toEqual([
      'prevoyance-sinistre',
      'prevoyance-contrat',
      'prevoyance-indemnites',
    ]);
    const first = await page('pays?pageSize=10&sort=code');
    const second = await page('pays?pageSize=10&sort=code&page=2');
    expect(first.total).toBe(40);
    expect(second.rows[0].code > first.rows[9].code).toBe(true);
    expect((await actors.gestionnaire.get(`${base}/pays?sort=client_id`)).statusCode).toBe(400);
  });

  it('ajoute une valeur : règles de la table en français, code unique, parent connu ; audité dans sa transaction ; visible aussitôt', async () => {
    const before = await auditCount(t);
    const post = (body: unknown) => actors.gestionnaire.post(`${base}/sous-themes-contact`, body);
    const bad = await post({ code: 'Mutuelle Santé', libelle: '', parent: 'sante' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      code: expect.stringContaining('minuscules sans accent'),
      libelle: referentielMessages.libelleRequis,
    });
    const orphan = await post({ code: 'sante-lunettes', libelle: 'Pour mes lunettes', parent: 'optique' });
    expect(orphan.json().errors.parent).toBe('Le parent « optique » n’existe pas dans « Thèmes de contact ».');
    const taken = await post({ code: 'sante-devis', libelle: 'Doublon', parent: 'sante' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, referentielMessages.codePris('sante-devis')]);
    expect(await auditCount(t)).toBe(before);

    // A new visitor's first read already offers it (no cache kept by the browser).
    const visitor = new Browser(t.app);
    const first = await visitor.get('/api/referentiel/sous-themes-contact');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const done = await post({ code: 'sante-lunettes', libelle: 'Pour mes lunettes', parent: 'sante' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().valeur).toMatchObject({ code: 'sante-lunettes', actif: true, version: 1, ordre: 13 });
    const again = await visitor.get('/api/referentiel/sous-themes-contact', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().entries.map((e: { code: string }) => e.code)).toContain('sante-lunettes');
    const unchanged = await visitor.get('/api/referentiel/sous-themes-contact', {
      'if-none-match': String(again.headers.etag),
    });
    expect([unchanged.statusCode, unchanged.body]).toEqual([304, '']);
    const entry = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'target_label', 'after'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'referentiel.creer',
      target: 'referentiel:sous-themes-contact:sante-lunettes',
      target_label: 'Motifs de contact — Pour mes lunettes',
    });
  });

  it('un champ propre à la table (l’abréviation d’une civilité) est exigé', async () => {
    const missing = await actors.gestionnaire.post(`${base}/civilites`, { code: 'DR', libelle: 'Docteur' });
    expect(missing.json().errors['donnees.abrege']).toBe('Indiquez : abréviation.');
    const done = await actors.gestionnaire.post(`${base}/civilites`, {
      code: 'DR',
      libelle: 'Docteur',
      donnees: { abrege: 'Dr' },
    });
    expect(done.json().valeur.donnees).toEqual({ abrege: 'Dr' });
    expect((await new Browser(t.app).get('/api/referentiel/civilites')).json().entries).toContainEqual({
      code: 'DR',
      libelle: 'Docteur',
      parent: null,
      donnees: { abrege: 'Dr' },
    });
  });

  it('modifie une valeur sans jamais changer son code, et refuse une version dépassée', async () => {
    const [row] = rowsOf(await actors.gestionnaire.get(`${base}/themes-contact?q=espace`));
    const url = `${base}/themes-contact/${row!.code}`;
    const withCode = await actors.gestionnaire.request('PUT', url, {
      body: { code: 'compte', libelle: 'Mon compte', ordre: 3, version: row!.version },
    });
    expect([withCode.statusCode, withCode.json().errors.code]).toEqual([400, serverMessages.unknownField]);
    const before = await auditCount(t, 'referentiel.modifier');
    const done = await actors.gestionnaire.request('PUT', url, {
      body: { libelle: 'Mon espace en ligne', ordre: 3, version: row!.version },
    });
    expect(done.json().valeur).toMatchObject({ code: 'espace', libelle: 'Mon espace en ligne', version: 2 });
    expect(await auditCount(t, 'referentiel.modifier')).toBe(before + 1);
    const stale = await actors.gestionnaire.request('PUT', url, {
      body: { libelle: 'Autre chose', ordre: 3, version: row!.version },
    });
    expect([stale.statusCode, stale.json().message]).toEqual([409, referentielMessages.conflit]);
    expect(rowsOf(await actors.gestionnaire.get(`${base}/themes-contact?q=espace`))[0]!.libelle).toBe(
      'Mon espace en ligne',
    );
  });

  it('désactive puis réactive : plus proposée aux adhérents (ses motifs non plus), refusée par le formulaire, jamais supprimée', async () => {
    const [theme] = rowsOf(await actors.gestionnaire.get(`${base}/themes-contact?q=cotisations`));
    const off = await actors.gestionnaire.post(`${base}/themes-contact/cotisations/desactiver`, {
      version: theme!.version,
    });
    expect(off.json().message).toBe(referentielMessages.desactive('Mes cotisations'));
    const visitor = new Browser(t.app);
    expect(await publicCodes(visitor, 'themes-contact')).not.toContain('cotisations');
    expect(await publicCodes(visitor, 'sous-themes-contact')).not.toContain('cotisations-echeancier');
    const sent = await actors.souscripteur.post(
      '/api/forms/contact/v2/form',
      { theme: 'cotisations', sousTheme: 'cotisations-echeancier', message: 'Mon échéancier de 2026', pieces: [] },
      { 'x-numcontrat': '40012345' },
    );
    expect([sent.statusCode, sent.json().errors]).toEqual([
      400,
      { theme: 'Ce thème n’existe pas : choisissez-en un dans la liste.' },
    ]);
    const twice = await actors.gestionnaire.post(`${base}/themes-contact/cotisations/desactiver`, {
      version: off.json().valeur.version,
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, referentielMessages.dejaInactive]);
    const on = await actors.gestionnaire.post(`${base}/themes-contact/cotisations/reactiver`, {
      version: off.json().valeur.version,
    });
    expect(on.json().valeur).toMatchObject({ actif: true, version: theme!.version + 2 });
    expect(await publicCodes(visitor, 'sous-themes-contact')).toContain('cotisations-echeancier');
    expect(await auditCount(t, 'referentiel.reactiver')).toBe(1);
  });

  it('un import CSV aux lignes fausses ne change rien et dit chaque ligne en français', async () => {
    const exported = async () => (await actors.gestionnaire.get(`${base}/sous-themes-contact/export`)).body;
    const before = await exported();
    const audits = await auditCount(t);
    const csv = [
      'Code;Libellé;Code du parent;Ordre;Actif',
      'sante-remboursement;Pour un remboursement (modifié);sante;0;oui',
      'sante-nouveau;Nouveau motif;sante;;oui',
      'sante-nouveau;Encore lui;sante;;oui',
      'sante-orphelin;Sans parent;optique;;oui',
      'Sante Majuscules;Mauvais code;sante;;oui',
      'sante-court;Trop peu de colonnes;sante',
      'sante-etat;État inconnu;sante;;peut-être',
    ].join('\r\n');
    const response = await actors.gestionnaire.post(`${base}/sous-themes-contact/import`, { csv });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(referentielMessages.importRefuse(5));
    expect(Object.values(response.json().errors)).toEqual([
      'Ligne 4 : le code « sante-nouveau » figure déjà à la ligne 3.',
      'Ligne 5 : le parent « optique » n’existe pas dans « Thèmes de contact ».',
      'Ligne 6 : le code s’écrit en minuscules sans accent, chiffres et tirets, de 2 à 40 caractères (par exemple « sante-devis »).',
      'Ligne 7 : 5 colonnes attendues, 3 trouvées.',
      'Ligne 8 : la colonne « Actif » vaut « oui » ou « non ».',
    ]);
    expect(await exported()).toBe(before);
    expect(await auditCount(t)).toBe(audits);

    const header = await actors.gestionnaire.post(`${base}/sous-themes-contact/import`, { csv: 'code;libelle\r\n' });
    expect(Object.values(header.json().errors)).toEqual([
      'Ligne 1 : les colonnes attendues sont « Code;Libellé;Code du parent;Ordre;Actif », dans cet ordre (celles de l’export).',
    ]);
  });

  it('un import juste relit l’export (BOM, guillemets, formules neutralisées), ajoute et modifie en une fois, audité une fois', async () => {
    const exported = (await actors.gestionnaire.get(`${base}/natures-sinistre/export`)).body;
    expect(exported.startsWith(bom)).toBe(true);
    const lines = exported.trim().split('\r\n');
    // trim() took the BOM away; the import takes it either way.
    expect(lines[0]).toBe('Code;Libellé;Ordre;Actif');
    const csv = [
      ...lines.map((l) => l.replace('Décès;4;oui', 'Décès;4;non')),
      'maternite;"Maternité; congé ""pathologique""";;oui',
      "formule;'=Formule (neutralisée à l’export);;oui",
    ].join('\r\n');
    const before = await auditCount(t, 'referentiel.importer');
    const response = await actors.gestionnaire.post(`${base}/natures-sinistre/import`, { csv });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ crees: 2, modifies: 1, inchanges: 4 });
    expect(await auditCount(t, 'referentiel.importer')).toBe(before + 1);
    const rows = rowsOf(await actors.gestionnaire.get(`${base}/natures-sinistre?sort=ordre`));
    expect(rows.map((r) => [r.code, r.libelle, r.actif])).toEqual([
      ['arret-travail', 'Arrêt de travail', true],
      ['hospitalisation', 'Hospitalisation', true],
      ['invalidite', 'Invalidité', true],
      ['perte-autonomie', 'Perte d’autonomie', true],
      ['deces', 'Décès', false],
      ['maternite', 'Maternité; congé "pathologique"', true],
      ['formule', '=Formule (neutralisée à l’export)', true],
    ]);
  });

  it('l’écriture et son entrée d’audit sont une seule transaction', async () => {
    const db = t.database.db;
    await sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refusé'; end $$`.execute(db);
    await sql`create trigger refuse_audit before insert on audit_log for each row
      when (new.action = 'referentiel.creer') execute function refuse_audit()`.execute(db);
    try {
      const failed = await actors.gestionnaire.post(`${base}/natures-soins`, {
        code: 'cure',
        libelle: 'Cure thermale',
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_audit on audit_log`.execute(db);
      await sql`drop function refuse_audit()`.execute(db);
    }
    expect(rowsOf(await actors.gestionnaire.get(`${base}/natures-soins?q=cure`))).toEqual([]);
  });

  it('un Gestionnaire lit les référentiels de son client seulement et n’y écrit pas', async () => {
    // Camille Roux, Gestionnaire of Mutuelle Démo: reads, never writes.
    const camilleBrowser = await signedInBrowser(t.app, camille);
    expect((await camilleBrowser.get(`${base}/themes-contact`)).statusCode).toBe(200);
    const refused = await camilleBrowser.post(`${base}/themes-contact`, { code: 'essai', libelle: 'Essai' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, serverMessages.forbidden]);
    const yann = await signedInBrowser(t.app, gestionLittoral, 'littoral.localhost');
    const read = await yann.get(`${base}/sous-themes-contact?pageSize=100`);
    expect(read.statusCode).toBe(200);
    // Mutuelle Démo's own addition (above) is not Mutuelle du Littoral's.
    expect(rowsOf(read).map((r) => r.code)).not.toContain('sante-lunettes');
    for (const write of [
      yann.post(`${base}/themes-contact`, { code: 'essai', libelle: 'Essai' }),
      yann.post(`${base}/themes-contact/sante/desactiver`, { version: 1 }),
      yann.post(`${base}/themes-contact/import`, { csv: 'Code;Libellé;Ordre;Actif\r\nsante;Santé;0;non' }),
    ]) {
      const response = await write;
      expect([response.statusCode, response.json().message]).toEqual([403, serverMessages.forbidden]);
    }
    expect(await publicCodes(new Browser(t.app, 'littoral.localhost'), 'themes-contact')).toContain('sante');
  });
});

describe(`back office : un import qui crée demande le droit de création (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('avec la seule modification, l’import qui ajoute un code est refusé et ne change rien', async () => {
    await t.database.db
      .insertInto('role_habilitations')
      .values({ role_code: 'Gestionnaire', resource: 'referentiels', action: 'update' })
      .execute();
    const yann = await signedInBrowser(t.app, gestionLittoral, 'littoral.localhost');
    const header = 'Code;Libellé;Ordre;Actif';
    const adds = await yann.post(`${base}/types-sejour/import`, {
      csv: `${header}\r\nchirurgie;Chirurgie (hors ambulatoire);0;oui\r\ncure;Cure thermale;;oui`,
    });
    expect([adds.statusCode, adds.json().message]).toEqual([403, referentielMessages.importCreationInterdite]);
    expect(await publicCodes(new Browser(t.app, 'littoral.localhost'), 'types-sejour')).not.toContain('cure');
    const edits = await yann.post(`${base}/types-sejour/import`, {
      csv: `${header}\r\nchirurgie;Chirurgie (hors ambulatoire);0;oui`,
    });
    expect(edits.json()).toMatchObject({ crees: 0, modifies: 1 });
  });
});
