import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { detectMimeType, fileExtension, uploadAuthorizedTypes } from '@portail/shared/file-types';
import { formatMo } from '@portail/shared/format';
import type { Db } from '../../db/database.ts';
import { sha256 } from '../../lib/tokens.ts';
import { type LineError, lineError, type Parsed, type ParsedFile } from './import-lines.ts';
import { type DocumentRow, upsertDocuments, type WriteCounts } from './import-repository.ts';
import type { DocumentRecord } from './import-schemas.ts';

/* The document records of the member import: their content (inline or a file beside the import), checked then written. */

/** Per document; the member area shows PDFs and images of this size in its viewer. */
export const documentMaxBytes = 10 * 1024 * 1024;

/** What the checks learnt of a document's content; the bytes themselves are read again when written. */
export interface DocumentContent {
  contentType: string;
  taille: number;
  sha256: string;
  /** The resolved file, for a record given by `fichier`. */
  path: string | null;
}

const acceptedExtensions = uploadAuthorizedTypes.map((t) => `.${t.extension}`).join(', ');

class ContentError extends Error {}

/** The file named by `fichier`: inside the import file's folder once links are followed, a regular file. */
async function resolveFile(baseDir: string, fichier: string): Promise<string> {
  const folder = await realpath(baseDir);
  let file: string;
  try {
    file = await realpath(path.resolve(folder, fichier));
  } catch {
    throw new ContentError(`fichier introuvable (${fichier}) dans le dossier du fichier d'import`);
  }
  const relative = path.relative(folder, file);
  if (relative.startsWith('..') || path.isAbsolute(relative))
    throw new ContentError(`chemin refusé (${fichier}) : un lien mène hors du dossier du fichier d'import`);
  const info = await stat(file);
  if (!info.isFile()) throw new ContentError(`${fichier} n'est pas un fichier`);
  if (info.size > documentMaxBytes) throw new ContentError(sizeMessage(info.size));
  return file;
}

function sizeMessage(size: number): string {
  return `document trop volumineux (${formatMo(size)}) : ${formatMo(documentMaxBytes)} au plus`;
}

async function readContent(record: DocumentRecord, baseDir: string | undefined) {
  if (record.contenuBase64 !== undefined) {
    // 4 base64 characters carry 3 bytes: refuse before decoding a huge line.
    if ((record.contenuBase64.length / 4) * 3 > documentMaxBytes + 2)
      throw new ContentError(sizeMessage((record.contenuBase64.length / 4) * 3));
    return { data: Buffer.from(record.contenuBase64, 'base64'), path: null };
  }
  if (baseDir === undefined)
    throw new ContentError("dossier du fichier d'import inconnu : donner le contenu en contenuBase64");
  const file = await resolveFile(baseDir, record.fichier ?? '');
  return { data: await readFile(file), path: file };
}

/** Size, magic bytes (PDF, PNG, JPEG, as the upload endpoint) and a file name of the same type. */
async function checkOne(record: DocumentRecord, baseDir: string | undefined, line: number) {
  const field = record.contenuBase64 !== undefined ? 'contenuBase64' : 'fichier';
  let read;
  try {
    read = await readContent(record, baseDir);
  } catch (error) {
    if (error instanceof ContentError) return { errors: [lineError(line, field, error.message)] };
    throw error;
  }
  const { data } = read;
  if (data.length === 0) return { errors: [lineError(line, field, 'document vide')] };
  if (data.length > documentMaxBytes) return { errors: [lineError(line, field, sizeMessage(data.length))] };
  const detected = detectMimeType(data.subarray(0, 16));
  if (detected === null)
    return {
      errors: [lineError(line, field, 'contenu refusé : ni PDF, ni PNG, ni JPEG (d’après ses premiers octets)')],
    };
  const extension = fileExtension(record.nomFichier);
  const allowed = uploadAuthorizedTypes.find((t) => t.extension === extension);
  if (!allowed)
    return { errors: [lineError(line, 'nomFichier', `extension refusée, attendu : ${acceptedExtensions}`)] };
  if (allowed.mime !== detected)
    return {
      errors: [
        lineError(
          line,
          'nomFichier',
          `l’extension .${extension} ne correspond pas au contenu du document (${detected})`,
        ),
      ],
    };
  const content: DocumentContent = {
    contentType: detected,
    taille: data.length,
    sha256: sha256(data),
    path: read.path,
  };
  return { errors: [], content };
}

/** Checks every document's content, one at a time; only size, type and hash are kept. */
export async function checkDocumentContents(file: ParsedFile, baseDir: string | undefined) {
  const errors: LineError[] = [];
  const contents = new Map<number, DocumentContent>();
  for (const { line, record } of file.documents) {
    const result = await checkOne(record, baseDir, line);
    errors.push(...result.errors);
    if (result.content) contents.set(line, result.content);
  }
  return { errors, contents };
}

export interface DocumentWrite {
  document: Parsed<DocumentRecord>;
  content: DocumentContent;
  personneId: number;
  contratId: number | null;
}

/** Bytes per statement: a few documents at a time, never the whole file in memory. */
const batchBytes = 16 * 1024 * 1024;

async function bytesOf(record: DocumentRecord, content: DocumentContent): Promise<Buffer> {
  if (content.path === null) return Buffer.from(record.contenuBase64 ?? '', 'base64');
  const data = await readFile(content.path);
  // The transaction rolls back: what is written is what was checked.
  if (sha256(data) !== content.sha256) throw new Error(`le fichier ${content.path} a changé pendant l'import`);
  return data;
}

/** Writes the documents in batches; counts, and per person the number of documents new to him. */
export async function writeDocuments(
  db: Db,
  clientId: number,
  writes: readonly DocumentWrite[],
): Promise<WriteCounts & { nouveauxPour: Map<number, number> }> {
  const counts = { created: 0, updated: 0, nouveauxPour: new Map<number, number>() };
  let batch: DocumentRow[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const written = await upsertDocuments(db, batch);
    counts.created += written.created;
    counts.updated += written.updated;
    for (const id of written.nouveauxPour) counts.nouveauxPour.set(id, (counts.nouveauxPour.get(id) ?? 0) + 1);
    batch = [];
    size = 0;
  };
  for (const { document, content, personneId, contratId } of writes) {
    const { record } = document;
    if (size + content.taille > batchBytes) await flush();
    batch.push({
      client_id: clientId,
      reference: record.reference,
      personne_id: personneId,
      contrat_id: contratId,
      source: record.source,
      categorie: record.categorie,
      titre: record.titre,
      date_document: record.dateDocument,
      nom_fichier: record.nomFichier,
      content_type: content.contentType,
      taille: content.taille,
      sha256: content.sha256,
      data: await bytesOf(record, content),
    });
    size += content.taille;
  }
  await flush();
  return counts;
}
