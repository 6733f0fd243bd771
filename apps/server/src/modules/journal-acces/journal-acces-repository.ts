import { sql } from 'kysely';
import type { JournalAccesRow, JournalAccesSearch } from '@portail/shared/admin/journal-acces';
import type { AccesCategorie, Consultation } from '@portail/shared/consultations';
import type { Db } from '../../db/database.ts';
import { gridPage } from '../../lib/grid-page.ts';

/* The access log's SQL (decision 049): written only by trace-read.ts, never updated, purged by retention. */

export interface AccesEntry {
  clientId: number;
  staffAccountId: string;
  staffNom: string;
  ip: string | null;
  userAgent: string | null;
  categorie: AccesCategorie;
  personneId: number | null;
  objet: string | null;
  motif: string | null;
  nombre: number | null;
  criteres: Record<string, unknown> | null;
}

/** Reads of one member that repeat within this window (a screen's several calls, a refresh) are one entry. */
const sameReadWindow = sql`interval '5 minutes'`;

export async function insertAcces(db: Db, e: AccesEntry): Promise<void> {
  const values = {
    client_id: e.clientId,
    staff_account_id: e.staffAccountId,
    staff_nom: e.staffNom,
    ip: e.ip,
    user_agent: e.userAgent,
    personne_id: e.personneId,
    categorie: e.categorie,
    objet: e.objet,
    motif: e.motif,
    nombre: e.nombre,
    criteres: e.criteres === null ? null : JSON.stringify(e.criteres),
  };
  if (e.personneId === null) {
    await db.insertInto('journal_acces').values(values).execute();
    return;
  }
  const personneId = e.personneId;
  await db
    .insertInto('journal_acces')
    .columns([
      'client_id',
      'staff_account_id',
      'staff_nom',
      'ip',
      'user_agent',
      'personne_id',
      'categorie',
      'objet',
      'motif',
    ])
    .expression(
      db
        .selectNoFrom([
          sql<number>`${e.clientId}::integer`.as('client_id'),
          sql<string>`${e.staffAccountId}::uuid`.as('staff_account_id'),
          sql<string>`${e.staffNom}::text`.as('staff_nom'),
          sql<string | null>`${e.ip}::text`.as('ip'),
          sql<string | null>`${e.userAgent}::text`.as('user_agent'),
          sql<number>`${personneId}::integer`.as('personne_id'),
          sql<string>`${e.categorie}::text`.as('categorie'),
          sql<string | null>`${e.objet}::text`.as('objet'),
          sql<string | null>`${e.motif}::text`.as('motif'),
        ])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('journal_acces as j')
                .select(sql`1`.as('one'))
                .where('j.personne_id', '=', personneId)
                .where('j.client_id', '=', e.clientId)
                .where('j.staff_account_id', '=', e.staffAccountId)
                .where('j.categorie', '=', e.categorie)
                .where(sql<boolean>`j.objet is not distinct from ${e.objet}::text`)
                .where(sql<boolean>`j.motif is not distinct from ${e.motif}::text`)
                .where('j.at', '>', sql<Date>`now() - ${sameReadWindow}`),
            ),
          ),
        ),
    )
    .execute();
}

const isoAt = sql<string>`to_char(j.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One page of the log for this client, newest first by default, with the total. */
export async function searchJournalAcces(db: Db, clientId: number, search: JournalAccesSearch) {
  let query = db
    .selectFrom('journal_acces as j')
    .leftJoin('personnes as p', 'p.id', 'j.personne_id')
    .where('j.client_id', '=', clientId);
  const adherent = search.adherent;
  if (adherent) {
    // A member number, else each word the start of a word of the last or first name (as the member search).
    const words = adherent.split(/[\s'’-]+/).filter(Boolean);
    const byName = words.map(
      (word) =>
        sql<boolean>`p.nom_recherche @@ to_tsquery('simple', quote_literal(portail_fold(lower(${word}))) || ':*')`,
    );
    query = query.where((eb) =>
      byName.length ? eb.or([eb('p.num_pers', '=', adherent), eb.and(byName)]) : eb('p.num_pers', '=', adherent),
    );
  }
  if (search.collaborateur) {
    const who = search.collaborateur.toLowerCase();
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(j.staff_nom)`, '=', who),
        eb.exists(
          eb
            .selectFrom('accounts as a')
            .select(sql`1`.as('one'))
            .whereRef('a.id', '=', 'j.staff_account_id')
            .where(sql`lower(a.user_name)`, '=', who),
        ),
      ]),
    );
  }
  if (search.categorie) query = query.where('j.categorie', '=', search.categorie);
  // Days are those of Paris, where the staff and the members are.
  if (search.du)
    query = query.where('j.at', '>=', sql<Date>`(${search.du}::date)::timestamp at time zone 'Europe/Paris'`);
  if (search.au)
    query = query.where('j.at', '<', sql<Date>`(${search.au}::date + 1)::timestamp at time zone 'Europe/Paris'`);
  const direction = search.order === 'desc' ? sql`desc` : sql`asc`;
  const { rows, total } = await gridPage(
    query,
    search,
    (q) =>
      q
        .select([
          'j.id',
          isoAt.as('at'),
          'j.staff_nom as collaborateur',
          'j.ip',
          'j.user_agent as navigateur',
          'j.categorie',
          'j.objet',
          'j.motif',
          'j.nombre',
          'j.criteres',
          'p.id as personneId',
          'p.num_pers as numPers',
          'p.nom',
          'p.prenom',
        ])
        .orderBy(sql`j.at ${direction}, j.id ${direction}`),
    'apart',
  );
  return {
    total,
    rows: rows.map((r): JournalAccesRow => ({
      id: Number(r.id),
      at: r.at,
      collaborateur: r.collaborateur,
      ip: r.ip,
      navigateur: r.navigateur,
      adherent:
        r.personneId === null
          ? null
          : { id: r.personneId, numPers: r.numPers ?? '', nom: r.nom ?? '', prenom: r.prenom ?? '' },
      categorie: r.categorie as JournalAccesRow['categorie'],
      objet: r.objet,
      motif: r.motif,
      nombre: r.nombre,
      criteres: (r.criteres as Record<string, unknown> | null) ?? null,
    })),
  };
}

/**
 * The reads of one member's own data, newest first; one more than the page tells whether another
 * follows. `limit` null: all of them (his data archive, decision 052).
 */
export async function listConsultations(
  db: Db,
  clientId: number,
  personneId: number,
  limit: number | null,
  offset: number,
): Promise<(Omit<Consultation, 'conseiller'> & { staffNom: string })[]> {
  const query = db
    .selectFrom('journal_acces as j')
    .select(['j.id', isoAt.as('at'), 'j.categorie', 'j.objet', 'j.staff_nom as staffNom'])
    .where('j.personne_id', '=', personneId)
    .where('j.client_id', '=', clientId)
    .orderBy('j.at', 'desc')
    .orderBy('j.id', 'desc');
  const rows = await (limit === null ? query : query.limit(limit).offset(offset)).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), categorie: r.categorie as AccesCategorie }));
}
