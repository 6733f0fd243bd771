import { type Kysely, sql } from 'kysely';

/**
 * Account lifecycle: link tokens, multi-factor codes, pending sign-ins, outbox delivery state,
 * external OIDC providers and the SSO signing key (docs/decisions/008 to 012).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .alterTable('accounts')
    .addColumn('dematerialisation', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('cgu_accepted_at', 'timestamptz')
    .addColumn('activated_at', 'timestamptz')
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('amf_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('amf_telephone', 'text')
    .addColumn('biometrie_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // Links sent by e-mail: only the SHA-256 of the random token is kept.
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('Confirmation', 'Activation', 'ResetPassword')`),
    )
    .addColumn('token_sha256', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('account_tokens_account')
    .on('account_tokens')
    .columns(['account_id', 'purpose'])
    .execute();

  // A sign-in waiting for its LOGIN_AMF code, or a forgotten identifier waiting for its code: not a session.
  await db.schema
    .createTable('pending_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('login', 'forgot-username')`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('callback_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Six-digit codes, kept as HMAC-SHA-256 with a server secret (a plain hash of 10^6 values is no secret).
  await db.schema
    .createTable('security_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('pending_id', 'text', (c) => c.references('pending_verifications.id').onDelete('cascade'))
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('send_type', 'text', (c) => c.notNull().check(sql`send_type in ('SMS', 'MAIL')`))
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('code_hmac', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('security_codes_account')
    .on('security_codes')
    .columns(['account_id', 'operation'])
    .execute();

  // Delivery state of the outbox: retries with backoff, a lease so two instances never send one message.
  await db.schema
    .alterTable('outbox')
    .addColumn('template', 'text')
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('discard_after', 'timestamptz')
    .addColumn('discarded_at', 'timestamptz')
    .execute();
  await sql`create index outbox_due on outbox (next_attempt_at) where sent_at is null and discarded_at is null`.execute(
    db,
  );

  // Server-side half of a client's external OIDC provider (the public half is clients.oidc_external_provider).
  await db.schema
    .createTable('oidc_providers')
    .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('oauth_client_id', 'text', (c) => c.notNull())
    .addColumn('oauth_client_secret', 'text')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('openid email'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('oidc_login_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('oidc_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('id_token', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'oidc_sessions',
    'oidc_login_states',
    'oidc_providers',
    'security_codes',
    'pending_verifications',
    'account_tokens',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop index if exists outbox_due`.execute(db);
  for (const column of ['template', 'next_attempt_at', 'locked_until', 'discard_after', 'discarded_at'])
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  for (const column of [
    'dematerialisation',
    'cgu_accepted_at',
    'activated_at',
    'password_changed_at',
    'amf_enabled',
    'amf_telephone',
    'biometrie_enabled',
  ])
    await db.schema.alterTable('accounts').dropColumn(column).execute();
}
