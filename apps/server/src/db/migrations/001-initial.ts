import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('clients')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('hosts', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('data_collect_activated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_donnees_ro_monegasques_activated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('oidc_external_provider', 'jsonb')
    .addColumn('fonctionnalites', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('configuration', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('branding', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // At most one default client.
  await sql`create unique index clients_one_default on clients (is_default) where is_default`.execute(db);

  await db.schema
    .createTable('client_assets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('client_assets_client_name', ['client_id', 'name'])
    .execute();

  await db.schema
    .createTable('personnes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('num_pers', 'text', (c) => c.notNull())
    .addColumn('code_civilite', 'text')
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('nom_patronymique', 'text')
    .addColumn('date_naissance', 'date', (c) => c.notNull())
    .addColumn('nir', 'text')
    .addColumn('nir_cle', 'text')
    .addColumn('email', 'text')
    .addColumn('telephone', 'text')
    .addColumn('teletransmission', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('motif_refus_teletransmission', 'text')
    .addColumn('adresse', 'jsonb')
    .addColumn('banque', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('personnes_client_num_pers', ['client_id', 'num_pers'])
    .execute();
  await db.schema.createIndex('personnes_nir').on('personnes').columns(['client_id', 'nir']).execute();

  await db.schema
    .createTable('contrats')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('numero_contrat_individuel', 'text', (c) => c.notNull())
    .addColumn('souscripteur_id', 'integer', (c) => c.notNull().references('personnes.id'))
    .addColumn('nom_offre', 'text', (c) => c.notNull())
    .addColumn('etat', 'text', (c) => c.notNull().check(sql`etat in ('eninstance', 'valide', 'resilie', 'suspendu')`))
    .addColumn('is_precontentieux', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('date_effet', 'date')
    .addColumn('date_resiliation', 'date')
    .addColumn('code_mode_paiement', 'text')
    .addColumn('rib', 'text')
    .addColumn('fonctionnalites', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('contrats_client_numero', ['client_id', 'numero_contrat_individuel'])
    .execute();
  await db.schema.createIndex('contrats_souscripteur').on('contrats').column('souscripteur_id').execute();

  await db.schema
    .createTable('beneficiaires')
    .addColumn('contrat_id', 'integer', (c) => c.notNull().references('contrats.id').onDelete('cascade'))
    .addColumn('personne_id', 'integer', (c) => c.notNull().references('personnes.id'))
    .addColumn('lien', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('beneficiaires_pk', ['contrat_id', 'personne_id'])
    .execute();
  await db.schema.createIndex('beneficiaires_personne').on('beneficiaires').column('personne_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('personne_id', 'integer', (c) => c.references('personnes.id'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('nom', 'text')
    .addColumn('prenom', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('is_email_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index accounts_client_user_name on accounts (client_id, lower(user_name))`.execute(db);
  await sql`create unique index accounts_personne on accounts (personne_id) where personne_id is not null`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('mail', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'app_secrets',
    'rate_limits',
    'sessions',
    'accounts',
    'beneficiaires',
    'contrats',
    'personnes',
    'client_assets',
    'clients',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
