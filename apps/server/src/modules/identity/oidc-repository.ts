import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function findOidcProvider(db: Db, clientId: number) {
  return db
    .selectFrom('oidc_providers')
    .select(['issuer', 'oauth_client_id', 'oauth_client_secret', 'scope'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}
export type OidcProviderRow = NonNullable<Awaited<ReturnType<typeof findOidcProvider>>>;

/** The server-side registration of a client at its provider (deployment, tests). */
export async function upsertOidcProvider(
  db: Db,
  provider: {
    clientId: number;
    issuer: string;
    oauthClientId: string;
    oauthClientSecret: string | null;
    scope?: string;
  },
): Promise<void> {
  const values = {
    client_id: provider.clientId,
    issuer: provider.issuer,
    oauth_client_id: provider.oauthClientId,
    oauth_client_secret: provider.oauthClientSecret,
    scope: provider.scope ?? 'openid email',
  };
  await db
    .insertInto('oidc_providers')
    .values(values)
    .onConflict((oc) => oc.column('client_id').doUpdateSet(values))
    .execute();
}

export async function insertLoginState(
  db: Db,
  state: { state: string; clientId: number; codeVerifier: string; nonce: string; callbackUrl: string },
): Promise<void> {
  await db
    .deleteFrom('oidc_login_states')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('oidc_login_states')
    .values({
      state: state.state,
      client_id: state.clientId,
      code_verifier: state.codeVerifier,
      nonce: state.nonce,
      callback_url: state.callbackUrl,
      expires_at: sql<Date>`now() + interval '10 minutes'`,
    })
    .execute();
}

/** Takes the state once: a replayed callback finds nothing. */
export async function takeLoginState(db: Db, state: string, clientId: number) {
  return db
    .deleteFrom('oidc_login_states')
    .where('state', '=', state)
    .where('client_id', '=', clientId)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['code_verifier', 'nonce', 'callback_url'])
    .executeTakeFirst();
}

export async function saveIdToken(db: Db, sessionId: string, idToken: string): Promise<void> {
  await db.insertInto('oidc_sessions').values({ session_id: sessionId, id_token: idToken }).execute();
}

export async function findIdToken(db: Db, sessionId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('oidc_sessions')
    .select('id_token')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row?.id_token;
}

/** The member an external identity designates: numPers claim first, else a verified e-mail. */
export async function findAccountForClaims(
  db: Db,
  clientId: number,
  claims: { numPers?: string | undefined; email?: string | undefined },
) {
  if (claims.numPers) {
    const row = await db
      .selectFrom('personnes as p')
      .leftJoin('accounts as a', 'a.personne_id', 'p.id')
      .select(['p.id as personneId', 'a.id as accountId', 'a.disabled'])
      .where('p.client_id', '=', clientId)
      .where('p.num_pers', '=', claims.numPers)
      .executeTakeFirst();
    if (row) return row;
  }
  if (claims.email) {
    const row = await db
      .selectFrom('accounts')
      .select(['personne_id as personneId', 'id as accountId', 'disabled'])
      .where('client_id', '=', clientId)
      .where(sql<string>`lower(user_name)`, '=', claims.email.toLowerCase())
      .executeTakeFirst();
    if (row) return row;
  }
  return undefined;
}
