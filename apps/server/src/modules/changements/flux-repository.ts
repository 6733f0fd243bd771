import { sql } from 'kysely';
import type { FluxSearch } from '@portail/shared/admin/flux';
import type { Db } from '../../db/database.ts';
import { gridPage } from '../../lib/grid-page.ts';
import { exportStart, openChangements, type ExportPosition } from './changements-repository.ts';

/* The change feed as the back office lists it (issue 14): exported or waiting, by the export's cursors. */

/** How far the export reached for this client: the cursor of every client or its own, whichever is further. */
export async function exportPositionOf(db: Db, clientCode: string) {
  const rows = await db
    .selectFrom('export_curseurs')
    .select(['dernier_id', sql<string>`dernier_txid::text`.as('txid'), 'updated_at'])
    .where('nom', 'in', ['changes', `changes:${clientCode}`])
    .execute();
  const positions = rows.map((r) => ({ txid: r.txid, id: Number(r.dernier_id), at: new Date(r.updated_at) }));
  // Commit order: the transaction first, then the id within it.
  const further = (a: ExportPosition, b: ExportPosition) =>
    BigInt(a.txid) === BigInt(b.txid) ? a.id > b.id : BigInt(a.txid) > BigInt(b.txid);
  const best = positions.reduce<(typeof positions)[number] | undefined>(
    (found, p) => (!found || further(p, found) ? p : found),
    undefined,
  );
  const position: ExportPosition = best ? { txid: best.txid, id: best.id } : exportStart;
  return { position, at: best?.at ?? null };
}

const exported = (p: ExportPosition) => sql<boolean>`(ch.txid, ch.id) <= (${p.txid}::xid8, ${p.id}::bigint)`;

export async function searchFlux(db: Db, clientId: number, position: ExportPosition, search: FluxSearch) {
  let query = db.selectFrom('changements as ch').where('ch.client_id', '=', clientId);
  if (search.type) query = query.where('ch.type', '=', search.type);
  if (search.etat === 'exporte') query = query.where(exported(position));
  if (search.etat === 'en_attente') query = query.where(sql<boolean>`not ${exported(position)}`);
  const recherche = search.recherche?.toUpperCase();
  if (recherche)
    query = query.where((eb) =>
      eb.or([
        eb('ch.num_pers', '=', recherche),
        eb('ch.numero_contrat', '=', recherche),
        eb('ch.demande_numero', '=', recherche),
      ]),
    );
  if (search.du)
    query = query.where('ch.created_at', '>=', sql<Date>`(${search.du}::date)::timestamp at time zone 'Europe/Paris'`);
  if (search.au)
    query = query.where(
      'ch.created_at',
      '<',
      sql<Date>`(${search.au}::date + 1)::timestamp at time zone 'Europe/Paris'`,
    );
  const { rows, total } = await gridPage(
    query,
    search,
    (filtered) =>
      filtered
        .select([
          'ch.id',
          'ch.created_at as createdAt',
          'ch.type',
          'ch.num_pers as numPers',
          'ch.numero_contrat as numeroContrat',
          'ch.demande_numero as demandeNumero',
          'ch.donnees',
          exported(position).as('exporte'),
        ])
        .orderBy('ch.id', search.order),
    // The feed only grows: its page follows the (client_id, id) index, its total is counted apart.
    'apart',
  );
  return {
    total,
    rows: openChangements(rows).map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
  };
}

/** What still waits for the export, and since when. */
export async function waitingOf(db: Db, clientId: number, position: ExportPosition) {
  const row = await db
    .selectFrom('changements as ch')
    .select([sql<string>`count(*)`.as('n'), sql<Date | null>`min(ch.created_at)`.as('oldest')])
    .where('ch.client_id', '=', clientId)
    .where(sql<boolean>`not ${exported(position)}`)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}
