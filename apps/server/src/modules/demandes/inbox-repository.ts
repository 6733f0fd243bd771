import { sql } from 'kysely';
import { slaEtat, slaJours, statutsOuverts, type InboxSearch } from '@portail/shared/admin/demandes';
import type { StatutDemande } from '@portail/shared/demandes';
import type { Db } from '../../db/database.ts';
import { gridPage } from '../../lib/grid-page.ts';
import { libelleType } from './demande-detail.ts';

/* The requests inbox of the back office (issue 14, decision 034): the queue, one request, its lock. */

const staffName = sql<string>`coalesce(nullif(trim(concat_ws(' ', s.prenom, s.nom)), ''), s.user_name)`;
/** Whole days since submission, in Paris (the insurer's day, not the server's). */
const ageJours = sql<number>`((now() at time zone 'Europe/Paris')::date - (d.created_at at time zone 'Europe/Paris')::date)`;

const sortExpressions = {
  creeLe: [sql`d.created_at`],
  modifieLe: [sql`d.updated_at`],
  numero: [sql`d.numero`],
  statut: [sql`d.statut`, sql`d.created_at`],
} as const;

function filtered(db: Db, clientId: number, staffAccountId: string, search: InboxSearch) {
  // Filters on the requests alone: the total is counted on them, the page joins what it shows.
  let query = db.selectFrom('demandes as d').where('d.client_id', '=', clientId);
  if (search.statut === 'ouvertes') query = query.where('d.statut', 'in', statutsOuverts);
  else if (search.statut) query = query.where('d.statut', '=', search.statut);
  if (search.type) query = query.where('d.type', '=', search.type);
  if (search.attribution === 'moi') query = query.where('d.assigned_to', '=', staffAccountId);
  if (search.attribution === 'personne') query = query.where('d.assigned_to', 'is', null);
  // Ages as the list shows them: whole days in Paris, so « moins de 2 jours » means 0 or 1.
  const dayStart = (days: number) =>
    sql<Date>`((now() at time zone 'Europe/Paris')::date - ${days}::int)::timestamp at time zone 'Europe/Paris'`;
  if (search.age === 'moins-2j') query = query.where('d.created_at', '>=', dayStart(1));
  if (search.age === '2-5j')
    query = query.where('d.created_at', '<', dayStart(1)).where('d.created_at', '>=', dayStart(slaJours - 1));
  if (search.age === 'plus-5j') query = query.where('d.created_at', '<', dayStart(slaJours - 1));
  const recherche = search.recherche?.toUpperCase();
  if (recherche)
    query = query.where((eb) =>
      eb.or([
        eb('d.numero', '=', recherche),
        // A member number is unique in its client: one id, compared as a value (an index, not a scan).
        eb(
          'd.personne_id',
          '=',
          eb.selectFrom('personnes').select('id').where('client_id', '=', clientId).where('num_pers', '=', recherche),
        ),
      ]),
    );
  return query;
}

/** One page of the queue; the total comes with the rows, counted apart only past the last page. */
export async function searchInbox(db: Db, clientId: number, staffAccountId: string, search: InboxSearch) {
  const query = filtered(db, clientId, staffAccountId, search);
  const direction = search.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy = sql.join(
    [...sortExpressions[search.sort], sql`d.id`].map((expression) => sql`${expression} ${direction}`),
  );
  const { rows, total } = await gridPage(
    query,
    search,
    (filtered) =>
      filtered
        .innerJoin('personnes as p', 'p.id', 'd.personne_id')
        .leftJoin('accounts as s', 's.id', 'd.assigned_to')
        .select([
          'd.id',
          'd.numero',
          'd.type',
          'd.objet',
          'd.statut',
          'd.created_at as createdAt',
          'd.updated_at as updatedAt',
          'p.id as personneId',
          'p.num_pers as numPers',
          'p.nom',
          'p.prenom',
          ageJours.as('ageJours'),
          sql<string | null>`case when s.id is null then null else ${staffName} end`.as('attribueA'),
          // The member wrote last: evaluated for the page's rows only (after the limit).
          sql<boolean>`coalesce((select m.auteur = 'adherent' from demande_messages m where m.demande_id = d.id
        order by m.id desc limit 1), false)`.as('messageAdherent'),
        ])
        .orderBy(sql`${orderBy}`),
    'apart',
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      numero: r.numero,
      type: r.type,
      libelleType: libelleType(r.type),
      objet: r.objet,
      statut: r.statut as StatutDemande,
      adherent: { id: r.personneId, numPers: r.numPers, nom: r.nom, prenom: r.prenom },
      creeLe: new Date(r.createdAt).toISOString(),
      modifieLe: new Date(r.updatedAt).toISOString(),
      ageJours: Number(r.ageJours),
      sla: slaEtat(r.statut as StatutDemande, Number(r.ageJours)),
      attribueA: r.attribueA,
      messageAdherent: r.messageAdherent,
    })),
  };
}

