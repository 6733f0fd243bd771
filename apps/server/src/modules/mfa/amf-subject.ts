import type { FastifyRequest } from 'fastify';
import { type AmfOperation, isAllowedMobile, normalizeMobile } from '@portail/shared/identity-amf';
import { amfMessages, registrationMessages } from '@portail/shared/identity-messages';
import { emailIdentifierPattern } from '@portail/shared/identity-registration';
import { defaultHttpMessage } from '@portail/shared/messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAccount } from '../../plugins/session.ts';
import type { StoredConfiguration } from '../clients/client-schemas.ts';
import { type AccountRow, findAccountById } from '../identity/accounts-repository.ts';
import { maskPhone } from '../identity/masking.ts';
import { findPending } from './pending-repository.ts';
import { pendingIdOf } from './security-codes.ts';

/** Operations done before any session: the account comes from the pending request's cookie. */
const unauthenticatedOperations: readonly AmfOperation[] = ['LOGIN_AMF', 'VERIFY_UNAUTHENTICATED_AMF'];

export interface AmfSubject {
  account: AccountRow;
  pendingId: string | null;
  callbackUrl: string | null;
}

/** Whose code this is: the pending sign-in / forgotten identifier, or the signed-in member. */
export async function resolveSubject(db: Db, request: FastifyRequest, operation: AmfOperation): Promise<AmfSubject> {
  if (unauthenticatedOperations.includes(operation)) {
    const id = pendingIdOf(request);
    const pending = id && (await findPending(db, id, operation === 'LOGIN_AMF' ? 'login' : 'forgot-username'));
    const account = pending ? await findAccountById(db, request.client.id, pending.account_id) : undefined;
    if (!pending || !account || account.disabled) throw new AppError(401, 'PENDING_EXPIRED', amfMessages.loginExpired);
    return { account, pendingId: pending.id, callbackUrl: pending.callback_url };
  }
  const session = requireAccount(request);
  const account = await findAccountById(db, request.client.id, session.accountId);
  if (!account) throw new AppError(401, 'UNAUTHENTICATED', defaultHttpMessage(401));
  return { account, pendingId: null, callbackUrl: null };
}

export interface Destination {
  sendType: 'SMS' | 'MAIL';
  to: string;
  telephoneForbidden: boolean;
  /** The phone-not-allowed text of §8, when the code went by mail instead. */
  notice: string | null;
}

function invalid(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION', defaultHttpMessage(400), { [field]: message });
}

/**
 * The codes that allow a sensitive change of a signed-in account: the owner's proof before a new
 * password, identifier, phone, bank details or the account's deletion, and ending the protection.
 */
const smsOnlyOperations: ReadonlySet<AmfOperation> = new Set<AmfOperation>([
  'VERIFY_AMF',
  'VERIFY_SMS_AMF',
  'DESACTIVATE_AMF',
]);

/**
 * Where the code goes. ACTIVATE_AMF and MODIFY_TEL_AMF prove the new phone, so they need an SMS to
 * an allowed mobile; VERIFY_MAIL_AMF proves a new address; every other operation falls back to
 * mail when the phone is missing or not an allowed mobile (§4, §8).
 */
export function chooseDestination(
  subject: AmfSubject,
  operation: AmfOperation,
  body: { sendType: 'SMS' | 'MAIL'; username?: string | undefined; newAmfTel?: string | undefined },
  configuration: StoredConfiguration,
): Destination {
  const { account } = subject;
  if (operation === 'ACTIVATE_AMF' || operation === 'MODIFY_TEL_AMF') {
    if (!configuration.amfSmsActivated) throw new AppError(403, 'SMS_UNAVAILABLE', amfMessages.smsUnavailable);
    if (operation === 'ACTIVATE_AMF' && account.amf_enabled)
      throw new AppError(409, 'AMF_ALREADY_ACTIVE', amfMessages.alreadyActivated);
    if (operation === 'MODIFY_TEL_AMF' && !account.amf_enabled)
      throw new AppError(409, 'AMF_NOT_ACTIVE', amfMessages.notActivated);
    const tel = body.newAmfTel ?? (operation === 'ACTIVATE_AMF' ? account.personne_telephone : null);
    if (!tel) throw invalid('newAmfTel', amfMessages.phoneRequired);
    if (!isAllowedMobile(tel)) throw invalid('newAmfTel', amfMessages.phoneFormat);
    return { sendType: 'SMS', to: normalizeMobile(tel), telephoneForbidden: false, notice: null };
  }
  if (operation === 'DESACTIVATE_AMF' && !account.amf_enabled)
    throw new AppError(409, 'AMF_NOT_ACTIVE', amfMessages.notActivated);
  if (operation === 'VERIFY_MAIL_AMF') {
    const address = body.username?.trim();
    if (!address || !emailIdentifierPattern.test(address)) throw invalid('username', registrationMessages.emailFormat);
    return { sendType: 'MAIL', to: address, telephoneForbidden: false, notice: null };
  }
  const wantsSms = body.sendType === 'SMS' || operation === 'VERIFY_SMS_AMF';
  const phone = account.amf_telephone ?? account.personne_telephone;
  const smsReachable = configuration.amfSmsActivated && phone !== null && isAllowedMobile(phone);
  if (!wantsSms) {
    // Mailbox and session must not be enough to undo what the owner protected by SMS. When the
    // SMS cannot reach the phone, §8's fallback to mail (with its notice) stays (decision 036).
    if (account.amf_enabled && smsReachable && smsOnlyOperations.has(operation))
      throw new AppError(403, 'SMS_REQUIRED', amfMessages.smsRequired);
    return { sendType: 'MAIL', to: account.email, telephoneForbidden: false, notice: null };
  }
  if (smsReachable) return { sendType: 'SMS', to: normalizeMobile(phone), telephoneForbidden: false, notice: null };
  return {
    sendType: 'MAIL',
    to: account.email,
    telephoneForbidden: true,
    notice: amfMessages.phoneNotAllowed(phone ? maskPhone(phone) : 'numéro de téléphone'),
  };
}

/** What the code is for, in the mail: "Voici votre code de sécurité pour …". */
export const operationPurposes: Record<AmfOperation, string> = {
  ACTIVATE_AMF: 'activer la protection de votre compte via SMS',
  ACTIVATE_BIOMETRIE: 'activer la connexion biométrique',
  DESACTIVATE_AMF: 'désactiver la protection de votre compte via SMS',
  DESACTIVATE_BIOMETRIE: 'désactiver la connexion biométrique',
  LOGIN_AMF: 'vous connecter à votre espace adhérent',
  MODIFY_TEL_AMF: 'modifier le téléphone portable lié à la protection via SMS',
  VERIFY_AMF: 'confirmer une opération sur votre compte',
  VERIFY_MAIL_AMF: 'confirmer votre nouvelle adresse e-mail',
  VERIFY_SMS_AMF: 'confirmer une opération sur votre compte',
  VERIFY_UNAUTHENTICATED_AMF: 'retrouver l’accès à votre compte',
};
