import { sql, type RawBuilder } from 'kysely';
import { reglesConservation, type NatureConservation } from '@portail/shared/admin/conservation';
import { backEndRoles } from '@portail/shared/roles';
import type { Db } from '../../db/database.ts';
import { deleteAccount } from '../identity/accounts-repository.ts';

/*
 * The SQL of the purge (decision 051). Each step takes at most `limit` rows past their term, of one
 * client, locked with SKIP LOCKED, and answers how many it deleted or anonymised: the caller loops
 * until a step finds nothing. Terms are measured by the database's clock.
 */

interface Pas {
  supprimees: number;
  anonymisees: number;
}

/** The moment before which a kind's data of the client is past its term. */
function limite(nature: NatureConservation, duree: number): RawBuilder<Date> {
  return reglesConservation[nature].unite === 'mois'
    ? sql<Date>`now() - make_interval(months => ${duree}::int)`
    : sql<Date>`now() - make_interval(days => ${duree}::int)`;
}

const supprimees = (n: number): Pas => ({ supprimees: n, anonymisees: 0 });

/** Member accounts (never staff) with no contract in force and no sign-in since the term. */
function comptesClotures(clientId: number, avant: RawBuilder<Date>) {
  return sql<{ id: string }>`
    select a.id from accounts a
    where a.client_id = ${clientId}
      and not (a.roles && ${sql.val([...backEndRoles])}::text[])
      and coalesce(a.last_login_at, a.created_at) < ${avant}
      and not exists (
        select 1 from contrats c
        where c.client_id = a.client_id
          and (c.date_resiliation is null or c.date_resiliation >= (${avant})::date)
          and (c.souscripteur_id = a.personne_id
            or exists (select 1 from beneficiaires b where b.contrat_id = c.id and b.personne_id = a.personne_id)))`;
}

/** How many rows of the kind are past their term (for --dry-run). */
export async function compterAPurger(
  db: Db,
  clientId: number,
  nature: NatureConservation,
  duree: number,
): Promise<number> {
  const avant = limite(nature, duree);
  let query: RawBuilder<{ n: string }>;
  switch (nature) {
    case 'comptesClotures':
      query = sql`select count(*) as n from (${comptesClotures(clientId, avant)}) x`;
      break;
    case 'demandes':
      query = sql`select count(*) as n from demandes where client_id = ${clientId}
        and statut in ('traitee', 'refusee') and updated_at < ${avant}`;
      break;
    case 'connexions':
      query = sql`select count(*) as n from connexions c join accounts a on a.id = c.account_id
        where a.client_id = ${clientId} and c.at < ${avant}`;
      break;
    case 'journalAcces':
      query = sql`select count(*) as n from journal_acces where client_id = ${clientId} and at < ${avant}`;
      break;
    case 'courriels':
      query = sql`select count(*) as n from outbox o where ${courrielDuClient(clientId, avant)}`;
      break;
    case 'notifications':
      query = sql`select count(*) as n from notification_destinataires d
        join notifications n on n.id = d.notification_id where ${notificationPassee(clientId, avant)}`;
      break;
  }
  return Number((await query.execute(db)).rows[0]?.n ?? 0);
}

/**
 * A sent (or dropped) message past its term, of this client: the client of its notification, else
 * of the account it was addressed to (the lowest id if several), else the default client.
 */
function courrielDuClient(clientId: number, avant: RawBuilder<Date>) {
  return sql<boolean>`o.anonymise_le is null and coalesce(o.sent_at, o.discarded_at) < ${avant}
    and ${clientId} = coalesce(
      (select n.client_id from notifications n where n.id = o.notification_id),
      (select min(a.client_id) from accounts a
        where lower(a.email) = lower(o.recipient) or a.amf_telephone = o.recipient),
      (select c.id from clients c where c.is_default order by c.id limit 1))`;
}

/** Who received a notification of this client whose sending ended before the term. */
function notificationPassee(clientId: number, avant: RawBuilder<Date>) {
  return sql<boolean>`n.client_id = ${clientId} and n.statut in ('envoyee', 'annulee')
    and coalesce(n.envoyee_le, n.envoi_demarre_le, n.updated_at) < ${avant}`;
}

