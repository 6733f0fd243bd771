import type { Db } from '../../db/database.ts';
import type { MailContext } from '../../mail/mail-layout.ts';
import { issueLinkToken } from './account-tokens.ts';
import { insertAccount } from './accounts-repository.ts';
import { queueLinkMail } from './identity-mail.ts';

/**
 * The admin-created flow (§4): an account without password, and its holder e-mailed an activation
 * link (48 h) where he chooses his password and answers the CGU and consents. One function for the
 * identity route (POST identity/client/create) and the member sheet of the back office.
 */
export async function createAccountForActivation(
  trx: Db,
  context: MailContext,
  p: {
    clientId: number;
    personne: { id: number; prenom: string } | null;
    email: string;
    roles: string[];
    /** A staff account's name (a member's comes from his person). */
    nom: string | null;
    prenom: string | null;
  },
): Promise<{ accountId: string; expiresAt: Date }> {
  const accountId = await insertAccount(trx, {
    clientId: p.clientId,
    personneId: p.personne?.id ?? null,
    userName: p.email,
    passwordHash: null,
    roles: p.roles,
    isEmailConfirmed: false,
    createdByAdmin: true,
    dematerialisation: true,
    cguAccepted: false,
    nom: p.personne ? null : p.nom,
    prenom: p.personne ? null : p.prenom,
  });
  const { code, expiresAt } = await issueLinkToken(trx, accountId, 'Activation');
  await queueLinkMail(trx, context, {
    to: p.email,
    prenom: p.personne?.prenom ?? p.prenom,
    accountId,
    code,
    expiresAt,
    purpose: 'Activation',
  });
  return { accountId, expiresAt };
}
