import { type Kysely, sql } from 'kysely';

/**
 * How long personal data is kept (issue 28, decision 051):
 * - clients.conservation: the client's durations by kind, only those that differ from the defaults
 *   (packages/shared/src/admin/conservation.ts), edited in « Configuration du client »;
 * - purge_verrous: one lease per client and kind, so that of the instances that run the purge on
 *   a schedule only one works on a kind of a client at a time (a crashed one's lease runs out);
 * - purges: what each run did (rows deleted or anonymised), by client and kind, and where it ran;
 * - outbox.anonymise_le: when a sent message's text and recipient were wiped (the row stays counted);
 * - indexes for the purge's searches (sign-ins by date, accounts by address and phone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table clients add column conservation jsonb not null default '{}'`,
    sql`create table purge_verrous (
      client_id integer not null references clients(id) on delete cascade,
      nature text not null,
      detenteur text not null,
      expire_le timestamptz not null,
      primary key (client_id, nature)
    )`,
    sql`create table purges (
      id bigint generated always as identity primary key,
      client_id integer not null references clients(id) on delete cascade,
      nature text not null,
      supprimees integer not null default 0 check (supprimees >= 0),
      anonymisees integer not null default 0 check (anonymisees >= 0),
      debut timestamptz not null,
      fin timestamptz,
      instance text not null
    )`,
    sql`create index purges_client on purges (client_id, debut desc)`,
    sql`alter table outbox add column anonymise_le timestamptz`,
    sql`create index outbox_a_anonymiser on outbox (coalesce(sent_at, discarded_at)) where anonymise_le is null`,
    sql`create index connexions_at on connexions (at)`,
    // The purge finds the client of a sent message by the address or phone it went to.
    sql`create index accounts_email_lower on accounts (lower(email))`,
    sql`create index accounts_amf_telephone on accounts (amf_telephone) where amf_telephone is not null`,
    // An account's deletion wipes the messages sent to it at once.
    sql`create index outbox_destinataire on outbox (lower(recipient)) where anonymise_le is null`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`drop index outbox_destinataire`,
    sql`drop index accounts_amf_telephone`,
    sql`drop index accounts_email_lower`,
    sql`drop index connexions_at`,
    sql`alter table outbox drop column anonymise_le`,
    sql`drop table purges`,
    sql`drop table purge_verrous`,
    sql`alter table clients drop column conservation`,
  ])
    await statement.execute(db);
}
