import { sql } from 'kysely';
import type { NotificationRow } from '@portail/shared/admin/notifications';
import type { Db } from '../../db/database.ts';
import { isoUtc } from '../../lib/iso-utc.ts';

/** A notification with its delivery figures (counted, so they move while it is being sent). */
function withFigures(db: Db) {
  return db.selectFrom('notifications as n').select([
    'n.id',
    'n.titre',
    'n.contenu',
    'n.lien',
    'n.audience_id as audienceId',
    'n.audience_nom as audienceNom',
    'n.canal_portail as canalPortail',
    'n.canal_email as canalEmail',
    'n.popup',
    'n.statut',
    sql<string | null>`${isoUtc('n.programmee_le')}`.as('programmeeLe'),
    sql<string | null>`${isoUtc('n.envoyee_le')}`.as('envoyeeLe'),
    'n.modifiee_par as modifieePar',
    sql<number>`(select count(*)::int from notification_destinataires d where d.notification_id = n.id)`.as(
      'destinataires',
    ),
    sql<number>`(select count(*)::int from notification_destinataires d where d.notification_id = n.id and d.lue_le is not null)`.as(
      'lues',
    ),
    sql<number>`(select count(*)::int from outbox o where o.notification_id = n.id and o.sent_at is not null)`.as(
      'emailsEnvoyes',
    ),
    sql<number>`(select count(*)::int from notification_destinataires d where d.notification_id = n.id and d.email = 'desabonne')`.as(
      'emailsDesabonnes',
    ),
    sql<number>`(select count(*)::int from outbox o where o.notification_id = n.id and o.sent_at is null
        and (o.last_error is not null or o.discarded_at is not null))`.as('emailsEchecs'),
  ]);
}

const sortExpressions = {
  creeeLe: sql`n.created_at`,
  titre: sql`lower(n.titre)`,
  programmeeLe: sql`coalesce(n.programmee_le, n.created_at)`,
} as const;

export async function listNotifications(
  db: Db,
  clientId: number,
  search: {
    page: number;
    pageSize: number;
    sort: keyof typeof sortExpressions;
    order: 'asc' | 'desc';
    statut?: string;
  },
): Promise<{ rows: NotificationRow[]; total: number }> {
  let query = withFigures(db).where('n.client_id', '=', clientId);
  if (search.statut) query = query.where('n.statut', '=', search.statut as never);
  const direction = search.order === 'desc' ? sql`desc` : sql`asc`;
  const rows = await query
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy(sql`${sortExpressions[search.sort]} ${direction}, n.id ${direction}`)
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  return {
    rows: rows.map(({ total: _total, contenu: _contenu, ...row }) => row),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function findNotification(db: Db, clientId: number, id: number) {
  return withFigures(db).where('n.client_id', '=', clientId).where('n.id', '=', id).executeTakeFirst();
}

export interface NotificationValues {
  titre: string;
  contenu: string;
  lien: string | null;
  audienceId: number;
  audienceNom: string;
  canalPortail: boolean;
  canalEmail: boolean;
  popup: boolean;
}

export function notificationColumns(values: NotificationValues, author: string) {
  return {
    titre: values.titre,
    contenu: values.contenu,
    lien: values.lien,
    audience_id: values.audienceId,
    audience_nom: values.audienceNom,
    canal_portail: values.canalPortail,
    canal_email: values.canalEmail,
    popup: values.popup,
    modifiee_par: author,
  };
}
