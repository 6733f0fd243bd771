import { type Kysely, sql } from 'kysely';

/**
 * Letters folded for French search (docs/decisions/005-french-search.md): accents and ligatures
 * to plain letters, typographic apostrophes and non-breaking spaces to spaces.
 */
const folded: [string, string][] = [
  ['àáâãäåÀÁÂÃÄÅ', 'a'],
  ['çÇ', 'c'],
  ['èéêëÈÉÊË', 'e'],
  ['ìíîïÌÍÎÏ', 'i'],
  ['ñÑ', 'n'],
  ['òóôõöÒÓÔÕÖ', 'o'],
  ['ùúûüÙÚÛÜ', 'u'],
  ['ýÿÝŸ', 'y'],
  ['’‘ʼ`´«»\u00a0\u202f', ' '],
];
const from = folded.map(([letters]) => letters).join('');
const to = folded.map(([letters, plain]) => plain.repeat([...letters].length)).join('');

/**
 * Lexemes dropped from questions and searches: the French stop words that carry an accent, as the
 * stemmer sees them once folded (à, été, même…), and question words the snowball list lacks
 * (les, quel, comment, tout…), which would otherwise match almost every question.
 */
const stopLexemes = [
  ...['a', 'etaient', 'etais', 'etait', 'etant', 'ete', 'eti', 'etion', 'eum', 'eut', 'fum', 'fut', 'mem'],
  ...['car', 'comment', 'donc', 'le', 'leur', 'puis', 'quel', 'si', 'tous', 'tout'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await sql`
    create function portail_fold(value text) returns text
    language sql immutable strict parallel safe
    as $$ select replace(replace(replace(replace(translate(value, ${sql.lit(from)}, ${sql.lit(to)}), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae') $$`.execute(
    db,
  );
  await sql`
    create function portail_search_vector(value text) returns tsvector
    language sql immutable strict parallel safe
    as $$ select ts_delete(to_tsvector('french', portail_fold(value)), ${sql.lit(`{${stopLexemes.join(',')}}`)}::text[]) $$`.execute(
    db,
  );
  // Text of sanitised HTML: tags become spaces, the few entities sanitize-html writes are decoded.
  await sql`
    create function portail_html_text(html text) returns text
    language sql immutable strict parallel safe
    as $$ select replace(replace(replace(replace(regexp_replace(html, '<[^>]*>', ' ', 'g'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&') $$`.execute(
    db,
  );

  await db.schema
    .createTable('cms_block_lists')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('cms_block_lists_client_name', ['client_id', 'name'])
    .execute();

  await db.schema
    .createTable('cms_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('block_list_id', 'integer', (c) => c.notNull().references('cms_block_lists.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_single_display', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_cookie_option', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ordre', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('cms_items_block_list_name', ['block_list_id', 'name'])
    .execute();

  // An image row never changes: new bytes make a new row, so its URL can be cached for a year.
  await db.schema
    .createTable('cms_images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) =>
      c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml')`),
    )
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('cms_images_client_sha256', ['client_id', 'sha256'])
    .execute();

  await db.schema
    .createTable('faq_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('public', 'adherent')`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('ordre', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('faq_categories_client_type_code', ['client_id', 'user_type', 'code'])
    .execute();

  await db.schema
    .createTable('faq_questions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('faq_categories.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('ordre', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_vector', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(portail_search_vector(title), 'A') || setweight(portail_search_vector(portail_html_text(content)), 'B')`,
        )
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('faq_questions_client_code', ['client_id', 'code'])
    .execute();
  await sql`create index faq_questions_search on faq_questions using gin (search_vector)`.execute(db);
  await db.schema.createIndex('faq_questions_category').on('faq_questions').column('category_id').execute();

  await db.schema
    .createTable('faq_related')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('faq_questions.id').onDelete('cascade'))
    .addColumn('related_question_id', 'integer', (c) => c.notNull().references('faq_questions.id').onDelete('cascade'))
    .addColumn('ordre', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_related_pk', ['question_id', 'related_question_id'])
    .addCheckConstraint('faq_related_not_self', sql`question_id <> related_question_id`)
    .execute();

  await db.schema
    .createTable('faq_feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('faq_questions.id').onDelete('cascade'))
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('is_useful', 'boolean', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.check(sql`char_length(comment) <= 2000`))
    .addColumn('account_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('faq_feedback_question').on('faq_feedback').column('question_id').execute();

  // Evidence of consent: every answer is kept; a newer one only closes the previous (superseded_at).
  await db.schema
    .createTable('consentement_reponses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('is_accepted', 'boolean', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('portail')`))
    .addColumn('ip', 'text')
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('superseded_at', 'timestamptz')
    .execute();
  await sql`create unique index consentement_reponses_current on consentement_reponses (account_id, nom) where superseded_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('reseaux_soins')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('reseau', 'text', (c) => c.notNull())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('num_omc', 'text')
    .addColumn('icon', 'text')
    .addColumn('image_id', 'integer', (c) => c.references('cms_images.id'))
    .addColumn('image_form', 'text', (c) => c.notNull().check(sql`image_form in ('covers', 'contain')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('ordre', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('partner_key_sha256', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('reseaux_soins_client_reseau', ['client_id', 'reseau'])
    .execute();

  await db.schema
    .createTable('sc_tokens')
    .addColumn('token_sha256', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('reseau_id', 'integer', (c) => c.notNull().references('reseaux_soins.id').onDelete('cascade'))
    .addColumn('numero_contrat', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sc_tokens_expires').on('sc_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sc_tokens',
    'reseaux_soins',
    'consentement_reponses',
    'faq_feedback',
    'faq_related',
    'faq_questions',
    'faq_categories',
    'cms_images',
    'cms_items',
    'cms_block_lists',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists portail_html_text(text), portail_search_vector(text), portail_fold(text)`.execute(
    db,
  );
}
