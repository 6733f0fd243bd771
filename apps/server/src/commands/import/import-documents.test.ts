import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import { demoReferentiels } from '../seed/demo-referentiels.ts';
import { sha256 } from '../../lib/tokens.ts';
import { upsertEntries } from '../../modules/referentiels/referentiels-repository.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { sendDocumentAlerts } from './document-alerts.ts';
import { documentMaxBytes } from './import-documents.ts';
import { importMembers, type ImportResult } from './import-members.ts';
import { contrat, createTestClients, document, jsonl, personne, tinyPdf, tinyPng } from './import-test-data.ts';

let database: DatabaseHandle;
let db: Db;
const folder = mkdtempSync(path.join(tmpdir(), 'import-documents-'));
const outside = mkdtempSync(path.join(tmpdir(), 'import-outside-'));

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await createTestClients(db);
  const demo = await db.selectFrom('clients').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  await upsertEntries(db, demo.id, demoReferentiels);
  mkdirSync(path.join(folder, 'pdf'));
  writeFileSync(path.join(folder, 'pdf', 'releve.pdf'), tinyPdf('Relevé de novembre'));
  writeFileSync(path.join(folder, 'carte.png'), tinyPng);
  writeFileSync(path.join(outside, 'secret.pdf'), tinyPdf('Secret'));
  symlinkSync(path.join(outside, 'secret.pdf'), path.join(folder, 'lien.pdf'));
}, 60_000);

afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.deleteFrom('documents').execute();
  await db.deleteFrom('beneficiaires').execute();
  await db.deleteFrom('contrats').execute();
  await db.deleteFrom('personnes').execute();
});

const importe = (text: string) => importMembers(db, text, { baseDir: folder });

function errorsOf(result: ImportResult): string[] {
  if (result.ok) throw new Error(`import accepté : ${result.summary.message}`);
  return result.errors.map((e) => e.message);
}

async function expectImported(text: string) {
  const result = await importe(text);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.summary;
}

const documents = () =>
  db
    .selectFrom('documents as d')
    .innerJoin('personnes as p', 'p.id', 'd.personne_id')
    .leftJoin('contrats as c', 'c.id', 'd.contrat_id')
    .select([
      'd.reference',
      'p.num_pers',
      'c.numero_contrat_individuel as numero',
      'd.source',
      'd.categorie',
      'd.titre',
      'd.date_document',
      'd.nom_fichier',
      'd.content_type',
      'd.taille',
      'd.sha256',
      'd.data',
      'd.lu_at',
    ])
    .orderBy('d.reference')
    .execute();

const attestation = tinyPdf('Attestation de droits 2026');
const famille = [personne('P1'), contrat('C1', 'P1')];

