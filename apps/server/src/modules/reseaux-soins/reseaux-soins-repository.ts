import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function findServices(db: Db, clientId: number) {
  return db
    .selectFrom('reseaux_soins')
    .select(['reseau', 'libelle', 'url', 'num_omc', 'icon', 'image_id', 'image_form', 'description', 'ordre'])
    .where('client_id', '=', clientId)
    .orderBy('ordre')
    .orderBy('id')
    .execute();
}

export async function findReseauId(db: Db, clientId: number, reseau: string) {
  const row = await db
    .selectFrom('reseaux_soins')
    .select('id')
    .where('client_id', '=', clientId)
    .where('reseau', '=', reseau)
    .executeTakeFirst();
  return row?.id;
}

/** The partner whose key hashes to this value, in this client. */
export async function findPartner(db: Db, clientId: number, keySha256: string) {
  return db
    .selectFrom('reseaux_soins')
    .select(['id', 'reseau'])
    .where('client_id', '=', clientId)
    .where('partner_key_sha256', '=', keySha256)
    .executeTakeFirst();
}

export async function insertToken(
  db: Db,
  token: { sha256: string; clientId: number; accountId: string; reseauId: number; numeroContrat: string | null },
  lifetimeMs: number,
): Promise<void> {
  // Tokens long past their expiry are of no use, not even as a trace: they go as new ones come.
  await db
    .deleteFrom('sc_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('sc_tokens')
    .values({
      token_sha256: token.sha256,
      client_id: token.clientId,
      account_id: token.accountId,
      reseau_id: token.reseauId,
      numero_contrat: token.numeroContrat,
      expires_at: sql<Date>`now() + ${lifetimeMs} * interval '1 millisecond'`,
    })
    .execute();
}

/** Marks the token used if it is this partner's, unused and unexpired, in one statement (single use). */
export async function consumeToken(db: Db, tokenSha256: string, reseauId: number) {
  return db
    .updateTable('sc_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_sha256', '=', tokenSha256)
    .where('reseau_id', '=', reseauId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['account_id', 'numero_contrat'])
    .executeTakeFirst();
}

export async function findToken(db: Db, clientId: number, tokenSha256: string) {
  return db
    .selectFrom('sc_tokens')
    .select(['reseau_id'])
    .where('client_id', '=', clientId)
    .where('token_sha256', '=', tokenSha256)
    .executeTakeFirst();
}

export async function findIdentity(db: Db, accountId: string) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('personnes as p', 'p.id', 'a.personne_id')
    .select(['p.num_pers', 'p.nom', 'p.prenom'])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
}
