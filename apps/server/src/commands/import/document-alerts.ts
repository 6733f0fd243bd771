import type { Db } from '../../db/database.ts';
import { buildClientMailContext } from '../../modules/clients/mail-context.ts';
import { enqueueMail } from '../../mail/outbox-repository.ts';
import { documentMails } from '../../modules/documents/document-mails.ts';
import { alerteEmailActive } from '../../modules/profil/alertes-email.ts';
import { chunks } from './import-repository.ts';

/**
 * The new-document e-mail: one per account whose person got documents he did not have, unless he
 * turned the alert off (« Mes préférences », accounts.alertes_email). In the import's transaction.
 */
export async function sendDocumentAlerts(
  trx: Db,
  client: { id: number },
  nouveauxPour: ReadonlyMap<number, number>,
  publicUrl: string,
): Promise<number> {
  if (nouveauxPour.size === 0) return 0;
  const comptes = [];
  // A few hundred persons per statement, as the import's other lists (parameter limit).
  for (const ids of chunks([...nouveauxPour.keys()]))
    comptes.push(
      ...(await trx
        .selectFrom('accounts')
        .select(['email', 'prenom', 'personne_id'])
        .where('client_id', '=', client.id)
        .where('personne_id', 'in', ids)
        .where('disabled', '=', false)
        .where(alerteEmailActive(null, 'alerteDocument'))
        .execute()),
    );
  if (comptes.length === 0) return 0;
  const context = await buildClientMailContext(trx, client.id, publicUrl);
  for (const compte of comptes) {
    const documents = nouveauxPour.get(compte.personne_id!) ?? 0;
    const mail = documentMails.nouveauxDocuments(context, { prenom: compte.prenom, documents });
    await enqueueMail(trx, { to: compte.email, ...mail, template: 'nouveau-document' });
  }
  return comptes.length;
}
