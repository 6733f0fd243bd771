import { type Kysely, sql } from 'kysely';

/**
 * The back office's audit log (issue 14, decision 029): every staff write, who, when, from where,
 * what, before → after, and why. Append only: the table refuses UPDATE, DELETE and TRUNCATE
 * whatever the role, so no route, no bug and no staff member can rewrite it.
 * No foreign key to accounts: an entry outlives the account it names (an account deletion is
 * itself an entry).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      client_id integer not null references clients(id),
      actor_account_id uuid,
      actor text not null,
      ip text,
      resource text not null,
      action text not null,
      target text not null,
      target_label text,
      reason text,
      before jsonb,
      after jsonb
    )`,
    sql`create index audit_log_client_at on audit_log (client_id, at desc, id desc)`,
    sql`create index audit_log_client_target on audit_log (client_id, target, at desc)`,
    sql`create index audit_log_client_actor on audit_log (client_id, lower(actor), at desc)`,
    sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'Le journal d''audit ne se modifie pas et ne se supprime pas.';
      end
    $$`,
    sql`create trigger audit_log_no_update_delete before update or delete on audit_log
      for each row execute function audit_log_append_only()`,
    sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`,
  ])
    await statement.execute(db);
}
