import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The account's current answers (one per consent, the latest). */
export async function findCurrentAnswers(db: Db, accountId: string) {
  return db
    .selectFrom('consentement_reponses')
    .select(['nom', 'version', 'libelle', 'is_accepted', 'answered_at'])
    .where('account_id', '=', accountId)
    .where('superseded_at', 'is', null)
    .orderBy('nom')
    .execute();
}

export interface NewAnswer {
  clientId: number;
  accountId: string;
  nom: string;
  version: string;
  libelle: string;
  isAccepted: boolean;
  ip: string | null;
}

/**
 * Records an answer as evidence: the previous current answer is closed (superseded_at), never
 * erased. The account row is locked so two answers at once cannot both become current.
 */
export async function recordAnswer(db: Db, answer: NewAnswer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('accounts').select('id').where('id', '=', answer.accountId).forUpdate().execute();
    const now = sql<Date>`now()`;
    await trx
      .updateTable('consentement_reponses')
      .set({ superseded_at: now })
      .where('account_id', '=', answer.accountId)
      .where('nom', '=', answer.nom)
      .where('superseded_at', 'is', null)
      .execute();
    await trx
      .insertInto('consentement_reponses')
      .values({
        client_id: answer.clientId,
        account_id: answer.accountId,
        nom: answer.nom,
        version: answer.version,
        libelle: answer.libelle,
        is_accepted: answer.isAccepted,
        channel: 'portail',
        ip: answer.ip,
        answered_at: now,
      })
      .execute();
  });
}
