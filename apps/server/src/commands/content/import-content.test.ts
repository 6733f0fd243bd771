import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import { createTestDatabase, testDbKind } from '../../test/test-database.ts';
import { importContent } from './import-content.ts';
import { tinyPng } from '../../lib/test-images.ts';

const workDir = mkdtempSync(path.join(tmpdir(), 'import-content-'));
mkdirSync(path.join(workDir, 'images'));
mkdirSync(path.join(workDir, 'pages'));
writeFileSync(path.join(workDir, 'images/schema.png'), tinyPng);
writeFileSync(path.join(workDir, 'images/faux.png'), '<script>alert(1)</script>');
writeFileSync(
  path.join(workDir, 'pages/aide.html'),
  '<h2>Aide</h2><p><img src="images/schema.png" alt="Schéma" /></p>',
);

let database: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase('demo');
  db = database.db;
  // The import is tried on a client without content: Prévoyance Horizon's demo blocks are removed here.
  const horizon = await db.selectFrom('clients').select('id').where('code', '=', 'horizon').executeTakeFirstOrThrow();
  const lists = db.selectFrom('cms_block_lists').select('id').where('client_id', '=', horizon.id);
  await db.deleteFrom('cms_items').where('block_list_id', 'in', lists).execute();
  await db.deleteFrom('cms_block_lists').where('client_id', '=', horizon.id).execute();
}, 60_000);

afterAll(async () => {
  await database.close();
  rmSync(workDir, { recursive: true, force: true });
});

function run(content: unknown, clientCode: string | null = 'horizon') {
  return importContent(db, typeof content === 'string' ? content : JSON.stringify(content), {
    clientCode: clientCode ?? undefined,
    baseDir: workDir,
  });
}

/** Everything the import writes, for "nothing changed" checks. */
async function snapshot() {
  return {
    lists: await db.selectFrom('cms_block_lists').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('cms_items').selectAll().orderBy('id').execute(),
    images: await db.selectFrom('cms_images').select(['id', 'sha256']).orderBy('id').execute(),
    categories: await db.selectFrom('faq_categories').selectAll().orderBy('id').execute(),
    questions: await db.selectFrom('faq_questions').select(['id', 'code', 'title', 'content']).orderBy('id').execute(),
    related: await db.selectFrom('faq_related').selectAll().orderBy('question_id').orderBy('ordre').execute(),
    reseaux: await db.selectFrom('reseaux_soins').selectAll().orderBy('id').execute(),
  };
}

const valid = {
  blockLists: [
    {
      name: 'Pages_Statiques',
      items: [
        { name: 'aide', title: 'Aide', contentFile: 'pages/aide.html' },
        {
          name: 'contact',
          title: 'Contact',
          content: '<p>Écrivez-nous : <a href="mailto:contact@horizon.fr">contact</a></p>',
        },
      ],
    },
  ],
  faq: {
    categories: [
      {
        code: 'connexion',
        userType: 'public',
        libelle: 'Connexion',
        questions: [
          {
            code: 'horizon-connect',
            title: 'Qu’est-ce qu’Horizon Connect ?',
            content: '<p>Votre compte unique.</p>',
            related: ['mot-de-passe'],
          },
          { code: 'mot-de-passe', title: 'Mot de passe oublié', content: '<p>Passez par Horizon Connect.</p>' },
        ],
      },
    ],
  },
  reseauxSoins: [
    {
      reseau: 'optique',
      libelle: 'Optique Horizon',
      url: 'https://optique.example.fr',
      image: 'images/schema.png',
      description: 'Lunettes à prix négociés.',
      partnerKeySha256: 'a'.repeat(64),
    },
  ],
};

