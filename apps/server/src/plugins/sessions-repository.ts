import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';

export interface SessionAccount {
  sessionId: string;
  lastSeenAt: Date;
  accountId: string;
  clientId: number;
  personneId: number | null;
  userName: string;
  email: string;
  nom: string | null;
  prenom: string | null;
  codeCivilite: string | null;
  roles: string[];
  /** 011: read only in the back office, whatever the roles (decision 028). */
  isConsultant: boolean;
  /** 016: set on a read-only session opened by this staff session (« Voir comme l'adhérent »). */
  viewedBySession: string | null;
  /** The staff member viewing, when the request is made « comme l'adhérent » (set by the session plugin). */
  viewedBy?: string;
  /** That staff member's account (the access log names who read, decision 049). */
  viewedByAccountId?: string;
}

/** The live session of an enabled account of this client; a session of another client is absent. */
export async function findActiveSession(
  db: Db,
  sessionId: string,
  clientId: number,
): Promise<SessionAccount | undefined> {
  return (await activeSession(db, sessionId, clientId))[0];
}

/** The query itself, also compiled by the bench's same-SQL baseline (scripts/bench-same-sql-server.ts). */
export function activeSessionQuery(db: Db, sessionId: string, clientId: number) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('personnes as p', 'p.id', 'a.personne_id')
    .select([
      's.id as sessionId',
      's.last_seen_at as lastSeenAt',
      'a.id as accountId',
      'a.client_id as clientId',
      'a.personne_id as personneId',
      'a.user_name as userName',
      'a.email',
      sql<string | null>`coalesce(p.nom, a.nom)`.as('nom'),
      sql<string | null>`coalesce(p.prenom, a.prenom)`.as('prenom'),
      'p.code_civilite as codeCivilite',
      'a.roles',
      'a.is_consultant as isConsultant',
      's.viewed_by_session as viewedBySession',
    ])
    .where('s.id', '=', sessionId)
    .where('a.client_id', '=', clientId)
    .where('s.idle_expires_at', '>', sql<Date>`now()`)
    .where('s.absolute_expires_at', '>', sql<Date>`now()`)
    .where('a.disabled', '=', false);
}

export async function insertSession(
  db: Db,
  session: {
    id: string;
    accountId: string;
    idleMs: number;
    absoluteMs: number;
    ip: string;
    userAgent: string | undefined;
    /** « Voir comme l'adhérent »: the staff session this read-only session belongs to. */
    viewedBySession?: string;
  },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      account_id: session.accountId,
      last_seen_at: now,
      idle_expires_at: new Date(now.getTime() + session.idleMs),
      absolute_expires_at: new Date(now.getTime() + session.absoluteMs),
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 300) ?? null,
      viewed_by_session: session.viewedBySession ?? null,
    })
    .execute();
}

export async function touchSession(db: Db, sessionId: string, idleMs: number): Promise<void> {
  const now = new Date();
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, idle_expires_at: new Date(now.getTime() + idleMs) })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('idle_expires_at', '<=', sql<Date>`now()`), eb('absolute_expires_at', '<=', sql<Date>`now()`)]),
    )
    .execute();
}

/** Read on every signed-in request: compiled once (db/prepared-query.ts). */
const activeSession = preparedQuery(activeSessionQuery);
