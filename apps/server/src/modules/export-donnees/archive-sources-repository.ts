import type { Db } from '../../db/database.ts';

/* The account's own rows that no member screen lists in full: its settings, every consent answer
   (history included) and its sign-ins (kept 180 days, decision 029). */

export async function findCompteExport(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .select([
      'user_name',
      'email',
      'created_at',
      'activated_at',
      'last_login_at',
      'amf_enabled',
      'amf_telephone',
      'biometrie_enabled',
    ])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export async function listConsentementsHistorique(db: Db, accountId: string) {
  return db
    .selectFrom('consentement_reponses')
    .select(['nom', 'version', 'libelle', 'is_accepted', 'answered_at', 'superseded_at'])
    .where('account_id', '=', accountId)
    .orderBy('answered_at')
    .orderBy('id')
    .execute();
}

export async function listConnexions(db: Db, accountId: string) {
  return db
    .selectFrom('connexions')
    .select(['at', 'ip', 'methode', 'user_agent'])
    .where('account_id', '=', accountId)
    .orderBy('at', 'desc')
    .execute();
}
