import { sql } from 'kysely';
import type { Habilitation, StaffRights } from '@portail/shared/admin/habilitations';
import type { Db } from '../db/database.ts';

/**
 * The rights of a staff account, read from the data (decisions 028, 031): the habilitations of its
 * roles in its client, whether one of them spans clients, and the Consultant flag of the account.
 * A role spanning clients reaches other clients with its starting rights only (never a client's own set). Kept 10 s per
 * account, like the client rows: a right taken away stops within that time on every instance.
 */
const cacheMs = 10_000;

export function staffRightsReader(db: Db) {
  const cache = new Map<string, { rights: StaffRights; until: number }>();
  return async (accountId: string): Promise<StaffRights> => {
    const cached = cache.get(accountId);
    if (cached && cached.until > Date.now()) return cached.rights;
    const row = await db
      .selectFrom('accounts as a')
      .select([
        'a.is_consultant',
        sql<boolean>`coalesce((select bool_or(r.spans_clients) from staff_roles r where r.code = any(a.roles)), false)`.as(
          'spans_clients',
        ),
        // In its own client, a role's rights are the client's own set once saved, else the starting ones.
        sql<Habilitation[]>`coalesce((select json_agg(distinct jsonb_build_object('resource', h.resource,
          'action', h.action, 'scope', h.scope)) from (
            select c.resource, c.action, c.scope from client_role_habilitations c
              where c.client_id = a.client_id and c.role_code = any(a.roles)
            union all
            select t.resource, t.action, t.scope from role_habilitations t
              where t.role_code = any(a.roles) and not exists (select 1 from client_roles r
                where r.client_id = a.client_id and r.role_code = t.role_code)
          ) h), '[]'::json)`.as('habilitations'),
        sql<Habilitation[]>`coalesce((select json_agg(distinct jsonb_build_object('resource', h.resource,
          'action', h.action, 'scope', h.scope)) from role_habilitations h join staff_roles r on r.code = h.role_code
          where h.role_code = any(a.roles) and r.spans_clients), '[]'::json)`.as('cross_client_habilitations'),
      ])
      .where('a.id', '=', accountId)
      .executeTakeFirst();
    const rights: StaffRights = {
      habilitations: row?.habilitations ?? [],
      spansClients: row?.spans_clients ?? false,
      crossClientHabilitations: row?.cross_client_habilitations ?? [],
      isConsultant: row?.is_consultant ?? false,
    };
    if (cache.size > 10_000) cache.clear();
    cache.set(accountId, { rights, until: Date.now() + cacheMs });
    return rights;
  };
}