/** One batch of one kind; 0 and 0 once nothing of the client is past its term. */
export async function purgerUnLot(
  db: Db,
  clientId: number,
  nature: NatureConservation,
  duree: number,
  limit: number,
): Promise<Pas> {
  const avant = limite(nature, duree);
  switch (nature) {
    case 'connexions': {
      const result = await sql`delete from connexions where id in (
          select c.id from connexions c join accounts a on a.id = c.account_id
          where a.client_id = ${clientId} and c.at < ${avant}
          order by c.id limit ${limit} for update of c skip locked)`.execute(db);
      return supprimees(Number(result.numAffectedRows ?? 0));
    }
    case 'journalAcces': {
      const result = await sql`delete from journal_acces where id in (
          select id from journal_acces where client_id = ${clientId} and at < ${avant}
          order by id limit ${limit} for update skip locked)`.execute(db);
      return supprimees(Number(result.numAffectedRows ?? 0));
    }
    case 'courriels': {
      const result = await sql`update outbox set recipient = '', subject = null, body_text = '',
          body_html = null, list_unsubscribe = null, last_error = null, anonymise_le = now()
        where id in (select o.id from outbox o where ${courrielDuClient(clientId, avant)}
          order by o.id limit ${limit} for update skip locked)`.execute(db);
      return { supprimees: 0, anonymisees: Number(result.numAffectedRows ?? 0) };
    }
    case 'notifications': {
      const result = await sql`delete from notification_destinataires where (notification_id, account_id) in (
          select d.notification_id, d.account_id from notification_destinataires d
          join notifications n on n.id = d.notification_id
          where ${notificationPassee(clientId, avant)}
          limit ${limit} for update of d skip locked)`.execute(db);
      return supprimees(Number(result.numAffectedRows ?? 0));
    }
    case 'demandes':
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`select id from demandes where client_id = ${clientId}
          and statut in ('traitee', 'refusee') and updated_at < ${avant}
          order by id limit ${limit} for update skip locked`.execute(trx);
        if (rows.length === 0) return supprimees(0);
        const ids = rows.map((row) => Number(row.id));
        const pieces = await trx
          .selectFrom('demande_pieces')
          .select('remote_name')
          .where('demande_id', 'in', ids)
          .execute();
        await trx.deleteFrom('demandes').where('id', 'in', ids).execute();
        // The attachments go with their request (they belong to nothing else).
        if (pieces.length > 0)
          await trx
            .deleteFrom('uploads')
            .where(
              'remote_name',
              'in',
              pieces.map((p) => p.remote_name),
            )
            .execute();
        return supprimees(ids.length);
      });
    case 'comptesClotures':
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`${comptesClotures(clientId, avant)}
          order by a.id limit ${limit} for update of a skip locked`.execute(trx);
        for (const row of rows) await deleteAccount(trx, row.id);
        return supprimees(rows.length);
      });
  }
}

/**
 * Takes the lease of a client's kind for `leaseMs`, unless another instance holds a live one:
 * one statement, so of several instances asking at once exactly one gets it.
 */
export async function prendreVerrou(
  db: Db,
  clientId: number,
  nature: NatureConservation,
  detenteur: string,
  leaseMs: number,
): Promise<boolean> {
  const { rows } = await sql<{ detenteur: string }>`
    insert into purge_verrous (client_id, nature, detenteur, expire_le)
    values (${clientId}, ${nature}, ${detenteur}, now() + make_interval(secs => ${leaseMs / 1000}::double precision))
    on conflict (client_id, nature) do update set detenteur = excluded.detenteur, expire_le = excluded.expire_le
      where purge_verrous.expire_le < now()
    returning detenteur`.execute(db);
  return rows[0]?.detenteur === detenteur;
}

export async function prolongerVerrou(db: Db, clientId: number, nature: string, detenteur: string, leaseMs: number) {
  await sql`update purge_verrous set expire_le = now() + make_interval(secs => ${leaseMs / 1000}::double precision)
    where client_id = ${clientId} and nature = ${nature} and detenteur = ${detenteur}`.execute(db);
}

export async function rendreVerrou(db: Db, clientId: number, nature: string, detenteur: string) {
  await db
    .deleteFrom('purge_verrous')
    .where('client_id', '=', clientId)
    .where('nature', '=', nature)
    .where('detenteur', '=', detenteur)
    .execute();
}

export async function listerClients(db: Db) {
  return db.selectFrom('clients').select(['id', 'code', 'libelle', 'conservation']).orderBy('id').execute();
}

/** The last runs over the client's data, newest first. */
export async function derniersRapports(db: Db, clientId: number, limit = 30) {
  return db
    .selectFrom('purges')
    .select([
      'nature',
      'supprimees',
      'anonymisees',
      sql<string>`to_char(debut at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('debut'),
      sql<string | null>`to_char(fin at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('fin'),
      'instance',
    ])
    .where('client_id', '=', clientId)
    .orderBy('debut', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
