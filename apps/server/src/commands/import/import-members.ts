import type { Db } from '../../db/database.ts';
import { displayEntries, entryLabels } from '../../modules/referentiels/referentiels-repository.ts';
import {
  codesOffreToLookUp,
  contratsToLookUp,
  documentCategorieErrors,
  motifRefusErrors,
  documentContratErrors,
  duplicateErrors,
  numPersToLookUp,
  offreErrors,
  referenceErrors,
} from './import-checks.ts';
import { sendDocumentAlerts } from './document-alerts.ts';
import { checkDocumentContents, type DocumentContent, writeDocuments } from './import-documents.ts';
import { type LineError, lineError, parseImportFile, type ParsedFile } from './import-lines.ts';
import {
  type BeneficiaireRow,
  findBeneficiaires,
  findContratIds,
  findContratMembers,
  findImportClient,
  findOffres,
  findPersonneIds,
  replaceBeneficiaires,
  upsertContrats,
  upsertOffres,
  upsertPersonnes,
} from './import-repository.ts';
import { formatSummary, type ImportSummary } from './import-summary.ts';

export interface ImportOptions {
  /** Code of the client receiving the members; the default client when absent. */
  clientCode?: string | undefined;
  /** Folder of the import file: `fichier` paths of documents are relative to it (none: base64 only). */
  baseDir?: string | undefined;
  /**
   * The portal's address for the new-document e-mails (the CLI's PUBLIC_URL); none: no e-mail
   * (the demo seed, tests of other subjects).
   */
  publicUrl?: string | undefined;
}

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; errors: LineError[] };

/**
 * Imports a JSON Lines file of personnes, contrats, documents and offres into one client (docs/import.md).
 * All or nothing: every line is checked first and any error leaves the database untouched.
 */
export async function importMembers(db: Db, text: string, options: ImportOptions = {}): Promise<ImportResult> {
  const file = parseImportFile(text);
  // Document contents are read and checked before the transaction opens, so it stays short.
  const contents = await checkDocumentContents(file, options.baseDir);
  return inTransaction(db, async (trx) => {
    const client = await findImportClient(trx, options.clientCode);
    const errors = [...file.errors, ...duplicateErrors(file), ...contents.errors];
    if (client) {
      const inDatabase = await findPersonneIds(trx, client.id, numPersToLookUp(file));
      errors.push(...referenceErrors(file, new Set(inDatabase.keys())));
      const motifs = await displayEntries(trx, client.id, 'motifs-refus-teletransmission');
      errors.push(...motifRefusErrors(file, [...motifs.keys()]));
      if (file.documents.length > 0) {
        const contrats = await findContratMembers(trx, client.id, contratsToLookUp(file));
        const categories = await entryLabels(trx, client.id, 'categories-documents');
        errors.push(...documentContratErrors(file, contrats), ...documentCategorieErrors(file, [...categories.keys()]));
      }
      errors.push(...offreErrors(file, await findOffres(trx, client.id, codesOffreToLookUp(file))));
    }
    errors.sort((a, b) => a.line - b.line);
    if (file.recordCount === 0) errors.unshift(lineError(0, null, 'Le fichier ne contient aucun enregistrement.'));
    if (!client) errors.unshift(lineError(0, null, clientError(options.clientCode)));
    if (!client || errors.length > 0) return { ok: false, errors };
    return { ok: true, summary: await write(trx, client, file, contents.contents, options.publicUrl) };
  });
}

function clientError(code: string | undefined): string {
  return code === undefined
    ? 'Aucun client par défaut : précisez le client avec --client CODE.'
    : `Client inconnu : « ${code} ».`;
}

function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

async function write(
  db: Db,
  client: { id: number; code: string },
  file: ParsedFile,
  contents: ReadonlyMap<number, DocumentContent>,
  publicUrl: string | undefined,
): Promise<ImportSummary> {
  const offres = await upsertOffres(
    db,
    client.id,
    file.offres.map((o) => o.record),
  );
  const personnes = await upsertPersonnes(
    db,
    client.id,
    file.personnes.map((p) => p.record),
  );
  const referenced = file.contrats.flatMap(({ record }) => [
    record.souscripteur.numPers,
    ...record.beneficiaires.map((b) => b.numPers),
  ]);
  referenced.push(...file.documents.map((d) => d.record.numPers));
  const personneIds = await findPersonneIds(db, client.id, [...new Set(referenced)]);
  const idOf = (numPers: string) => {
    const id = personneIds.get(numPers);
    if (id === undefined) throw new Error(`Personne ${numPers} introuvable après écriture`);
    return id;
  };

  const contrats = file.contrats.map((c) => c.record);
  const written = await upsertContrats(
    db,
    client.id,
    contrats.map((record) => ({ record, souscripteurId: idOf(record.souscripteur.numPers) })),
  );
  const contratIds = await findContratIds(db, client.id, [
    ...contrats.map((c) => c.numeroContratIndividuel),
    ...contratsToLookUp(file),
  ]);

  const wanted = new Map<number, BeneficiaireRow[]>();
  for (const contrat of contrats) {
    const contratId = contratIds.get(contrat.numeroContratIndividuel) ?? 0;
    const rows = contrat.beneficiaires.map((b) => ({
      contrat_id: contratId,
      personne_id: idOf(b.numPers),
      lien: b.lien,
    }));
    wanted.set(contratId, rows);
  }
  const rewritten = await syncBeneficiaires(db, wanted);
  const updated = new Set(written.updated);
  for (const contrat of contrats) {
    const numero = contrat.numeroContratIndividuel;
    if (rewritten.has(contratIds.get(numero) ?? 0) && !written.created.has(numero)) updated.add(numero);
  }

  const documents = await writeDocuments(
    db,
    client.id,
    file.documents.map((document) => {
      const content = contents.get(document.line);
      const numero = document.record.numeroContratIndividuel;
      if (!content) throw new Error(`Contenu du document ligne ${document.line} non vérifié`);
      return {
        document,
        content,
        personneId: idOf(document.record.numPers),
        contratId: numero === undefined ? null : (contratIds.get(numero) ?? null),
      };
    }),
  );

  const { nouveauxPour, ...documentCounts } = documents;
  const summary = {
    clientCode: client.code,
    personnes: { total: file.personnes.length, ...personnes },
    contrats: { total: contrats.length, created: written.created.size, updated: updated.size },
    documents: { total: file.documents.length, ...documentCounts },
    offres: { total: file.offres.length, ...offres },
    alertesDocuments: publicUrl === undefined ? 0 : await sendDocumentAlerts(db, client, nouveauxPour, publicUrl),
  };
  return { ...summary, message: formatSummary(summary) };
}

/** Rewrites the beneficiaries of the contracts whose list differs; returns those contract ids. */
async function syncBeneficiaires(db: Db, wanted: Map<number, BeneficiaireRow[]>): Promise<Set<number>> {
  const current = new Map<number, BeneficiaireRow[]>();
  for (const row of await findBeneficiaires(db, [...wanted.keys()])) {
    const rows = current.get(row.contrat_id);
    if (rows) rows.push(row);
    else current.set(row.contrat_id, [row]);
  }
  const changed = [...wanted].filter(([id, rows]) => signature(current.get(id) ?? []) !== signature(rows));
  await replaceBeneficiaires(
    db,
    changed.map(([id]) => id),
    changed.flatMap(([, rows]) => rows),
  );
  return new Set(changed.map(([id]) => id));
}

function signature(rows: readonly BeneficiaireRow[]): string {
  return rows
    .map((r) => `${r.personne_id}:${r.lien}`)
    .sort()
    .join(',');
}
