import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AmfVerifyBody, type AmfVerifyResponse, normalizeMobile } from '@portail/shared/identity-amf';
import { amfMessages } from '@portail/shared/identity-messages';
import { AppError } from '../../lib/app-error.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { templates } from '../../mail/templates.ts';
import { recordLogin, setProtection } from '../identity/accounts-repository.ts';
import type { IdentityDeps } from '../identity/identity-deps.ts';
import { queueNotice } from '../identity/identity-mail.ts';
import { safeCallbackUrl, toCurrentUser } from '../identity/session-user.ts';
import { resolveSubject } from './amf-subject.ts';
import { deletePending } from './pending-repository.ts';
import {
  endPending,
  ownerCodeOperations,
  ownerFirstOperations,
  securityCodePolicy,
  type SecurityCodes,
} from './security-codes.ts';
import { countAttempt, findPendingCode, markVerified } from './security-codes-repository.ts';

/** What the verified code does at once; the VERIFY_* operations only make it the current code. */
const changes = {
  ACTIVATE_AMF: (to: string) => ({ values: { amf_enabled: true, amf_telephone: to }, message: amfMessages.activated }),
  MODIFY_TEL_AMF: (to: string) => ({ values: { amf_telephone: to }, message: amfMessages.phoneModified }),
  DESACTIVATE_AMF: () => ({ values: { amf_enabled: false, amf_telephone: null }, message: amfMessages.deactivated }),
  ACTIVATE_BIOMETRIE: () => ({ values: { biometrie_enabled: true }, message: amfMessages.verified }),
  DESACTIVATE_BIOMETRIE: () => ({ values: { biometrie_enabled: false }, message: amfMessages.verified }),
} as const;

/** The code: present, unexpired, under five tries, equal; the sixth try is refused even when right. */
export async function verifyAmfCode(
  app: FastifyInstance,
  { db, publicUrl, secureCookies, codes }: IdentityDeps & { codes: SecurityCodes },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AmfVerifyResponse> {
  const body = request.body as AmfVerifyBody;
  const operation = body.operation;
  const subject = await resolveSubject(db, request, operation);
  const { account } = subject;
  const row = await findPendingCode(db, account.id, operation, subject.pendingId);
  if (!row) throw new AppError(400, 'CODE_EXPIRED', amfMessages.codeExpired);
  const counted = await countAttempt(db, row.id, securityCodePolicy.maxAttempts);
  if (!counted) throw new AppError(400, 'CODE_LOCKED', amfMessages.tooManyTries);
  const sameDestination =
    (!body.newAmfTel || normalizeMobile(body.newAmfTel) === row.destination) &&
    (operation !== 'VERIFY_MAIL_AMF' ||
      !body.username ||
      body.username.trim().toLowerCase() === row.destination.toLowerCase());
  if (!safeEqual(row.code_hmac, codes.hmacOf(account.id, body.securityCode.trim())) || !sameDestination) {
    if (counted.attempts >= securityCodePolicy.maxAttempts)
      throw new AppError(400, 'CODE_LOCKED', amfMessages.tooManyTries);
    throw new AppError(400, 'CODE_WRONG', amfMessages.codeWrong);
  }

  if (operation === 'LOGIN_AMF') {
    await db.transaction().execute(async (trx) => {
      if (!(await markVerified(trx, row.id, true))) throw new AppError(400, 'CODE_EXPIRED', amfMessages.codeExpired);
      await deletePending(trx, subject.pendingId!);
    });
    endPending(reply, secureCookies);
    const signedIn = await app.signIn(request, reply, account.id);
    await recordLogin(db, account.id, request, 'code');
    return {
      message: amfMessages.verified,
      currentUser: toCurrentUser(signedIn),
      redirectUrl: safeCallbackUrl(request, subject.callbackUrl),
    };
  }

  const change = operation in changes ? changes[operation as keyof typeof changes](row.destination) : null;
  // The new destination's code and the owner's VERIFY_AMF code (sent with the send) are spent
  // together: the new phone is set at once; the new address's code then backs the identifier change.
  const ownerCodeId = ownerFirstOperations.has(operation)
    ? await codes.requireVerified(request, account.id, ownerCodeOperations)
    : null;
  const context = change && operation.endsWith('_AMF') ? await buildMailContext(db, request, publicUrl) : null;
  await db.transaction().execute(async (trx) => {
    if (!(await markVerified(trx, row.id, change !== null)))
      throw new AppError(400, 'CODE_EXPIRED', amfMessages.codeExpired);
    if (ownerCodeId !== null) await codes.consume(trx, ownerCodeId);
    if (!change) return;
    await setProtection(trx, account.id, change.values);
    if (context)
      await queueNotice(
        trx,
        account.email,
        templates.protectionChanged(context, { prenom: account.prenom, what: change.message }),
        `Protection:${operation}`,
      );
  });
  return { message: change?.message ?? amfMessages.verified };
}
