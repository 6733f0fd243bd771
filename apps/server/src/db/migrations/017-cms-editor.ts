import { type Kysely, sql } from 'kysely';

/**
 * The CMS editor of the back office (issue 15, decision 032):
 * - every text of a block is a version (cms_item_versions: who, when, what); the block's own
 *   title/content stay the published text, what members read;
 * - a draft (draft_version_id), a publication and a withdrawal that may be scheduled
 *   (scheduled_version_id + publish_at, unpublish_at), resolved at read time against the clock;
 * - deletion is soft (deleted_at): members' browsers keep the ids of the blocks they closed, and a
 *   deleted block can be put back with its history; names stay unique among the living blocks;
 * - the habilitation « cms »: Admin and admin_digital everything, Gestionnaire reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table cms_item_versions (
      id serial primary key,
      item_id integer not null references cms_items(id) on delete cascade,
      numero integer not null,
      title text not null,
      content text not null,
      author_account_id uuid references accounts(id) on delete set null,
      author text,
      created_at timestamptz not null default now(),
      published_at timestamptz,
      unique (item_id, numero)
    )`,
    // Existing blocks (imported, seeded) are published since now; a block created by staff starts unpublished.
    sql`alter table cms_items
      add column published_at timestamptz default now(),
      add column draft_version_id integer references cms_item_versions(id) on delete set null,
      add column scheduled_version_id integer references cms_item_versions(id) on delete set null,
      add column publish_at timestamptz,
      add column unpublish_at timestamptz,
      add column deleted_at timestamptz,
      add column updated_by text,
      add constraint cms_items_schedule check ((scheduled_version_id is null) = (publish_at is null))`,
    sql`alter table cms_items drop constraint cms_items_block_list_name`,
    sql`create unique index cms_items_block_list_name on cms_items (block_list_id, name) where deleted_at is null`,
    sql`insert into cms_item_versions (item_id, numero, title, content, published_at)
      select id, 1, title, content, published_at from cms_items`,
    sql`alter table cms_images add column created_by text`,
    sql`insert into role_habilitations (role_code, resource, action) values
      ('Admin', 'cms', 'create'), ('Admin', 'cms', 'read'), ('Admin', 'cms', 'update'), ('Admin', 'cms', 'delete'),
      ('admin_digital', 'cms', 'create'), ('admin_digital', 'cms', 'read'), ('admin_digital', 'cms', 'update'),
      ('admin_digital', 'cms', 'delete'), ('Gestionnaire', 'cms', 'read')`,
  ])
    await statement.execute(db);
}