describe(`import du contenu (${testDbKind})`, () => {
  it('refuse un fichier fautif avec une erreur française par entrée, chemin compris, sans rien écrire', async () => {
    const before = await snapshot();
    const result = await run({
      blockLists: [
        {
          name: 'Pages_Statiques',
          items: [
            { name: 'a', content: '<p onclick="alert(1)">x</p><script>alert(1)</script>' },
            { name: 'b', content: '<a href="javascript:alert(1)">x</a>', contentFile: 'pages/aide.html' },
            { name: 'c', contentFile: 'pages/absente.html' },
            { name: 'd', content: '<img src="images/faux.png" alt="">' },
            { name: 'a', content: '<p>doublon</p>' },
          ],
        },
        { name: 'Nom invalide!', items: [] },
      ],
      faq: {
        categories: [
          {
            code: 'aide',
            userType: 'visiteur',
            libelle: 'Aide',
            questions: [{ code: 'q1', title: '', content: '<p>x</p>', related: ['q1'] }],
          },
        ],
      },
      reseauxSoins: [
        { reseau: 'optique', libelle: 'Optique', url: 'javascript:alert(1)', description: 'x', inconnu: 1 },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'blockLists[0].items[1] : indiquez soit content (HTML), soit contentFile (fichier HTML), pas les deux',
      'blockLists[1].name : Nom de bloc incorrect (lettres, chiffres, « _ » et « - »).',
      'faq.categories[0].userType : Option invalide : une valeur parmi "public"|"adherent" attendue',
      'faq.categories[0].questions[0].title : texte obligatoire',
      'reseauxSoins[0].url : adresse http(s) attendue',
      'reseauxSoins[0] : Clé non reconnue : "inconnu"',
    ]);
    // Once the structure is right, the content itself is checked.
    const second = await run({
      blockLists: [
        {
          name: 'Pages_Statiques',
          items: [
            { name: 'a', content: '<p onclick="alert(1)">x</p><script>alert(1)</script>' },
            { name: 'b', content: '<a href="javascript:alert(1)">x</a>' },
            { name: 'c', contentFile: 'pages/absente.html' },
            { name: 'd', content: '<img src="images/faux.png" alt="">' },
            { name: 'a', content: '<p>doublon</p>' },
          ],
        },
      ],
      faq: {
        categories: [
          {
            code: 'aide',
            userType: 'public',
            libelle: 'Aide',
            questions: [{ code: 'q1', title: 'Question', content: '<p>x</p>', related: ['q1', 'absente'] }],
          },
        ],
      },
    });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.errors).toEqual([
      'blockLists[0].items[4].name : « a » est déjà décrit en blockLists[0].items[0].name',
      'faq.categories[0].questions[0].related[0] : une question ne peut pas renvoyer vers elle-même',
      'blockLists[0].items[0].content : attribut onclick non autorisé sur <p>',
      'blockLists[0].items[0].content : balise <script> non autorisée',
      'blockLists[0].items[1].content : lien non autorisé (javascript:alert(1))',
      'blockLists[0].items[2].contentFile : fichier introuvable ou illisible (pages/absente.html)',
      'blockLists[0].items[3].content : le contenu du fichier ne correspond pas à son extension .png (images/faux.png)',
    ]);
    const third = await run({
      faq: {
        categories: [
          {
            code: 'aide',
            userType: 'public',
            libelle: 'Aide',
            questions: [{ code: 'q1', title: 'Q', content: '<p>x</p>', related: ['absente'] }],
          },
        ],
      },
    });
    expect(third).toEqual({
      ok: false,
      errors: [
        'faq.categories[0].questions[0].related[0] : question « absente » inconnue, ni dans le fichier, ni en base pour ce client',
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuse un JSON invalide, un fichier vide, un client inconnu et un chemin qui sort du dossier', async () => {
    expect(await run('{ "blockLists": [')).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^Le fichier n’est pas un JSON valide : /)],
    });
    expect(await run({})).toEqual({ ok: false, errors: ['fichier : aucun contenu (blockLists, faq ou reseauxSoins)'] });
    expect(await run(valid, 'inconnu')).toEqual({ ok: false, errors: ['Client inconnu : « inconnu ».'] });
    const outside = await run({ blockLists: [{ name: 'X', items: [{ name: 'x', contentFile: '../secret.html' }] }] });
    expect(outside).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^blockLists\[0\]\.items\[0\]\.contentFile : chemin relatif attendu/)],
    });
  });

  it('importe tout, remplace les images relatives par leur adresse, puis un second import ne change rien', async () => {
    const first = await run(valid);
    expect(first.ok && first.summary.message).toBe(
      'Contenu importé pour le client « horizon » : 1 liste de blocs (1 créée), 2 blocs (2 créés), 1 catégorie de FAQ (1 créée), 2 questions (2 créées), 1 service externe (1 créé), 1 image (1 créée).',
    );
    const page = await db
      .selectFrom('cms_items')
      .select('content')
      .where('name', '=', 'aide')
      .executeTakeFirstOrThrow();
    const image = await db
      .selectFrom('cms_images')
      .select(['id', 'content_type'])
      .where('name', '=', 'schema.png')
      .executeTakeFirstOrThrow();
    expect(image.content_type).toBe('image/png');
    expect(page.content).toBe(`<h2>Aide</h2><p><img src="/api/cms/documents/images/${image.id}" alt="Schéma" /></p>`);
    const reseau = await db
      .selectFrom('reseaux_soins')
      .select(['image_id', 'partner_key_sha256', 'image_form'])
      .where('url', '=', 'https://optique.example.fr')
      .executeTakeFirstOrThrow();
    expect(reseau).toEqual({ image_id: image.id, partner_key_sha256: 'a'.repeat(64), image_form: 'contain' });

    const before = await snapshot();
    const again = await run(valid);
    expect(again.ok && again.summary.message).toBe(
      'Contenu importé pour le client « horizon » : 1 liste de blocs (1 inchangée), 2 blocs (2 inchangés), 1 catégorie de FAQ (1 inchangée), 2 questions (2 inchangées), 1 service externe (1 inchangé), 1 image (1 inchangée).',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('met à jour par nom et par code, garde les compteurs de clics, et réécrit les questions liées', async () => {
    await db.updateTable('faq_questions').set({ click_count: 7 }).where('code', '=', 'horizon-connect').execute();
    const changed = structuredClone(valid);
    changed.faq.categories[0]!.questions[0]!.title = 'Qu’est-ce que le compte Horizon Connect ?';
    changed.faq.categories[0]!.questions[1]!.related = ['horizon-connect'];
    const result = await run(changed);
    expect(result.ok && result.summary.message).toContain('2 questions (2 mises à jour)');
    const rows = await db
      .selectFrom('faq_questions')
      .select(['code', 'title', 'click_count'])
      .where('code', 'in', ['horizon-connect', 'mot-de-passe'])
      .orderBy('code')
      .execute();
    expect(rows[0]).toEqual({
      code: 'horizon-connect',
      title: 'Qu’est-ce que le compte Horizon Connect ?',
      click_count: 7,
    });
    const related = await db
      .selectFrom('faq_related as r')
      .innerJoin('faq_questions as q', 'q.id', 'r.question_id')
      .innerJoin('faq_questions as t', 't.id', 'r.related_question_id')
      .select(['q.code as from', 't.code as to'])
      .where('q.code', 'in', ['horizon-connect', 'mot-de-passe'])
      .orderBy('q.code')
      .execute();
    expect(related).toEqual([
      { from: 'horizon-connect', to: 'mot-de-passe' },
      { from: 'mot-de-passe', to: 'horizon-connect' },
    ]);
  });

  it('une clé partenaire absente du fichier est gardée ; null la révoque', async () => {
    const withoutKey = structuredClone(valid) as { reseauxSoins: Record<string, unknown>[] };
    delete withoutKey.reseauxSoins[0]!.partnerKeySha256;
    await run(withoutKey);
    const key = () =>
      db
        .selectFrom('reseaux_soins')
        .select('partner_key_sha256')
        .where('url', '=', 'https://optique.example.fr')
        .executeTakeFirstOrThrow();
    expect((await key()).partner_key_sha256).toBe('a'.repeat(64));
    withoutKey.reseauxSoins[0]!.partnerKeySha256 = null;
    const revoked = await run(withoutKey);
    expect(revoked.ok && revoked.summary.message).toContain('1 service externe (1 mis à jour)');
    expect((await key()).partner_key_sha256).toBeNull();
  });

  it('va au client par défaut quand aucun client n’est précisé', async () => {
    const result = await run(
      {
        blockLists: [
          {
            name: 'Display_Email',
            items: [
              {
                name: 'verification-email',
                title: 'Vérifiez votre boîte de réception',
                content: '<p>Regardez vos e-mails.</p>',
              },
            ],
          },
        ],
      },
      null,
    );
    expect(result.ok && result.summary.clientCode).toBe('demo');
  });
});
