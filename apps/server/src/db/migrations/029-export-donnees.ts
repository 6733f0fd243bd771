import { type Kysely, sql } from 'kysely';

/**
 * « Télécharger mes données » (issue 28.1, decision 052): one row per archive asked, by the member
 * or by staff for a member who asked by post. Prepared in the background by whichever instance
 * takes it (`for update skip locked`, then a lease renewed while it works); the archive's bytes live
 * in the row, as uploads do, so any instance serves it, encrypted like the NIR and IBANs it holds
 * (decision 048: a stolen backup shows neither); removed and the row marked `expiree` after
 * 7 days. At most one archive in preparation per person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table export_donnees (
      id uuid primary key default gen_random_uuid(),
      client_id integer not null references clients(id) on delete cascade,
      personne_id integer not null references personnes(id) on delete cascade,
      account_id uuid references accounts(id) on delete cascade,
      demande_par text not null check (demande_par in ('adherent', 'gestionnaire')),
      demandeur_account_id uuid references accounts(id) on delete set null,
      demandeur text not null,
      statut text not null default 'en_preparation'
        check (statut in ('en_preparation', 'prete', 'echec', 'expiree')),
      lien_base text not null,
      lease_token text,
      lease_until timestamptz,
      attempts integer not null default 0,
      created_at timestamptz not null,
      prete_le timestamptz,
      expire_le timestamptz,
      archive text,
      archive_nom text,
      taille integer,
      erreur text,
      check (demande_par = 'gestionnaire' or account_id is not null),
      check ((statut = 'prete') = (archive is not null)),
      check (statut not in ('prete', 'expiree') or (prete_le is not null and expire_le is not null))
    )`,
    sql`create unique index export_donnees_une_en_preparation on export_donnees (personne_id)
      where statut = 'en_preparation'`,
    sql`create index export_donnees_a_preparer on export_donnees (created_at) where statut = 'en_preparation'`,
    sql`create index export_donnees_personne on export_donnees (personne_id, created_at desc)`,
    sql`create index export_donnees_a_expirer on export_donnees (expire_le) where statut = 'prete'`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('export_donnees').execute();
}
