import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portail/shared/current-user';
import {
  amfContactResponseSchema,
  amfSendResponseSchema,
  amfSendSchema,
  amfStatusResponseSchema,
  amfVerifyResponseSchema,
  amfVerifySchema,
} from '@portail/shared/identity-amf';
import { amfMessages } from '@portail/shared/identity-messages';
import { tooManyRequests } from '../../lib/app-error.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { enqueueMail, enqueueSms } from '../../mail/outbox-repository.ts';
import { securityCodeSms, templates } from '../../mail/templates.ts';
import { hitRateLimit } from '../../plugins/rate-limit-store.ts';
import { requireAccount } from '../../plugins/session.ts';
import { findAccountById } from '../identity/accounts-repository.ts';
import { clientConfiguration, identityBodyLimit, type IdentityDeps } from '../identity/identity-deps.ts';
import { maskEmail, maskPhone } from '../identity/masking.ts';
import { chooseDestination, operationPurposes, resolveSubject } from './amf-subject.ts';
import { verifyAmfCode } from './amf-verify.ts';
import { deletePending } from './pending-repository.ts';
import {
  endPending,
  ownerCodeOperations,
  ownerFirstOperations,
  securityCodePolicy,
  sendsPerHourOf,
  type SecurityCodes,
} from './security-codes.ts';
import { insertSecurityCode, secondsSinceLastCode } from './security-codes-repository.ts';

const tags = ['multi-facteur'];

