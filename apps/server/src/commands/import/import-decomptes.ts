import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { describeCounts } from '../../lib/import-counts.ts';
import { buildClientMailContext } from '../../modules/clients/mail-context.ts';
import { enqueueMail } from '../../mail/outbox-repository.ts';
import { remboursementMails } from '../../modules/remboursements/remboursement-mails.ts';
import { issueErrors, jsonErrorMessage, type LineError, lineError } from './import-lines.ts';
import {
  alerteDestinataires,
  createStaging,
  insertStaging,
  mergeStaging,
  type StagedDecompte,
  type StagedPaiement,
  stagedCounts,
  stagingProblems,
} from './import-decomptes-repository.ts';
import {
  type DecompteRecord,
  decompteSchema,
  type PaiementRecord,
  paiementSchema,
} from './import-decomptes-schemas.ts';
import { findImportClient } from './import-repository.ts';

/*
 * The reimbursement records of the member import (`paiement`, `decompte`), for files of millions
 * of lines (decision 025): read line by line, each validated alone, valid ones sent to temporary
 * tables by batches while the next batch is read; then the whole-file checks in SQL, then one merge.
 * All in one transaction: a file is applied entirely or not at all, and memory stays flat.
 */

export interface DecomptesImportOptions {
  clientCode?: string | undefined;
  /** Rows per statement sent to the database (default 2 000). */
  batchSize?: number;
  /** Errors listed at most (the rest are counted). */
  maxErrors?: number;
  /** Base of the links of the new-payment e-mails (PUBLIC_URL). */
  publicUrl?: string | undefined;
  /** Told the duration of each phase (read and stage, checks, merge, e-mails), for the bench. */
  onPhase?: ((phase: string, ms: number) => void) | undefined;
}

interface DecomptesSummary {
  clientCode: string;
  decomptes: { total: number; created: number; updated: number };
  paiements: { total: number; created: number; updated: number };
  alertes: number;
  message: string;
}

export type DecomptesImportResult =
  { ok: true; summary: DecomptesSummary } | { ok: false; errors: LineError[]; errorCount: number };

class ErrorList {
  readonly items: LineError[] = [];
  count = 0;
  constructor(private readonly max: number) {}
  add(...errors: LineError[]) {
    for (const error of errors) {
      this.count += 1;
      if (this.items.length < this.max) this.items.push(error);
    }
  }
}

const recordTypes = '« paiement » ou « decompte » (les personnes, contrats et documents vont dans un fichier à part)';

function staged(line: number, d: DecompteRecord): StagedDecompte {
  return {
    ligne: line,
    cle: d.cle,
    numero_contrat: d.numeroContratIndividuel,
    num_pers: d.numPers,
    date_soins: d.dateSoins,
    acte_code: d.acte.code,
    acte_libelle: d.acte.libelle,
    domaine: d.domaine,
    professionnel: d.professionnel,
    nombre: d.nombre,
    frais_reels: d.fraisReels,
    base_remboursement: d.baseRemboursement,
    taux_secu: d.tauxSecu,
    montant_secu: d.montantSecu,
    participation_forfaitaire: d.participationForfaitaire,
    franchise: d.franchise,
    montant_mutuelle: d.montantMutuelle,
    reste_a_charge: d.resteACharge,
    acte_non_couvert: d.acteNonCouvert,
    forfait_epuise: d.forfaitEpuise,
    origine: d.origine,
    destinataire: d.destinataire,
    statut: d.statut,
    motif_rejet: d.motifRejet ?? null,
    paiement: d.paiement ?? null,
    numero_demande: d.numeroDemande ?? null,
  };
}

function stagedPaiement(line: number, p: PaiementRecord): StagedPaiement {
  return {
    ligne: line,
    reference: p.reference,
    numero_contrat: p.numeroContratIndividuel,
    date_paiement: p.datePaiement,
    destinataire: p.destinataire,
    professionnel: p.professionnel ?? null,
    montant: p.montant,
  };
}

/** The lines of a file, read as a stream (UTF-8, BOM removed). */
export async function* fileLines(path: string): AsyncIterable<string> {
  const reader = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let first = true;
  for await (const line of reader) {
    yield first ? line.replace(/^\uFEFF/, '') : line;
    first = false;
  }
}

