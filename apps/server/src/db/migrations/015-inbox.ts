import { type Kysely, sql } from 'kysely';

/**
 * The requests inbox (issue 14, decision 034): the queue is read per client, oldest first (with or
 * without a status), and by assignee. demandes_client_statut (006) serves a status filter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create index demandes_client_created on demandes (client_id, created_at, id)`,
    sql`create index demandes_assigned on demandes (assigned_to, created_at) where assigned_to is not null`,
  ])
    await statement.execute(db);
}
