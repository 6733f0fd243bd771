import { type Kysely, sql } from 'kysely';

/**
 * Audiences (issue 15, decision 033): a saved rule over the members of one client (JSON, the shared
 * schema of packages/shared/src/admin/audiences.ts), compiled to one SQL query when counted or used.
 * Rights on the audiences and the notifications: Admin and admin_digital everything, Gestionnaire reads.
 */
const full = ['create', 'read', 'update', 'delete'];
const startingRights: Array<[role: string, resource: string, actions: string[]]> = [
  ['Admin', 'audiences', full],
  ['Admin', 'notifications', full],
  ['admin_digital', 'audiences', full],
  ['admin_digital', 'notifications', full],
  ['Gestionnaire', 'audiences', ['read']],
  ['Gestionnaire', 'notifications', ['read']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table audiences (
      id bigint generated always as identity primary key,
      client_id integer not null references clients(id),
      nom text not null,
      description text not null default '',
      regle jsonb not null,
      modifiee_par text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create unique index audiences_client_nom on audiences (client_id, lower(nom))`,
    // The department of a French postal code: 2A/2B for Corsica, three digits overseas.
    sql`create function portail_departement(code_postal text) returns text
      language sql immutable parallel safe
      as $$ select case
        when code_postal is null or code_postal !~ '^[0-9]{5}$' then null
        when code_postal like '97%' or code_postal like '98%' then left(code_postal, 3)
        when code_postal like '20%' then case when code_postal < '20200' then '2A' else '2B' end
        else left(code_postal, 2) end $$`,
    // Contract-side conditions walk from the contract to its holder and beneficiaries.
    sql`create index contrats_client_offre on contrats (client_id, nom_offre)`,
    sql`create index accounts_personne_actif on accounts (personne_id) include (disabled, activated_at, is_email_confirmed)
      where personne_id is not null`,
    sql`create index consentement_reponses_nom_current on consentement_reponses (nom, account_id)
      where superseded_at is null and is_accepted`,
  ])
    await statement.execute(db);
  for (const [role, resource, actions] of startingRights)
    for (const action of actions)
      await sql`insert into role_habilitations (role_code, resource, action) values (${role}, ${resource}, ${action})
        on conflict do nothing`.execute(db);
}