describe('import des documents', () => {
  it('importe un document en base64 et un document par chemin relatif, avec type, taille et empreinte', async () => {
    const summary = await expectImported(
      jsonl(
        ...famille,
        document('GED-1', 'P1', { numeroContratIndividuel: 'C1', contenuBase64: attestation.toString('base64') }),
        document('GED-2', 'P1', {
          source: 'ged',
          categorie: 'releves',
          titre: 'Relevé de remboursements de novembre',
          nomFichier: 'releve-novembre.pdf',
          fichier: 'pdf/releve.pdf',
        }),
        document('GED-3', 'P1', { nomFichier: 'carte.PNG', fichier: './carte.png', categorie: 'contrat' }),
      ),
    );
    expect(summary.message).toBe(
      'Import terminé : 1 personne (1 créée), 1 contrat (1 créé), 3 documents (3 créés) pour le client « demo ».',
    );
    const rows = await documents();
    expect(rows.map(({ data: _, ...row }) => row)).toEqual([
      {
        reference: 'GED-1',
        num_pers: 'P1',
        numero: 'C1',
        source: 'courrier',
        categorie: 'attestations',
        titre: 'Attestation de droits',
        date_document: '2026-01-05',
        nom_fichier: 'attestation.pdf',
        content_type: 'application/pdf',
        taille: attestation.length,
        sha256: sha256(attestation),
        lu_at: null,
      },
      expect.objectContaining({
        reference: 'GED-2',
        numero: null,
        source: 'ged',
        taille: tinyPdf('Relevé de novembre').length,
      }),
      expect.objectContaining({ reference: 'GED-3', content_type: 'image/png', sha256: sha256(tinyPng) }),
    ]);
    expect(Buffer.from(rows[0]!.data).equals(attestation)).toBe(true);
    expect(Buffer.from(rows[2]!.data).equals(tinyPng)).toBe(true);
  });

  it('réimporter met à jour par référence, sans doublon ; un contenu changé redevient non lu', async () => {
    const ligne = (overrides: Record<string, unknown> = {}) =>
      jsonl(...famille, document('GED-1', 'P1', { contenuBase64: attestation.toString('base64'), ...overrides }));
    await expectImported(ligne());
    await db
      .updateTable('documents')
      .set({ lu_at: new Date('2026-02-01T10:00:00Z') })
      .execute();

    const again = await expectImported(ligne());
    expect(again.documents).toEqual({ total: 1, created: 0, updated: 0 });
    expect(again.message).toContain('1 document (1 inchangé)');

    const renamed = await expectImported(ligne({ titre: 'Attestation de droits 2026' }));
    expect(renamed.documents).toEqual({ total: 1, created: 0, updated: 1 });
    expect(await documents()).toEqual([
      expect.objectContaining({ titre: 'Attestation de droits 2026', lu_at: new Date('2026-02-01T10:00:00Z') }),
    ]);

    const nouveau = tinyPdf('Attestation de droits 2026, rectifiée');
    const replaced = await expectImported(ligne({ contenuBase64: nouveau.toString('base64') }));
    expect(replaced.message).toContain('1 document (1 mis à jour)');
    const [row] = await documents();
    expect(row).toMatchObject({ sha256: sha256(nouveau), taille: nouveau.length, lu_at: null });
    expect(await db.selectFrom('documents').select('id').execute()).toHaveLength(1);
  });

  it('alerte « nouveau document » : un e-mail par compte qui a l’alerte, pour les seuls documents nouveaux', async () => {
    const famille2 = [
      personne('P1'),
      personne('P2', { prenom: 'Lucas', nir: '1080544109012', cleNir: '18', email: 'lucas@example.com' }),
      contrat('C1', 'P1', { beneficiaires: [{ numPers: 'P2', lien: 'enfant' }] }),
    ];
    await expectImported(jsonl(...famille2));
    const client = await db.selectFrom('clients').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const personneId = async (numPers: string) =>
      (await db.selectFrom('personnes').select('id').where('num_pers', '=', numPers).executeTakeFirstOrThrow()).id;
    const account = async (numPers: string, email: string, alerteDocument: boolean) =>
      db
        .insertInto('accounts')
        .values({
          client_id: client.id,
          personne_id: await personneId(numPers),
          user_name: email,
          email,
          nom: 'Dupont',
          prenom: numPers === 'P1' ? 'Marie' : 'Lucas',
          password_hash: null,
          roles: [],
          is_email_confirmed: true,
          created_by_admin: false,
          disabled: false,
          alertes_email: JSON.stringify({ alerteDocument, alerteDemande: true }),
        })
        .execute();
    await account('P1', 'marie.alerte@example.com', true);
    await account('P2', 'lucas.alerte@example.com', false);
    const mails = () =>
      db
        .selectFrom('outbox')
        .select(['recipient', 'subject', 'body_text', 'template'])
        .where('template', '=', 'nouveau-document')
        .orderBy('id')
        .execute();
    try {
      const fichier = jsonl(...famille2, document('GED-A', 'P1'), document('GED-B', 'P1'), document('GED-C', 'P2'));
      const avec = { baseDir: folder, publicUrl: 'https://adherents.mutuelle-demo.fr/' };
      const first = await importMembers(db, fichier, avec);
      if (!first.ok) throw new Error(first.errors.map((e) => e.message).join('\n'));
      expect(first.summary.message).toContain('; 1 e-mail de nouveau document');
      const sent = await mails();
      expect(sent).toEqual([
        expect.objectContaining({
          recipient: 'marie.alerte@example.com',
          subject: 'Mutuelle Démo : 2 nouveaux documents sont disponibles dans votre espace adhérent',
        }),
      ]);
      expect(sent[0]!.body_text).toContain('https://adherents.mutuelle-demo.fr/#/espace-adherent/documents');
      // Nothing new the second time: no e-mail.
      const again = await importMembers(db, fichier, avec);
      expect(again.ok && again.summary.message).not.toContain('e-mail');
      expect(await mails()).toHaveLength(1);
      // Thousands of persons in one import: read a few hundred at a time (parameter limit).
      const many = new Map<number, number>(Array.from({ length: 1_200 }, (_, i) => [-1 - i, 1]));
      many.set(await personneId('P1'), 3);
      expect(await sendDocumentAlerts(db, client, many, 'http://localhost:8080')).toBe(1);
      await db
        .deleteFrom('outbox')
        .where('template', '=', 'nouveau-document')
        .where('subject', 'like', '%3 nouveaux%')
        .execute();
      // Without the portal's address (demo seed), no e-mail at all.
      const sansAdresse = await importMembers(db, jsonl(...famille2, document('GED-D', 'P1')), { baseDir: folder });
      expect(sansAdresse.ok).toBe(true);
      expect(await mails()).toHaveLength(1);
    } finally {
      await db.deleteFrom('outbox').where('template', '=', 'nouveau-document').execute();
      await db
        .deleteFrom('accounts')
        .where('email', 'in', ['marie.alerte@example.com', 'lucas.alerte@example.com'])
        .execute();
    }
  });

  it('refuse un contenu qui n’est ni PDF, ni PNG, ni JPEG, ou dont l’extension ment', async () => {
    const result = await importe(
      jsonl(
        ...famille,
        document('GED-1', 'P1', { contenuBase64: Buffer.from('MZ exécutable').toString('base64') }),
        document('GED-2', 'P1', { nomFichier: 'carte.pdf', fichier: 'carte.png' }),
        document('GED-3', 'P1', { nomFichier: 'attestation.docx' }),
        document('GED-4', 'P1', { contenuBase64: 'pas du base64 !' }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 3, contenuBase64 : contenu refusé : ni PDF, ni PNG, ni JPEG (d’après ses premiers octets)',
      'Ligne 4, nomFichier : l’extension .pdf ne correspond pas au contenu du document (image/png)',
      'Ligne 5, nomFichier : extension refusée, attendu : .pdf, .png, .jpg, .jpeg',
      'Ligne 6, contenuBase64 : contenu base64 invalide (alphabet A-Z a-z 0-9 + /, complété par « = »)',
    ]);
    expect(await db.selectFrom('personnes').select('id').execute()).toEqual([]);
  });

  it('refuse un document dont la personne est inconnue, ou rangé sous un contrat inconnu ou d’un autre', async () => {
    await expectImported(jsonl(personne('P2'), contrat('C2', 'P2')));
    const result = await importe(
      jsonl(
        ...famille,
        document('GED-1', 'P404'),
        document('GED-2', 'P1', { numeroContratIndividuel: 'C404' }),
        document('GED-3', 'P1', { numeroContratIndividuel: 'C2' }),
        document('GED-4', 'P2', { numeroContratIndividuel: 'C1' }),
        document('GED-5', 'P2', { numeroContratIndividuel: 'C2', categorie: 'factures' }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 3, numPers : personne P404 inconnue : ni dans le fichier, ni en base pour ce client',
      'Ligne 4, numeroContratIndividuel : contrat C404 inconnu : ni dans le fichier, ni en base pour ce client',
      "Ligne 5, numeroContratIndividuel : la personne P1 n'est ni souscripteur ni bénéficiaire du contrat C2",
      "Ligne 6, numeroContratIndividuel : la personne P2 n'est ni souscripteur ni bénéficiaire du contrat C1",
      'Ligne 7, categorie : catégorie "factures" inconnue, attendu : attestations, releves, echeanciers, contrat, courriers, demandes',
    ]);
    expect(await documents()).toEqual([]);
  });

  it('accepte un document d’une personne et d’un contrat déjà en base', async () => {
    await expectImported(jsonl(...famille));
    const summary = await expectImported(jsonl(document('GED-1', 'P1', { numeroContratIndividuel: 'C1' })));
    expect(summary.message).toBe(
      'Import terminé : 0 personne, 0 contrat, 1 document (1 créé) pour le client « demo ».',
    );
  });

  it('refuse un chemin absolu, qui sort du dossier, un lien vers l’extérieur et un fichier absent', async () => {
    const result = await importe(
      jsonl(
        ...famille,
        document('GED-1', 'P1', { fichier: '../import-outside/secret.pdf' }),
        document('GED-2', 'P1', { fichier: path.join(outside, 'secret.pdf') }),
        document('GED-3', 'P1', { fichier: 'pdf/../../secret.pdf' }),
        document('GED-4', 'P1', { fichier: 'lien.pdf' }),
        document('GED-5', 'P1', { fichier: 'absent.pdf' }),
        document('GED-6', 'P1', { fichier: 'pdf' }),
        document('GED-7', 'P1', { fichier: 'pdf\\releve.pdf' }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      "Ligne 3, fichier : chemin refusé (../import-outside/secret.pdf) : « .. » sortirait du dossier du fichier d'import",
      `Ligne 4, fichier : chemin absolu refusé (${path.join(outside, 'secret.pdf')}) : chemin relatif au dossier du fichier d'import attendu`,
      "Ligne 5, fichier : chemin refusé (pdf/../../secret.pdf) : « .. » sortirait du dossier du fichier d'import",
      "Ligne 6, fichier : chemin refusé (lien.pdf) : un lien mène hors du dossier du fichier d'import",
      "Ligne 7, fichier : fichier introuvable (absent.pdf) dans le dossier du fichier d'import",
      "Ligne 8, fichier : pdf n'est pas un fichier",
      'Ligne 9, fichier : séparateur « \\ » refusé : utiliser « / » entre les dossiers',
    ]);
  });

  it('un chemin sans dossier d’import connu est refusé : le contenu doit venir en base64', async () => {
    const result = await importMembers(db, jsonl(...famille, document('GED-1', 'P1', { fichier: 'pdf/releve.pdf' })));
    expect(errorsOf(result)).toEqual([
      "Ligne 3, fichier : dossier du fichier d'import inconnu : donner le contenu en contenuBase64",
    ]);
  });

  it('exige exactement un de contenuBase64 et fichier', async () => {
    const result = await importe(
      jsonl(
        ...famille,
        document('GED-1', 'P1', { fichier: 'pdf/releve.pdf', contenuBase64: attestation.toString('base64') }),
        document('GED-2', 'P1', { contenuBase64: undefined }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 3, fichier : contenuBase64 et fichier sont exclusifs : indiquer l’un ou l’autre',
      'Ligne 4, contenuBase64 : champ obligatoire (ou fichier : le contenu en base64, ou le chemin du fichier)',
    ]);
  });

  it('refuse un document de plus de 10 Mo, un document vide et une référence en double', async () => {
    const big = Buffer.alloc(documentMaxBytes + 1, 0x20);
    tinyPdf('x').copy(big);
    writeFileSync(path.join(folder, 'gros.pdf'), big);
    writeFileSync(path.join(folder, 'vide.pdf'), '');
    const result = await importe(
      jsonl(
        ...famille,
        document('GED-1', 'P1', { fichier: 'gros.pdf' }),
        document('GED-2', 'P1', { contenuBase64: big.toString('base64') }),
        document('GED-2', 'P1'),
        document('GED-3', 'P1', { fichier: 'vide.pdf' }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 3, fichier : document trop volumineux (10 Mo) : 10 Mo au plus',
      'Ligne 4, contenuBase64 : document trop volumineux (10 Mo) : 10 Mo au plus',
      'Ligne 5, reference : le document GED-2 est déjà décrit ligne 4',
      'Ligne 6, fichier : document vide',
    ]);
    rmSync(path.join(folder, 'gros.pdf'));
    rmSync(path.join(folder, 'vide.pdf'));
  });

  it('refuse les champs inconnus et les valeurs hors liste', async () => {
    const result = await importe(
      jsonl(
        ...famille,
        document('GED-1', 'P1', { source: 'mail', dateDocument: '2026-02-30', lu: true, nomFichier: 'a/b.pdf' }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 3, source : valeur "mail" non reconnue, attendu : courrier, ged',
      "Ligne 3, dateDocument : la date n'existe pas (2026-02-30)",
      'Ligne 3, nomFichier : nom de fichier sans dossier attendu',
      'Ligne 3, lu : champ inconnu',
    ]);
  });
});
