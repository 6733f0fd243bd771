import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadLimits, uploadMessages, uploadQuota } from '@portail/shared/file-types';
import { serverMessages } from '@portail/shared/messages';
import { deleteExpiredUploads } from './uploads-repository.ts';
import { sha256 } from '../../lib/tokens.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { admin, lucas, marie } from '../../test/demo-logins.ts';
import { signedInBrowser } from '../../test/roles-matrix.ts';
import { multipart, postFiles, samplePdf, samplePng } from '../../test/uploads.ts';

const pdf = samplePdf;
const png = samplePng;
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode.');

describe(`téléversement de fichiers (${testDbKind})`, () => {
  let t: TestApp;
  let browser: Browser;
  const storedCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const upload = (files: Parameters<typeof multipart>[0], who = browser) => postFiles(who, files);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('uploads').execute();
    await t.database.db.deleteFrom('rate_limits').execute();
    browser = new Browser(t.app);
    await browser.signIn(marie.userName, marie.password);
  });

  it('enregistre un PDF avec son propriétaire, son nom, sa taille, son sha256 et son type détecté', async () => {
    const response = await upload([{ name: 'attestation.pdf', data: pdf, type: 'application/pdf' }]);
    expect(response.statusCode).toBe(200);
    const [remoteName] = response.json().fileNames;
    expect(remoteName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const row = await t.database.db.selectFrom('uploads').selectAll().executeTakeFirstOrThrow();
    const account = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('user_name', '=', marie.userName)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      remote_name: remoteName,
      account_id: account.id,
      original_name: 'attestation.pdf',
      size: pdf.length,
      sha256: sha256(pdf),
      content_type: 'application/pdf',
    });
    expect(Buffer.from(row.data).equals(pdf)).toBe(true);
  });

  it('accepte PNG et JPEG (jpg ou jpeg) et rend un nom par fichier', async () => {
    const response = await upload([
      { name: 'photo.png', data: png },
      { name: 'scan.JPG', data: jpeg },
      { name: 'scan.jpeg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().fileNames).toHaveLength(3);
    expect(await storedCount()).toBe(3);
  });

  it('refuse un .pdf qui est en réalité un .exe, sans rien enregistrer', async () => {
    const response = await upload([{ name: 'facture.pdf', data: exe, type: 'application/pdf' }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'FILE_CONTENT_REFUSED',
      message: "Le contenu du fichier ne correspond pas à son extension : ce document n'est pas accepté.",
    });
    expect(await storedCount()).toBe(0);
  });

  it('refuse une extension non autorisée avec la liste des formats acceptés', async () => {
    const response = await upload([{ name: 'programme.exe', data: exe }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      "Ce type de fichier n'est pas accepté. Formats acceptés : .pdf, .png, .jpg, .jpeg.",
    );
  });

  it('refuse un PNG renommé en .jpg', async () => {
    expect((await upload([{ name: 'photo.jpg', data: png }])).json().code).toBe('FILE_CONTENT_REFUSED');
  });

  it('refuse un fichier trop volumineux et n’enregistre pas les autres fichiers de la requête', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(uploadLimits.maxFileSize)]);
    const response = await upload([
      { name: 'petit.pdf', data: pdf },
      { name: 'gros.pdf', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Le fichier dépasse la taille maximale autorisée (5 Mo).');
    expect(await storedCount()).toBe(0);
  });

  it('refuse trop de fichiers à la fois, sans rien enregistrer', async () => {
    const files = Array.from({ length: uploadLimits.queueLimit + 1 }, (_, i) => ({ name: `doc-${i}.pdf`, data: pdf }));
    const response = await upload(files);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Vous ne pouvez pas envoyer plus de 5 fichiers à la fois.');
    expect(await storedCount()).toBe(0);
  });

  it('refuse une requête sans fichier', async () => {
    const response = await upload([]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Aucun fichier reçu : merci de joindre un document.');
  });

  it('exige une session et le jeton CSRF', async () => {
    const anonymous = new Browser(t.app);
    expect((await upload([{ name: 'a.pdf', data: pdf }], anonymous)).statusCode).toBe(401);
    const { body, headers } = multipart([{ name: 'a.pdf', data: pdf }]);
    const noCsrf = await browser.request('POST', '/api/uploads', { body, headers, csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(await storedCount()).toBe(0);
  });

  it('limite le nombre de téléversements par compte', async () => {
    const other = new Browser(t.app);
    await other.signIn(lucas.userName, lucas.password);
    let last = 0;
    let response;
    for (let i = 0; i < 41; i++) response = await upload([{ name: 'vide.txt', data: pdf }]);
    last = response!.statusCode;
    expect(last).toBe(429);
    expect(Number(response!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload([{ name: 'a.pdf', data: pdf }], other)).statusCode).toBe(200);
  });

  it('refuse des fichiers dont l’ensemble dépasse la taille totale autorisée (cinq fichiers de 4,9 Mo), sans rien garder', async () => {
    const almostFive = Buffer.concat([pdf, Buffer.alloc(Math.floor(4.9 * 1024 * 1024) - pdf.length)]);
    const files = Array.from({ length: 5 }, (_, i) => ({ name: `piece-${i}.pdf`, data: almostFive }));
    const response = await upload(files);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'FILES_TOO_LARGE',
      message: "L'ensemble des fichiers dépasse la taille totale autorisée (20 Mo).",
    });
    expect(await storedCount()).toBe(0);
  });

  it('refuse un nom de fichier contenant un caractère de contrôle (NUL), en 400 et pas en 500', async () => {
    const response = await upload([{ name: 'facture\u0000.pdf', data: pdf }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Le nom du fichier contient des caractères non autorisés.');
    expect(await storedCount()).toBe(0);
  });

  it('un corps multipart mal formé (sans frontière, tronqué, en-tête de partie cassé) : 400 en français, rien d’enregistré', async () => {
    const boundary = '----portail-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="facture.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const malformed: Array<[string, string, string]> = [
      ['sans frontière', 'multipart/form-data', `${head}%PDF-1.7\r\n--${boundary}--\r\n`],
      ['tronqué', `multipart/form-data; boundary=${boundary}`, `${head}%PDF-1.7 et la suite ne vient jamais`],
      ['en-tête cassé', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\n${'X'.repeat(90_000)}\r\n\r\n`],
      [
        'fin de formulaire',
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n`,
      ],
    ];
    for (const [label, contentType, body] of malformed) {
      const response = await browser.request('POST', '/api/uploads', {
        body: Buffer.from(body),
        headers: { 'content-type': contentType },
      });
      expect([label, response.statusCode, response.json().message]).toEqual([
        label,
        400,
        serverMessages.malformedMultipart,
      ]);
    }
    // An empty boundary finds no part: « aucun fichier », a 400 too.
    const empty = await browser.request('POST', '/api/uploads', {
      body: Buffer.from(`${head}%PDF-1.7\r\n--${boundary}--\r\n`),
      headers: { 'content-type': 'multipart/form-data; boundary=' },
    });
    expect([empty.statusCode, empty.json().message]).toEqual([400, uploadMessages.noFile]);
    expect(await storedCount()).toBe(0);
    // The same answer on the back office's multipart routes (one rule, in the error handler).
    const staff = await signedInBrowser(t.app, admin);
    const version = (await staff.get('/api/admin/configuration')).json().version as number;
    for (const url of [`/api/admin/configuration/images/logo?version=${version}`, '/api/admin/cms/images']) {
      const [, contentType, body] = malformed[1]!;
      const response = await staff.request('POST', url, {
        body: Buffer.from(body),
        headers: { 'content-type': contentType },
      });
      expect([url, response.statusCode, response.json().message]).toEqual([
        url,
        400,
        serverMessages.malformedMultipart,
      ]);
    }
  });

  it('limite les fichiers qui ne sont joints à aucune demande, par compte ; ceux joints ne comptent plus', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const files = Array.from({ length: 5 }, (_, j) => ({ name: `f-${i}-${j}.pdf`, data: pdf }));
      statuses.push((await upload(files)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const over = await upload([{ name: 'de-trop.pdf', data: pdf }]);
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('UPLOAD_QUOTA');
    expect(await storedCount()).toBe(uploadQuota.pendingFiles);
    // Another account is not affected; files joined to a request free the quota.
    const other = new Browser(t.app);
    await other.signIn(lucas.userName, lucas.password);
    expect((await upload([{ name: 'a.pdf', data: pdf }], other)).statusCode).toBe(200);
    await t.database.db.updateTable('uploads').set({ attached_at: new Date() }).execute();
    expect((await upload([{ name: 'encore.pdf', data: pdf }])).statusCode).toBe(200);
  });

  it('des envois simultanés ne dépassent pas le quota', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        upload(Array.from({ length: 5 }, (_, j) => ({ name: `c-${i}-${j}.pdf`, data: pdf }))),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(uploadQuota.pendingFiles / 5);
    expect(await storedCount()).toBe(uploadQuota.pendingFiles);
  });

  it('efface après un jour les fichiers jamais joints à une demande, garde les autres', async () => {
    await upload([
      { name: 'oublie.pdf', data: pdf },
      { name: 'joint.pdf', data: pdf },
    ]);
    const db = t.database.db;
    await db
      .updateTable('uploads')
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) })
      .execute();
    await db.updateTable('uploads').set({ attached_at: new Date() }).where('original_name', '=', 'joint.pdf').execute();
    expect(await deleteExpiredUploads(db, uploadQuota.pendingRetentionMs)).toBe(1);
    const left = await db.selectFrom('uploads').select('original_name').execute();
    expect(left.map((u) => u.original_name)).toEqual(['joint.pdf']);
  });

  it('donne les limites et le mode démonstration', async () => {
    const config = (await new Browser(t.app).get('/api/uploads/config')).json();
    expect(config).toMatchObject({ demo: true, maxFileSize: 5 * 1024 * 1024, queueLimit: 5 });
    expect(config.authorizedTypes).toContainEqual({ extension: 'pdf', mime: 'application/pdf' });
  });
});