/** §7 Multi-factor: masked contact data, status, send, verify (paths chosen in docs/identity-api.md). */
export const amfRoutes: FastifyPluginAsyncZod<IdentityDeps & { codes: SecurityCodes }> = async (app, deps) => {
  const { db, publicUrl, codes, secureCookies } = deps;

  app.get(
    '/identity/amf/contact',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Coordonnées où envoyer un code, masquées (e-mail et téléphone portable)',
        response: { 200: amfContactResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const session = requireAccount(request);
      const account = await findAccountById(db, request.client.id, session.accountId);
      const phone = account?.amf_telephone ?? account?.personne_telephone ?? null;
      return { email: account ? maskEmail(account.email) : null, telephone: phone ? maskPhone(phone) : null };
    },
  );

  app.get(
    '/identity/amf/status',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'État de la protection via SMS du compte (à relire après ACTIVATE_AMF ou MODIFY_TEL_AMF)',
        response: { 200: amfStatusResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const session = requireAccount(request);
      const account = await findAccountById(db, request.client.id, session.accountId);
      return {
        isAmfActivated: account?.amf_enabled ?? false,
        isBiometrieActivated: account?.biometrie_enabled ?? false,
        telephone: account?.amf_telephone ? maskPhone(account.amf_telephone) : null,
        amfSmsActivated: clientConfiguration(request).amfSmsActivated,
      };
    },
  );

  app.post(
    '/identity/amf/send',
    {
      bodyLimit: identityBodyLimit,
      config: { access: 'public', securityCode: true, rateLimit: { max: 30, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags,
        summary: 'Envoie (ou renvoie) un code de sécurité à 6 chiffres par SMS ou par e-mail',
        description:
          'LOGIN_AMF et VERIFY_UNAUTHENTICATED_AMF : sans session, avec le cookie de la demande en cours (POST identity/login ou pre-forgot-username). Les autres : session requise. MODIFY_TEL_AMF et VERIFY_MAIL_AMF : en-tête X-SecurityCode d’un code VERIFY_AMF ou VERIFY_SMS_AMF vérifié (le titulaire actuel d’abord). Téléphone absent ou non autorisé : envoi par e-mail, telephoneForbidden et le message du §8. Renvoi au plus toutes les 30 s, 10 codes par heure et par compte (30 pour un compte du personnel), 30 envois par 15 min et par adresse IP ; au-delà 429 avec Retry-After. Compte protégé par SMS : les codes VERIFY_AMF, VERIFY_SMS_AMF et DESACTIVATE_AMF ne partent pas par e-mail (403 SMS_REQUIRED) tant que le SMS peut atteindre le téléphone.',
        body: amfSendSchema,
        response: {
          200: amfSendResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema.extend({ logoutUrl: amfSendResponseSchema.shape.logoutUrl.optional() }),
        },
      },
    },
    async (request, reply) => {
      const { operation } = request.body;
      const subject = await resolveSubject(db, request, operation);
      const destination = chooseDestination(subject, operation, request.body, clientConfiguration(request));
      const { account } = subject;
      // A new protection phone or a new identifier is asked by the account's owner: a fresh
      // VERIFY_AMF code first (decision 026).
      if (ownerFirstOperations.has(operation)) await codes.requireVerified(request, account.id, ownerCodeOperations);
      const since = await secondsSinceLastCode(db, account.id, operation);
      if (since !== null && since < securityCodePolicy.resendDelaySeconds)
        throw tooManyRequests(
          'RESEND_TOO_SOON',
          amfMessages.resendTooSoon,
          securityCodePolicy.resendDelaySeconds - since,
        );
      const { current, ttl } = await hitRateLimit(db, `amf-send:${account.id}`, 60 * 60 * 1000);
      if (current > sendsPerHourOf(account)) {
        // The wait is said in words too: a person reads the message, a program Retry-After.
        const retryAfter = Math.max(1, Math.ceil(ttl / 1000));
        const message = amfMessages.tooManyCodesWait(retryAfter);
        if (operation !== 'LOGIN_AMF') throw tooManyRequests('TOO_MANY_CODES', message, retryAfter);
        // The sign-in attempt ends: the page says how long to wait, on the sign-in form.
        await deletePending(db, subject.pendingId!);
        endPending(reply, secureCookies);
        return reply
          .code(429)
          .header('retry-after', String(retryAfter))
          .send({ code: 'TOO_MANY_CODES', message, logoutUrl: '/login' });
      }
      const context = await buildMailContext(db, request, publicUrl);
      const code = codes.newCode();
      const minutes = securityCodePolicy.ttlMs / 60_000;
      await db.transaction().execute(async (trx) => {
        const expiresAt = await insertSecurityCode(trx, {
          accountId: account.id,
          pendingId: subject.pendingId,
          operation,
          sendType: destination.sendType,
          destination: destination.to,
          codeHmac: codes.hmacOf(account.id, code),
          ttlMs: securityCodePolicy.ttlMs,
        });
        if (destination.sendType === 'SMS')
          await enqueueSms(trx, {
            to: destination.to,
            text: securityCodeSms(context, { code, minutes }),
            template: `SecurityCode:${operation}`,
            discardAfter: expiresAt,
            requestId: context.requestId,
          });
        else
          await enqueueMail(trx, {
            to: destination.to,
            ...templates.securityCode(context, { code, minutes, purpose: operationPurposes[operation] }),
            template: `SecurityCode:${operation}`,
            discardAfter: expiresAt,
          });
      });
      const sentText =
        destination.sendType === 'SMS'
          ? amfMessages.sentBySms(maskPhone(destination.to))
          : amfMessages.sentByMail(maskEmail(destination.to));
      return {
        sendType: destination.sendType,
        content: destination.notice ?? (since !== null ? amfMessages.resent : sentText),
        telephoneForbidden: destination.telephoneForbidden,
        logoutUrl: null,
      };
    },
  );

  app.post(
    '/identity/amf/verify',
    {
      bodyLimit: identityBodyLimit,
      config: { access: 'public', securityCode: true, rateLimit: { max: 60, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags,
        summary: 'Vérifie le code (10 min, 5 essais, usage unique) et fait l’opération qu’il permet',
        description:
          'LOGIN_AMF : ouvre la session. ACTIVATE_AMF, MODIFY_TEL_AMF (newAmfTel = le numéro qui a reçu le code), DESACTIVATE_AMF, ACTIVATE_BIOMETRIE, DESACTIVATE_BIOMETRIE : font le changement. VERIFY_AMF, VERIFY_SMS_AMF, VERIFY_MAIL_AMF, VERIFY_UNAUTHENTICATED_AMF : le code devient le code courant, à envoyer dans X-SecurityCode sur l’appel qu’il protège (une fois, dans les 10 minutes).',
        body: amfVerifySchema,
        response: { 200: amfVerifyResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => verifyAmfCode(app, deps, request, reply),
  );
};
