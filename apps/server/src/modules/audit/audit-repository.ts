import { sql } from 'kysely';
import type { AuditRow, AuditSearch } from '@portail/shared/admin/audit';
import type { Db } from '../../db/database.ts';

/* The audit log's reads (decision 029); it is written only by plugins/audit.ts, never updated. */

const sortExpressions = {
  at: [sql`l.at`],
  actor: [sql`lower(l.actor)`, sql`l.at`],
  action: [sql`l.action`, sql`l.at`],
} as const;

/** One page of the log for this client, newest first by default, with the total. */
export async function searchAudit(db: Db, clientId: number, search: AuditSearch, limit: number, offset: number) {
  let query = db.selectFrom('audit_log as l').where('l.client_id', '=', clientId);
  if (search.actor) query = query.where(sql`lower(l.actor)`, '=', search.actor.toLowerCase());
  if (search.resource) query = query.where('l.resource', '=', search.resource);
  if (search.action) query = query.where('l.action', '=', search.action);
  if (search.target) query = query.where('l.target', '=', search.target);
  // Days are those of Paris, where the staff and auditors are.
  if (search.du)
    query = query.where('l.at', '>=', sql<Date>`(${search.du}::date)::timestamp at time zone 'Europe/Paris'`);
  if (search.au)
    query = query.where('l.at', '<', sql<Date>`(${search.au}::date + 1)::timestamp at time zone 'Europe/Paris'`);
  const direction = search.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy = sql.join(
    [...sortExpressions[search.sort], sql`l.id`].map((expression) => sql`${expression} ${direction}`),
  );
  const rows = await query
    .select([
      'l.id',
      sql<string>`to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('at'),
      'l.actor',
      'l.ip',
      'l.resource',
      'l.action',
      'l.target',
      'l.target_label as targetLabel',
      'l.reason',
      'l.before',
      'l.after',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy(sql`${orderBy}`)
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map(({ total: _total, ...row }) => row as AuditRow), total: Number(rows[0]?.total ?? 0) };
}
