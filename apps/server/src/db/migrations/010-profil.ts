import { type Kysely, sql } from 'kysely';

/**
 * « Mon profil » (decision 026): the holder and BIC of the benefits account beside its IBAN, the
 * premium payment of each contract (mode, debit day, collection account, monthly amount), the SEPA
 * mandates with their history, and the member's e-mail alerts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table contrats add column rib_titulaire text`,
    sql`alter table contrats add column rib_bic text`,
    sql`alter table contrats add column cotisation_mode text not null default 'prelevement'
      check (cotisation_mode in ('prelevement', 'cheque', 'virement'))`,
    sql`alter table contrats add column cotisation_jour smallint check (cotisation_jour in (5, 10, 15))`,
    sql`alter table contrats add column cotisation_titulaire text`,
    sql`alter table contrats add column cotisation_iban text`,
    sql`alter table contrats add column cotisation_bic text`,
    sql`alter table contrats add column cotisation_mensuelle_centimes integer check (cotisation_mensuelle_centimes >= 0)`,

    sql`create table mandats_sepa (
      id bigint generated always as identity primary key,
      client_id integer not null references clients(id) on delete cascade,
      contrat_id integer not null references contrats(id) on delete cascade,
      personne_id integer not null references personnes(id) on delete cascade,
      account_id uuid references accounts(id) on delete set null,
      demande_id bigint references demandes(id) on delete set null,
      rum text not null,
      ics text not null,
      creancier text not null,
      titulaire text not null,
      iban text not null,
      bic text not null,
      jour_prelevement smallint not null check (jour_prelevement in (5, 10, 15)),
      statut text not null check (statut in ('en_attente', 'actif', 'remplace')),
      signe_le timestamptz not null default now(),
      remplace_le timestamptz,
      unique (client_id, rum)
    )`,
    sql`create index mandats_sepa_contrat on mandats_sepa (contrat_id, signe_le desc)`,
    // At most one active mandate per contract.
    sql`create unique index mandats_sepa_actif on mandats_sepa (contrat_id) where statut = 'actif'`,

    // The new-payment alert keeps its own row (alertes_remboursements, opt-in, 009): one place each.
    sql`alter table accounts add column alertes_email jsonb not null
      default '{"alerteDocument": true, "alerteDemande": true}'`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table accounts drop column alertes_email`,
    sql`drop table mandats_sepa`,
    sql`alter table contrats drop column cotisation_mensuelle_centimes`,
    sql`alter table contrats drop column cotisation_bic`,
    sql`alter table contrats drop column cotisation_iban`,
    sql`alter table contrats drop column cotisation_titulaire`,
    sql`alter table contrats drop column cotisation_jour`,
    sql`alter table contrats drop column cotisation_mode`,
    sql`alter table contrats drop column rib_bic`,
    sql`alter table contrats drop column rib_titulaire`,
  ])
    await statement.execute(db);
}
