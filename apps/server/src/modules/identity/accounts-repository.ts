import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function findAccountForLogin(db: Db, clientId: number, userName: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'password_hash', 'disabled', 'is_email_confirmed', 'amf_enabled', 'amf_telephone', 'email', 'roles'])
    .where('client_id', '=', clientId)
    .where(sql<string>`lower(user_name)`, '=', userName.trim().toLowerCase())
    .executeTakeFirst();
}

/** A sign-in: the account's last one, and a line of its history (the member sheet's « Dernières connexions »). */
export async function recordLogin(
  db: Db,
  accountId: string,
  request: FastifyRequest,
  methode: 'mot_de_passe' | 'code' | 'oidc',
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ last_login_at: sql<Date>`now()` })
    .where('id', '=', accountId)
    .execute();
  await db
    .insertInto('connexions')
    .values({
      account_id: accountId,
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
      methode,
    })
    .execute();
}

export interface NewAccount {
  clientId: number;
  personneId: number | null;
  userName: string;
  email: string;
  nom?: string | null;
  prenom?: string | null;
  passwordHash: string;
  roles: string[];
  isEmailConfirmed: boolean;
  createdByAdmin: boolean;
}

/** Creates or updates the account of this identifier (demo seed, staff creation). */
export async function upsertAccount(db: Db, account: NewAccount): Promise<string> {
  const existing = await findAccountForLogin(db, account.clientId, account.userName);
  const values = {
    client_id: account.clientId,
    personne_id: account.personneId,
    user_name: account.userName,
    email: account.email,
    nom: account.nom ?? null,
    prenom: account.prenom ?? null,
    password_hash: account.passwordHash,
    roles: account.roles,
    is_email_confirmed: account.isEmailConfirmed,
    created_by_admin: account.createdByAdmin,
    disabled: false,
  };
  if (existing) {
    await db
      .updateTable('accounts')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const row = await db.insertInto('accounts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Everything the account lifecycle needs to know of one account, with its person's contact data. */
export async function findAccountById(db: Db, clientId: number, accountId: string) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('personnes as p', 'p.id', 'a.personne_id')
    .select([
      'a.id',
      'a.client_id',
      'a.personne_id',
      'a.user_name',
      'a.email',
      'a.password_hash',
      'a.roles',
      'a.is_email_confirmed',
      'a.created_by_admin',
      'a.disabled',
      'a.amf_enabled',
      'a.amf_telephone',
      'a.biometrie_enabled',
      sql<string | null>`coalesce(p.prenom, a.prenom)`.as('prenom'),
      'p.telephone as personne_telephone',
      'p.date_naissance',
      'p.num_pers',
    ])
    .where('a.client_id', '=', clientId)
    .where('a.id', '=', accountId)
    .executeTakeFirst();
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

export async function findAccountIdOfPersonne(db: Db, personneId: number) {
  const row = await db.selectFrom('accounts').select('id').where('personne_id', '=', personneId).executeTakeFirst();
  return row?.id;
}

export interface RegisteredAccount {
  clientId: number;
  personneId: number | null;
  userName: string;
  passwordHash: string | null;
  roles: string[];
  isEmailConfirmed: boolean;
  createdByAdmin: boolean;
  dematerialisation: boolean;
  cguAccepted: boolean;
  nom?: string | null;
  prenom?: string | null;
}

export async function insertAccount(trx: Db, account: RegisteredAccount): Promise<string> {
  const row = await trx
    .insertInto('accounts')
    .values({
      client_id: account.clientId,
      personne_id: account.personneId,
      user_name: account.userName,
      email: account.userName,
      nom: account.nom ?? null,
      prenom: account.prenom ?? null,
      password_hash: account.passwordHash,
      roles: account.roles,
      is_email_confirmed: account.isEmailConfirmed,
      created_by_admin: account.createdByAdmin,
      disabled: false,
      dematerialisation: account.dematerialisation,
      cgu_accepted_at: account.cguAccepted ? sql<Date>`now()` : null,
      activated_at: account.isEmailConfirmed ? sql<Date>`now()` : null,
      password_changed_at: account.passwordHash ? sql<Date>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markEmailConfirmed(trx: Db, accountId: string): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({
      is_email_confirmed: true,
      activated_at: sql<Date>`coalesce(activated_at, now())`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', accountId)
    .execute();
}

export async function setPassword(trx: Db, accountId: string, passwordHash: string): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ password_hash: passwordHash, password_changed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', accountId)
    .execute();
}

export async function recordActivationChoices(
  trx: Db,
  accountId: string,
  choices: { cguAccepted: boolean; dematerialisation: boolean | undefined },
): Promise<void> {
  const values = {
    ...(choices.cguAccepted ? { cgu_accepted_at: sql<Date>`now()` } : {}),
    ...(choices.dematerialisation === undefined ? {} : { dematerialisation: choices.dematerialisation }),
  };
  // Nothing chosen (no CGU asked, no paperless answer): an UPDATE with no column is an error.
  if (Object.keys(values).length === 0) return;
  await trx.updateTable('accounts').set(values).where('id', '=', accountId).execute();
}

export async function setUserName(
  trx: Db,
  accountId: string,
  userName: string,
  isEmailConfirmed: boolean,
): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ user_name: userName, email: userName, is_email_confirmed: isEmailConfirmed, updated_at: sql<Date>`now()` })
    .where('id', '=', accountId)
    .execute();
}

export async function setProtection(
  trx: Db,
  accountId: string,
  values: { amf_enabled?: boolean; amf_telephone?: string | null; biometrie_enabled?: boolean },
): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', accountId)
    .execute();
}

/**
 * Deletes the account and, by its foreign keys, all the portal holds on it (sessions, sign-ins,
 * tokens, codes, consents, uploads, popup choices, notifications read, idempotent answers). The
 * messages already sent to it lose their text and address at once; those still to be sent (the
 * notice of this deletion) go out first, then the purge wipes them (decision 051).
 */
export async function deleteAccount(trx: Db, accountId: string): Promise<void> {
  const account = await trx
    .selectFrom('accounts')
    .select(['email', 'amf_telephone'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) return;
  const addresses = [account.email.toLowerCase(), account.amf_telephone].filter((a): a is string => Boolean(a));
  await trx
    .updateTable('outbox')
    .set({
      recipient: '',
      subject: null,
      body_text: '',
      body_html: null,
      list_unsubscribe: null,
      last_error: null,
      anonymise_le: sql<Date>`now()`,
    })
    .where(sql<string>`lower(recipient)`, 'in', addresses)
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('discarded_at', 'is not', null)]))
    .where('anonymise_le', 'is', null)
    .execute();
  await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
}

/** Ends the account's sessions, but the one given (the browser that made the change). */
export async function deleteSessionsOfAccount(trx: Db, accountId: string, exceptSessionId?: string): Promise<number> {
  let query = trx.deleteFrom('sessions').where('account_id', '=', accountId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Consents answered at registration or activation, as evidence (same rows as POST forms/consentement). */
export async function insertConsentAnswers(
  trx: Db,
  answers: {
    clientId: number;
    accountId: string;
    nom: string;
    libelle: string;
    version: string;
    isAccepted: boolean;
    ip: string;
  }[],
): Promise<void> {
  for (const answer of answers) {
    await trx
      .updateTable('consentement_reponses')
      .set({ superseded_at: sql<Date>`now()` })
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
        answered_at: sql<Date>`now()`,
      })
      .execute();
  }
}
