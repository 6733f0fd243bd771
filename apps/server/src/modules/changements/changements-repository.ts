import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { openDocument, sealDocument, sensitiveDocuments } from '../../db/sensitive-fields.ts';

/*
 * The outbound change feed (decision 022): what the insurer's management system must learn about
 * (a new request, an address, a bank account…), written in the same transaction as the change
 * itself, read in id order by the export.
 */

export interface NewChangement {
  clientId: number;
  type: string;
  numPers: string | null;
  numeroContrat: string | null;
  demandeNumero: string | null;
  donnees: Record<string, unknown>;
}

export async function insertChangement(trx: Db, change: NewChangement): Promise<void> {
  await trx
    .insertInto('changements')
    .values({
      client_id: change.clientId,
      type: change.type,
      num_pers: change.numPers,
      numero_contrat: change.numeroContrat,
      demande_numero: change.demandeNumero,
      // A NIR or an IBAN is stored sealed, opened again when the feed is read (decision 048).
      donnees: JSON.stringify(sealDocument(sensitiveDocuments.changementDonnees, change.donnees)),
    })
    .execute();
}

export interface ChangementRow {
  id: number;
  client: string;
  type: string;
  numPers: string | null;
  numeroContrat: string | null;
  demandeNumero: string | null;
  donnees: Record<string, unknown>;
  createdAt: Date;
}

/** Changes after `sinceId`, oldest first; one client, or all clients when clientId is null. */
export async function listChangements(
  db: Db,
  { clientId, sinceId, limit }: { clientId: number | null; sinceId: number; limit: number },
): Promise<ChangementRow[]> {
  let query = db
    .selectFrom('changements as ch')
    .innerJoin('clients as c', 'c.id', 'ch.client_id')
    .select([
      'ch.id',
      'c.code as client',
      'ch.type',
      'ch.num_pers as numPers',
      'ch.numero_contrat as numeroContrat',
      'ch.demande_numero as demandeNumero',
      'ch.donnees',
      'ch.created_at as createdAt',
    ])
    .where('ch.id', '>', sinceId)
    .orderBy('ch.id')
    .limit(limit);
  if (clientId !== null) query = query.where('ch.client_id', '=', clientId);
  return openChangements(await query.execute());
}

/** The feed's rows with their NIRs and IBANs opened. */
export function openChangements<T extends { donnees: Record<string, unknown> }>(rows: T[]): T[] {
  return rows.map((row) => ({ ...row, donnees: openDocument(sensitiveDocuments.changementDonnees, row.donnees) }));
}

/** Where an export stands: the last change written, in commit order (transaction, then id). */
export interface ExportPosition {
  txid: string;
  id: number;
}

export const exportStart: ExportPosition = { txid: '0', id: 0 };

/**
 * Changes after `after` in commit order, from transactions older than every transaction still
 * running: none of them can still appear before the position reached (decision 022).
 */
export async function listChangementsForExport(
  db: Db,
  { clientId, after, limit }: { clientId: number | null; after: ExportPosition; limit: number },
): Promise<(ChangementRow & ExportPosition)[]> {
  let query = db
    .selectFrom('changements as ch')
    .innerJoin('clients as c', 'c.id', 'ch.client_id')
    .select([
      'ch.id',
      sql<string>`ch.txid::text`.as('txid'),
      'c.code as client',
      'ch.type',
      'ch.num_pers as numPers',
      'ch.numero_contrat as numeroContrat',
      'ch.demande_numero as demandeNumero',
      'ch.donnees',
      'ch.created_at as createdAt',
    ])
    .where(sql<boolean>`ch.txid < pg_snapshot_xmin(pg_current_snapshot())`)
    .where(sql<boolean>`(ch.txid, ch.id) > (${after.txid}::xid8, ${after.id}::bigint)`)
    .orderBy('ch.txid')
    .orderBy('ch.id')
    .limit(limit);
  if (clientId !== null) query = query.where('ch.client_id', '=', clientId);
  return openChangements(await query.execute());
}

/** The position just before the change `id` (--since ID: start after it), or null when unknown. */
export async function positionOfChange(db: Db, id: number): Promise<ExportPosition | null> {
  const row = await db
    .selectFrom('changements')
    .select(sql<string>`txid::text`.as('txid'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { txid: row.txid, id } : null;
}

/** The position before the first change written on or after `date`, or null when there is none. */
export async function positionSince(db: Db, date: Date, clientId: number | null): Promise<ExportPosition | null> {
  let query = db
    .selectFrom('changements')
    .select(sql<string | null>`min(txid)::text`.as('txid'))
    .where('created_at', '>=', date);
  if (clientId !== null) query = query.where('client_id', '=', clientId);
  const row = await query.executeTakeFirst();
  // (txid, 0) is before every change of that transaction.
  return row?.txid ? { txid: row.txid, id: 0 } : null;
}

export async function readCursor(db: Db, name: string): Promise<ExportPosition> {
  const row = await db
    .selectFrom('export_curseurs')
    .select(['dernier_id', sql<string>`dernier_txid::text`.as('dernier_txid')])
    .where('nom', '=', name)
    .executeTakeFirst();
  return row ? { txid: row.dernier_txid, id: Number(row.dernier_id) } : exportStart;
}

/** The last change exported under any of these cursors (what staff see as « exporté jusqu'à »). */
export async function lastExportedId(db: Db, names: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('export_curseurs')
    .select((eb) => eb.fn.max('dernier_id').as('id'))
    .where('nom', 'in', names)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The cursor only moves forward, and only once a file is safely written. */
export async function saveCursor(db: Db, name: string, position: ExportPosition): Promise<void> {
  await db
    .insertInto('export_curseurs')
    .values({ nom: name, dernier_id: position.id, dernier_txid: sql<string>`${position.txid}::xid8` })
    .onConflict((oc) =>
      oc
        .column('nom')
        .doUpdateSet({
          dernier_id: position.id,
          dernier_txid: sql<string>`${position.txid}::xid8`,
          updated_at: new Date(),
        })
        .where(
          sql<boolean>`(export_curseurs.dernier_txid, export_curseurs.dernier_id) < (${position.txid}::xid8, ${position.id}::bigint)`,
        ),
    )
    .execute();
}
