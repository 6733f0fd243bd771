import { type Kysely, sql } from 'kysely';

/**
 * The member sheet and « Voir comme l'adhérent » (issue 14, decision 029):
 * - connexions: each sign-in of an account (when, from where, how), the sheet's "last sign-ins";
 * - sessions.viewed_by_session: a read-only session of a member's account opened by a staff
 *   session, valid only beside it (it ends with it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table connexions (
      id bigint generated always as identity primary key,
      account_id uuid not null references accounts(id) on delete cascade,
      at timestamptz not null default now(),
      ip text,
      user_agent text,
      methode text not null check (methode in ('mot_de_passe', 'code', 'oidc'))
    )`,
    sql`create index connexions_account_at on connexions (account_id, at desc)`,
    sql`alter table sessions add column viewed_by_session text references sessions(id) on delete cascade`,
  ])
    await statement.execute(db);
}
