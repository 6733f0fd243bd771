import { type Kysely, sql } from 'kysely';

/**
 * The CMS popups a member set aside, kept for the account (issue 25): on the phone as on the
 * computer. One row per account and block: `vu` (a single-display popup closed, for good) or
 * `masque` (« Ne plus afficher ce message », until `expire_le`, 365 days on). The account's
 * deletion takes its rows; a block's deletion too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table cms_popup_choix (
      client_id integer not null references clients(id) on delete cascade,
      account_id uuid not null references accounts(id) on delete cascade,
      item_id integer not null references cms_items(id) on delete cascade,
      choix text not null check (choix in ('vu', 'masque')),
      expire_le timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (account_id, item_id),
      check ((choix = 'masque') = (expire_le is not null))
    )`,
    sql`create index cms_popup_choix_item on cms_popup_choix (item_id)`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cms_popup_choix').execute();
}
