import { type Kysely, sql } from 'kysely';

/**
 * The member area, part 1 (decision 022): reference data, requests (demandes) with their status
 * history, thread and attachments, the member's documents, and the outbound change feed with the
 * cursors of its exports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    // Santé or prévoyance: which forms a contract offers.
    sql`alter table contrats add column categorie text not null default 'sante' check (categorie in ('sante', 'prevoyance'))`,

    sql`create table referentiel_entries (
      client_id integer not null references clients(id) on delete cascade,
      table_name text not null,
      code text not null,
      libelle text not null,
      parent_code text,
      ordre integer not null default 0,
      actif boolean not null default true,
      primary key (client_id, table_name, code)
    )`,

    sql`create table demandes (
      id bigint generated always as identity primary key,
      numero text generated always as ('D' || lpad(id::text, 8, '0')) stored unique,
      client_id integer not null references clients(id) on delete cascade,
      account_id uuid references accounts(id) on delete set null,
      personne_id integer not null references personnes(id) on delete cascade,
      contrat_id integer references contrats(id) on delete set null,
      type text not null,
      objet text not null,
      payload jsonb not null,
      statut text not null check (statut in ('recue', 'en_cours', 'en_attente_pieces', 'traitee', 'refusee')),
      motif_refus text,
      mode_gestion text not null check (mode_gestion in ('automatique', 'manuel')),
      version integer not null default 1,
      assigned_to uuid references accounts(id) on delete set null,
      -- Milliseconds, like a JavaScript date: the keyset cursor of the lists round-trips exactly.
      created_at timestamptz not null default date_trunc('milliseconds', now()),
      updated_at timestamptz not null default now()
    )`,
    // A member's list, newest first, paged by (created_at, id).
    sql`create index demandes_personne on demandes (personne_id, created_at desc, id desc)`,
    sql`create index demandes_client_statut on demandes (client_id, statut, created_at)`,

    sql`create table demande_evenements (
      id bigint generated always as identity primary key,
      demande_id bigint not null references demandes(id) on delete cascade,
      statut text not null,
      motif text,
      auteur text not null check (auteur in ('adherent', 'gestionnaire', 'systeme')),
      auteur_account_id uuid references accounts(id) on delete set null,
      created_at timestamptz not null default now()
    )`,
    sql`create index demande_evenements_demande on demande_evenements (demande_id, id)`,

    sql`create table demande_messages (
      id bigint generated always as identity primary key,
      demande_id bigint not null references demandes(id) on delete cascade,
      auteur text not null check (auteur in ('adherent', 'gestionnaire')),
      auteur_account_id uuid references accounts(id) on delete set null,
      texte text not null,
      lu_par_adherent_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create index demande_messages_demande on demande_messages (demande_id, id)`,

    sql`create table demande_pieces (
      demande_id bigint not null references demandes(id) on delete cascade,
      message_id bigint references demande_messages(id) on delete cascade,
      remote_name text not null references uploads(remote_name) on delete cascade,
      primary key (demande_id, remote_name)
    )`,

    sql`create table documents (
      id uuid primary key default gen_random_uuid(),
      client_id integer not null references clients(id) on delete cascade,
      personne_id integer not null references personnes(id) on delete cascade,
      contrat_id integer references contrats(id) on delete set null,
      source text not null check (source in ('courrier', 'ged')),
      categorie text not null,
      titre text not null,
      date_document date not null,
      nom_fichier text not null,
      content_type text not null,
      taille integer not null check (taille >= 0),
      sha256 text not null,
      data bytea not null,
      reference text,
      demande_id bigint references demandes(id) on delete set null,
      lu_at timestamptz,
      created_at timestamptz not null default now(),
      unique (client_id, reference)
    )`,
    sql`create index documents_personne on documents (personne_id, source, date_document desc, id desc)`,

    sql`create table changements (
      id bigint generated always as identity primary key,
      client_id integer not null references clients(id) on delete cascade,
      type text not null,
      num_pers text,
      numero_contrat text,
      demande_numero text,
      donnees jsonb not null,
      created_at timestamptz not null default now()
    )`,
    sql`create index changements_client on changements (client_id, id)`,

    sql`create table export_curseurs (
      nom text primary key,
      dernier_id bigint not null,
      updated_at timestamptz not null default now()
    )`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'export_curseurs',
    'changements',
    'documents',
    'demande_pieces',
    'demande_messages',
    'demande_evenements',
    'demandes',
    'referentiel_entries',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table contrats drop column categorie`.execute(db);
}
