import { type Kysely, sql } from 'kysely';

/**
 * The staff read access log (issue 28, decision 049): every staff read of a member's personal or
 * health data — who, when, from where, what, why when the screen asks — apart from the write audit
 * (migration 012), with its own retention. Append only: UPDATE and TRUNCATE are refused whatever the
 * role; DELETE is left to the retention purge, which deletes by `client_id` and `at`.
 * No foreign key to accounts nor personnes: an entry outlives the account and the member it names.
 * Right `journal_acces`/read: Admin and admin_digital.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table journal_acces (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      client_id integer not null references clients(id),
      staff_account_id uuid not null,
      staff_nom text not null,
      ip text,
      user_agent text,
      personne_id integer,
      categorie text not null check (categorie in ('fiche', 'demandes', 'demande', 'remboursements',
        'documents', 'contrats', 'profil', 'voir_comme', 'archive', 'export', 'recherche')),
      objet text,
      motif text,
      nombre integer check (nombre >= 0),
      criteres jsonb,
      -- One member per entry, or a bulk read (export, search) with its count and criteria.
      check ((personne_id is null) = (nombre is not null))
    )`,
    // The member's « Consultations de mon dossier », newest first.
    sql`create index journal_acces_personne on journal_acces (personne_id, at desc, id desc) where personne_id is not null`,
    // The staff search (by period, by staff member) and the retention purge (client, at).
    sql`create index journal_acces_client_at on journal_acces (client_id, at desc, id desc)`,
    sql`create index journal_acces_client_staff on journal_acces (client_id, staff_account_id, at desc)`,
    sql`create function journal_acces_append_only() returns trigger language plpgsql
      set search_path = public, pg_catalog as $$
      begin
        raise exception 'Le journal des accès ne se modifie pas.';
      end
    $$`,
    sql`create trigger journal_acces_no_update before update on journal_acces
      for each row execute function journal_acces_append_only()`,
    sql`create trigger journal_acces_no_truncate before truncate on journal_acces
      for each statement execute function journal_acces_append_only()`,
  ])
    await statement.execute(db);
  for (const role of ['Admin', 'admin_digital'])
    await sql`insert into role_habilitations (role_code, resource, action) values (${role}, 'journal_acces', 'read')
      on conflict do nothing`.execute(db);
}
