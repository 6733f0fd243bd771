import { type Kysely, sql } from 'kysely';

/**
 * « Mes remboursements » (decision 025): payments (one bank transfer), reimbursement lines
 * (décomptes) keyed by the management system's line key, and the member's opt-in alerts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table paiements (
      id bigint generated always as identity primary key,
      client_id integer not null references clients(id) on delete cascade,
      contrat_id integer not null references contrats(id) on delete cascade,
      reference text not null,
      date_paiement date not null,
      destinataire text not null check (destinataire in ('adherent', 'professionnel')),
      professionnel text,
      montant integer not null check (montant >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (client_id, reference)
    )`,

    // Only the contract is a foreign key: lines are written by the import alone, which joins each to
    // its contract, person and payment; three more checks a row cost a quarter of a million-line merge.
    sql`create table decomptes (
      id bigint generated always as identity primary key,
      client_id integer not null,
      cle text not null,
      contrat_id integer not null references contrats(id) on delete cascade,
      personne_id integer not null,
      paiement_id bigint,
      -- The list's order: newest payment first, its lines together (groupe = payment id, 0 for none).
      date_tri date not null,
      groupe bigint not null,
      date_soins date not null,
      acte_code text not null,
      acte_libelle text not null,
      domaine text not null,
      professionnel text not null,
      nombre integer not null check (nombre > 0),
      frais_reels integer not null check (frais_reels >= 0),
      base_remboursement integer not null check (base_remboursement >= 0),
      taux_secu integer not null check (taux_secu between 0 and 100),
      montant_secu integer not null check (montant_secu >= 0),
      participation_forfaitaire integer not null check (participation_forfaitaire >= 0),
      franchise integer not null check (franchise >= 0),
      montant_mutuelle integer not null check (montant_mutuelle >= 0),
      reste_a_charge integer not null check (reste_a_charge >= 0),
      acte_non_couvert boolean not null default false,
      forfait_epuise integer not null default 0 check (forfait_epuise >= 0),
      destinataire text not null check (destinataire in ('adherent', 'professionnel')),
      origine text not null check (origine in ('noemie', 'papier', 'tiersPayant')),
      statut text not null check (statut in ('paye', 'enCours', 'rejete')),
      motif_rejet text,
      demande_numero text,
      vu_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (client_id, cle),
      check (frais_reels = montant_secu + participation_forfaitaire + franchise + montant_mutuelle + reste_a_charge)
    )`,
    // Every read is of one contract, keyset paged: a person's lines and a payment's are found by
    // filtering the contract's few thousand; no more indexes for the million-line merge to keep up.
    sql`create index decomptes_contrat_tri on decomptes (contrat_id, date_tri desc, groupe desc, id desc)`,

    sql`create table alertes_remboursements (
      account_id uuid primary key references accounts(id) on delete cascade,
      nouveau_paiement boolean not null,
      updated_at timestamptz not null default now()
    )`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['alertes_remboursements', 'decomptes', 'paiements'])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