/** One request of this client, with what the staff detail shows besides the member's view. */
export async function findDemandeForStaff(db: Db, clientId: number, id: number) {
  return db
    .selectFrom('demandes as d')
    .innerJoin('personnes as p', 'p.id', 'd.personne_id')
    .leftJoin('accounts as a', 'a.id', 'd.account_id')
    .leftJoin('contrats as c', 'c.id', 'd.contrat_id')
    .leftJoin('accounts as s', 's.id', 'd.assigned_to')
    .select([
      'd.id',
      'd.numero',
      'd.type',
      'd.objet',
      'd.statut',
      'd.version',
      'd.payload',
      'd.motif_refus as motifRefus',
      'c.numero_contrat_individuel as numeroContrat',
      'd.created_at as createdAt',
      'd.updated_at as updatedAt',
      'p.id as personneId',
      'p.num_pers as numPers',
      'p.nom',
      'p.prenom',
      sql<string | null>`coalesce(a.email, p.email)`.as('email'),
      ageJours.as('ageJours'),
      's.id as assignedTo',
      sql<string | null>`case when s.id is null then null else ${staffName} end`.as('attribueA'),
    ])
    .where('d.client_id', '=', clientId)
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** The names staff read beside each message: the member's, or the staff member's. */
export async function authorNames(db: Db, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts as s')
    .leftJoin('personnes as p', 'p.id', 's.personne_id')
    .select([
      's.id',
      sql<string>`coalesce(nullif(trim(concat_ws(' ', coalesce(p.prenom, s.prenom), coalesce(p.nom, s.nom))), ''), s.user_name)`.as(
        'nom',
      ),
    ])
    .where('s.id', 'in', [...new Set(accountIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.nom]));
}

/**
 * Locks the request for this save and tells whether it is still at the version the staff member
 * read: a second save made on the same version waits for the first, then finds it moved.
 */
export async function lockAtVersion(trx: Db, clientId: number, id: number, version: number) {
  const row = await trx
    .selectFrom('demandes')
    .select(['version'])
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return 'absente' as const;
  return row.version === version ? ('a_jour' as const) : ('modifiee' as const);
}

/** Who moved the request last, and when: the newest staff entry of the audit log or member message. */
export async function lastChange(db: Db, clientId: number, id: number) {
  const staff = await db
    .selectFrom('audit_log')
    .select(['actor as qui', 'at as quand'])
    .where('client_id', '=', clientId)
    .where('target', '=', `demande:${id}`)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const member = await db
    .selectFrom('demande_messages as m')
    .innerJoin('demandes as d', 'd.id', 'm.demande_id')
    .innerJoin('personnes as p', 'p.id', 'd.personne_id')
    .select([sql<string>`concat_ws(' ', p.prenom, p.nom)`.as('qui'), 'm.created_at as quand'])
    .where('m.demande_id', '=', id)
    .where('m.auteur', '=', 'adherent')
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const newest = [staff, member]
    .filter((c) => c !== undefined)
    .sort((a, b) => new Date(b.quand).getTime() - new Date(a.quand).getTime())[0];
  return newest && { qui: newest.qui, quand: new Date(newest.quand) };
}

/** Assigns (or frees) the request; a move of its own, so the version moves. */
export async function assign(trx: Db, id: number, accountId: string | null): Promise<void> {
  await trx
    .updateTable('demandes')
    .set({ assigned_to: accountId, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** The bytes of this account's uploads: a staff answer's files also become the member's documents. */
export async function uploadBytes(db: Db, accountId: string, remoteNames: readonly string[]) {
  if (remoteNames.length === 0) return new Map<string, { bytes: Uint8Array; sha256: string }>();
  const rows = await db
    .selectFrom('uploads')
    .select(['remote_name', 'data', 'sha256'])
    .where('account_id', '=', accountId)
    .where('remote_name', 'in', remoteNames)
    .execute();
  return new Map(rows.map((r) => [r.remote_name, { bytes: r.data, sha256: r.sha256 }]));
}

/** An attachment of a request of this client: its bytes, or nothing. */
export async function findPieceForStaff(db: Db, clientId: number, id: number, remoteName: string) {
  return db
    .selectFrom('demande_pieces as p')
    .innerJoin('demandes as d', 'd.id', 'p.demande_id')
    .innerJoin('uploads as u', 'u.remote_name', 'p.remote_name')
    .select(['u.original_name', 'u.content_type', 'u.data'])
    .where('d.client_id', '=', clientId)
    .where('d.id', '=', id)
    .where('p.remote_name', '=', remoteName)
    .executeTakeFirst();
}
