import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { getOrCreateSecret } from '../../plugins/secrets-repository.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';

/*
 * The unsubscribe link of notification e-mails (decision 033): the account id and an HMAC of it
 * for this one purpose, with a secret kept in the database (every instance signs alike). It never
 * expires — an old e-mail's link still works — and can do one thing only: turn the account's
 * notification e-mails off in its preferences.
 */

const purpose = 'desabonnement-notifications-email:';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function desabonnementSecret(db: Db): Promise<string> {
  return getOrCreateSecret(db, 'desabonnement');
}

export function signDesabonnement(secret: string, accountId: string): string {
  return `${accountId}.${hmac(secret, purpose + accountId)}`;
}

/** The account a token names, when its signature holds. */
export function verifyDesabonnement(secret: string, token: string): string | null {
  const [accountId, signature, ...rest] = token.split('.');
  if (!accountId || !signature || rest.length > 0 || !uuid.test(accountId)) return null;
  return safeEqual(signature, hmac(secret, purpose + accountId)) ? accountId : null;
}

/** Turns the alert off in « Mes préférences » (accounts.alertes_email), keeping the other alerts. */
export async function desabonner(db: Db, accountId: string): Promise<{ clientLibelle: string } | null> {
  const row = await db
    .updateTable('accounts')
    .set({ alertes_email: sql`coalesce(alertes_email, '{}'::jsonb) || '{"alerteNotification": false}'::jsonb` })
    .where('id', '=', accountId)
    .returning('client_id')
    .executeTakeFirst();
  if (!row) return null;
  const client = await db
    .selectFrom('clients')
    .select('libelle')
    .where('id', '=', row.client_id)
    .executeTakeFirstOrThrow();
  return { clientLibelle: client.libelle };
}

export async function clientOfAccount(db: Db, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .innerJoin('clients', 'clients.id', 'accounts.client_id')
    .select('clients.libelle')
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  return row?.libelle ?? null;
}