/** Whether a file's first record is a reimbursement record (the CLI's routing). */
export function isDecompteLine(line: string): boolean {
  return /^\s*\{.*"type"\s*:\s*"(paiement|decompte)"/.test(line);
}

export async function importDecomptes(
  db: Db,
  lines: AsyncIterable<string> | Iterable<string>,
  options: DecomptesImportOptions = {},
): Promise<DecomptesImportResult> {
  const batchSize = options.batchSize ?? 2000;
  const errors = new ErrorList(options.maxErrors ?? 1000);
  return inTransaction(db, async (trx) => {
    const client = await findImportClient(trx, options.clientCode);
    if (!client) {
      errors.add(lineError(0, null, clientError(options.clientCode)));
      return { ok: false, errors: errors.items, errorCount: errors.count };
    }
    // Sorts and hashes of a million-line file stay in memory (the default 4 MB spills to disk).
    await sql`set local work_mem = '64MB'`.execute(trx);
    await createStaging(trx);
    let mark = performance.now();
    let decomptes: StagedDecompte[] = [];
    let paiements: StagedPaiement[] = [];
    // One batch in the database while the next is read and validated.
    let inFlight: Promise<void> = Promise.resolve();
    const flush = async () => {
      const [d, p] = [decomptes, paiements];
      [decomptes, paiements] = [[], []];
      await inFlight;
      inFlight = insertStaging(trx, d, p);
      // Awaited at the next flush; handled now so a failure is not reported as unhandled meanwhile.
      inFlight.catch(() => undefined);
    };
    let line = 0;
    let records = 0;
    for await (const raw of lines) {
      line += 1;
      const content = raw.trim();
      if (content === '' || content.startsWith('//')) continue;
      records += 1;
      let value: unknown;
      try {
        value = JSON.parse(content);
      } catch (error) {
        errors.add(lineError(line, null, jsonErrorMessage(error)));
        continue;
      }
      const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
      if (type === 'decompte') {
        const result = decompteSchema.safeParse(value, { reportInput: true });
        if (!result.success) errors.add(...result.error.issues.flatMap((issue) => issueErrors(line, issue)));
        else if (errors.count === 0) decomptes.push(staged(line, result.data));
      } else if (type === 'paiement') {
        const result = paiementSchema.safeParse(value, { reportInput: true });
        if (!result.success) errors.add(...result.error.issues.flatMap((issue) => issueErrors(line, issue)));
        else if (errors.count === 0) paiements.push(stagedPaiement(line, result.data));
      } else if (type === undefined) {
        errors.add(lineError(line, 'type', `champ obligatoire (${recordTypes})`));
      } else {
        errors.add(lineError(line, 'type', `type ${JSON.stringify(type)} inconnu ici, attendu ${recordTypes}`));
      }
      // Once a line is wrong nothing will be written: the rest is only read for its own errors.
      if (errors.count > 0) [decomptes, paiements] = [[], []];
      else if (decomptes.length + paiements.length >= batchSize) await flush();
    }
    await flush();
    await inFlight;
    const phase = (name: string) => {
      options.onPhase?.(name, performance.now() - mark);
      mark = performance.now();
    };
    phase('lecture');
    if (records === 0) errors.add(lineError(0, null, 'Le fichier ne contient aucun enregistrement.'));
    if (errors.count === 0) {
      const problems = await stagingProblems(trx, client.id, options.maxErrors ?? 1000);
      problems.sort((a, b) => a.ligne - b.ligne);
      errors.add(...problems.map((p) => lineError(p.ligne, p.champ, p.message)));
    }
    phase('contrôles');
    if (errors.count > 0) return { ok: false, errors: errors.items, errorCount: errors.count };

    const totals = await stagedCounts(trx);
    const merged = await mergeStaging(trx, client.id);
    phase('fusion');
    const alertes = await sendAlerts(trx, client.id, options.publicUrl ?? 'http://localhost:8080');
    phase('alertes');
    const summary = {
      clientCode: client.code,
      decomptes: { total: totals.decomptes, ...merged.decomptes },
      paiements: { total: totals.paiements, ...merged.paiements },
      alertes,
    };
    return { ok: true, summary: { ...summary, message: formatDecomptesSummary(summary) } };
  });
}

async function sendAlerts(trx: Db, clientId: number, publicUrl: string): Promise<number> {
  const destinataires = await alerteDestinataires(trx, clientId);
  if (destinataires.length === 0) return 0;
  const context = await buildClientMailContext(trx, clientId, publicUrl);
  for (const d of destinataires) {
    const mail = remboursementMails.nouveauPaiement(context, d);
    await enqueueMail(trx, { to: d.email, ...mail, template: 'nouveau-paiement' });
  }
  return destinataires.length;
}

function formatDecomptesSummary(s: Omit<DecomptesSummary, 'message'>): string {
  const lignes = describeCounts(s.decomptes, 'ligne de remboursement', 'lignes de remboursement', 'f');
  const paiements = describeCounts(s.paiements, 'paiement', 'paiements', 'm');
  const alertes = s.alertes > 0 ? ` ; ${s.alertes} e-mail${s.alertes > 1 ? 's' : ''} de nouveau paiement` : '';
  return `Import terminé : ${lignes}, ${paiements} pour le client « ${s.clientCode} »${alertes}.`;
}

function clientError(code: string | undefined): string {
  return code === undefined
    ? 'Aucun client par défaut : précisez le client avec --client CODE.'
    : `Client inconnu : « ${code} ».`;
}

function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
