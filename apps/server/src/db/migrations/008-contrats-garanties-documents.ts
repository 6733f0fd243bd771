import { type Kysely, sql } from 'kysely';

/**
 * « Mes contrats » (decision 024): the offers and their guarantee trees (from the member import),
 * the offer and reinforcements of each contract, and the verification codes of the documents the
 * portal issues (attestation, carte de tiers payant, situation contractuelle).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table offres (
      client_id integer not null references clients(id) on delete cascade,
      code text not null,
      libelle text not null,
      -- The whole tree (domaines, actes, prestations, renforts), validated by the offer schema.
      definition jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, code)
    )`,
    // Null: the offer is found by its libellé (nomOffre), as files written before 008 say it.
    sql`alter table contrats add column code_offre text`,
    sql`alter table contrats add column renforts text[] not null default '{}'`,

    sql`create table verifications_documents (
      code text primary key,
      client_id integer not null references clients(id) on delete cascade,
      type text not null check (type in ('Attestation', 'CarteTP', 'SituationContractuelle')),
      contrat_id integer references contrats(id) on delete set null,
      numero_contrat text not null,
      -- « Marie D. »: what a third party may read back, never more.
      titulaire text not null,
      emis_le timestamptz not null default now(),
      valable_jusquau date not null,
      sha256 text,
      account_id uuid references accounts(id) on delete set null
    )`,
    sql`create index verifications_documents_contrat on verifications_documents (contrat_id, emis_le desc)`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table verifications_documents`.execute(db);
  await sql`alter table contrats drop column renforts`.execute(db);
  await sql`alter table contrats drop column code_offre`.execute(db);
  await sql`drop table offres`.execute(db);
}
