import { type Kysely, sql } from 'kysely';

/**
 * The reference-data and rights editors (issue 14, decision 031):
 * - referentiel_entries gets its extra typed fields (donnees) and a version for concurrent edits;
 * - client_roles / client_role_habilitations: a client's own habilitations for a role. A client
 *   without its own set for a role keeps the starting rights of role_habilitations (migration 011),
 *   so a new client works at once; once its Admin saves a role, only the client's set counts there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table referentiel_entries add column donnees jsonb not null default '{}'::jsonb`,
    sql`alter table referentiel_entries add column version integer not null default 1`,
    sql`create table client_roles (
      client_id integer not null references clients(id) on delete cascade,
      role_code text not null references staff_roles(code) on delete cascade,
      version integer not null default 1,
      primary key (client_id, role_code)
    )`,
    sql`create table client_role_habilitations (
      client_id integer not null,
      role_code text not null,
      resource text not null,
      action text not null check (action in ('create', 'read', 'update', 'delete')),
      scope text not null default 'Both' check (scope in ('Contrat', 'Benef', 'Both')),
      primary key (client_id, role_code, resource, action),
      foreign key (client_id, role_code) references client_roles (client_id, role_code) on delete cascade
    )`,
  ])
    await statement.execute(db);
}
