import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The notifications of the portal channel the account received, newest first. */
function mine(db: Db, accountId: string) {
  return db
    .selectFrom('notification_destinataires as d')
    .innerJoin('notifications as n', 'n.id', 'd.notification_id')
    .where('d.account_id', '=', accountId)
    .where('n.canal_portail', '=', true);
}

const columns = [
  'n.id',
  'n.titre',
  'n.contenu',
  'n.lien',
  sql<string>`to_char(coalesce(n.envoi_demarre_le, n.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
    'recueLe',
  ),
  sql<boolean>`d.lue_le is not null`.as('lue'),
] as const;

export async function listMesNotifications(db: Db, accountId: string, page: number, pageSize: number) {
  const rows = await mine(db, accountId)
    .select([...columns, sql<string>`count(*) over ()`.as('total')])
    .orderBy('d.notification_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}

export async function countNonLues(db: Db, accountId: string): Promise<number> {
  const row = await mine(db, accountId)
    .where('d.lue_le', 'is', null)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Marks one of the account's notifications read; false when it is not his. */
export async function markRead(db: Db, accountId: string, notificationId: number): Promise<boolean> {
  const rows = await db
    .updateTable('notification_destinataires')
    .set({ lue_le: sql<Date>`coalesce(lue_le, now())` })
    .where('account_id', '=', accountId)
    .where('notification_id', '=', notificationId)
    .returning('notification_id')
    .execute();
  return rows.length > 0;
}

export async function markAllRead(db: Db, accountId: string): Promise<void> {
  await db
    .updateTable('notification_destinataires')
    .set({ lue_le: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('lue_le', 'is', null)
    .execute();
}

/** The oldest unread notification asking for a window at sign-in, not shown yet. */
export async function findPopup(db: Db, accountId: string) {
  return mine(db, accountId)
    .where('n.popup', '=', true)
    .where('d.popup_vue_le', 'is', null)
    .where('d.lue_le', 'is', null)
    .select([...columns])
    .orderBy('d.notification_id')
    .limit(1)
    .executeTakeFirst();
}

/** Shown as a window: seen, and read. */
export async function markPopupSeen(db: Db, accountId: string, notificationId: number): Promise<boolean> {
  const rows = await db
    .updateTable('notification_destinataires')
    .set({ popup_vue_le: sql<Date>`now()`, lue_le: sql<Date>`coalesce(lue_le, now())` })
    .where('account_id', '=', accountId)
    .where('notification_id', '=', notificationId)
    .returning('notification_id')
    .execute();
  return rows.length > 0;
}
