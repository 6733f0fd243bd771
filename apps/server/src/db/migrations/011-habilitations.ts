import { type Kysely, sql } from 'kysely';

/**
 * Back-office rights as data (issue 14, decision 028): each staff role holds habilitations
 * (resource × create/read/update/delete × scope); a role may span clients; an account may be a
 * Consultant (read only, whatever its roles). The starting rights below are the insurer's to change.
 */
const full = ['create', 'read', 'update', 'delete'];
const allResources = [
  'adherents',
  'comptes',
  'demandes',
  'flux',
  'configuration',
  'referentiels',
  'audit',
  'habilitations',
];
const startingRights: Array<[role: string, resource: string, actions: string[]]> = [
  ...allResources.map((r): [string, string, string[]] => ['Admin', r, full]),
  ...allResources.map((r): [string, string, string[]] => ['admin_digital', r, full]),
  ['Gestionnaire', 'adherents', ['read']],
  ['Gestionnaire', 'comptes', ['read', 'update']],
  ['Gestionnaire', 'demandes', ['read', 'update']],
  ['Gestionnaire', 'flux', ['read']],
  ['Gestionnaire', 'referentiels', ['read']],
  ['autres_admins', 'adherents', ['read']],
  ['autres_admins', 'demandes', ['read']],
  ['autres_admins', 'audit', ['read']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table staff_roles (
      code text primary key check (code in ('Admin', 'Gestionnaire', 'admin_digital', 'autres_admins')),
      libelle text not null,
      spans_clients boolean not null default false
    )`,
    sql`create table role_habilitations (
      role_code text not null references staff_roles(code) on delete cascade,
      resource text not null,
      action text not null check (action in ('create', 'read', 'update', 'delete')),
      scope text not null default 'Both' check (scope in ('Contrat', 'Benef', 'Both')),
      primary key (role_code, resource, action)
    )`,
    sql`alter table accounts add column is_consultant boolean not null default false`,
    sql`insert into staff_roles (code, libelle, spans_clients) values
      ('Admin', 'Administrateur Digital', false),
      ('Gestionnaire', 'Gestionnaire', false),
      ('admin_digital', 'admin_digital', false),
      ('autres_admins', 'autres_admins', true)`,
    // The member search by name: every word of the last and first names, folded (accents, case,
    // hyphens, apostrophes), matched by prefix through a GIN index (to_tsquery 'mot:*').
    sql`alter table personnes add column nom_recherche tsvector generated always as
      (to_tsvector('simple', portail_fold(lower(translate(nom || ' ' || prenom, '-''’', '   '))))) stored`,
    sql`create index personnes_nom_recherche on personnes using gin (nom_recherche)`,
    sql`create index personnes_client_email on personnes (client_id, lower(email))`,
    sql`create index personnes_client_code_postal on personnes (client_id, (adresse ->> 'codePostal'))`,
  ])
    await statement.execute(db);
  for (const [role, resource, actions] of startingRights)
    for (const action of actions)
      await sql`insert into role_habilitations (role_code, resource, action) values (${role}, ${resource}, ${action})`.execute(
        db,
      );
}
