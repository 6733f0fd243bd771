import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, errorBodySchema, loginBodySchema, sessionStateSchema } from '@portail/shared/current-user';
import { identityMessages } from '@portail/shared/identity-messages';
import { loginPendingResponseSchema, logoutResponseSchema } from '@portail/shared/identity-responses';
import { serverMessages } from '@portail/shared/messages';
import { currentUserFlags, type Role } from '@portail/shared/roles';
import { isAllowedMobile } from '@portail/shared/identity-amf';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { publicBaseFor } from '../clients/mail-context.ts';
import { requireAccount } from '../../plugins/session.ts';
import { insertPending } from '../mfa/pending-repository.ts';
import { pendingTtlMs, startPending } from '../mfa/security-codes.ts';
import { findAccountForLogin, recordLogin } from './accounts-repository.ts';
import { clientConfiguration, identityBodyLimit, type IdentityDeps } from './identity-deps.ts';
import { maskEmail, maskPhone } from './masking.ts';
import { insertLoginState, findIdToken } from './oidc-repository.ts';
import { authorizationRequest, endSessionUrl, oidcClientFor, oidcRedirectUri } from './oidc-service.ts';
import { safeCallbackUrl, toCurrentUser } from './session-user.ts';
import { releasePasswordAttempt, reservePasswordAttempt } from './throttle.ts';
import { text } from '@portail/shared/text';

/**
 * Identity API (docs/identity-api.md): sign-in and sign-out here; the account lifecycle (registration,
 * activation, OIDC, password, account, forgotten username, security codes) in its own routes files.
 */
export const identityRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, { db, publicUrl, secureCookies }) => {
  app.get(
    '/identity/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Navigation vers la connexion (page /login, ou fournisseur OIDC externe du client, PKCE)',
        querystring: z.object({ callbackUrl: text().max(2000).optional() }),
        response: { 302: z.null().describe('Vers /login, ou vers le fournisseur OIDC du client') },
      },
    },
    async (request, reply) => {
      const callbackUrl = safeCallbackUrl(request, request.query.callbackUrl);
      const provider = request.client.oidc_external_provider;
      if (!provider) return reply.redirect(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      const client = await oidcClientFor(db, request.client.id, app.outboundPolicy).catch((error: unknown) => {
        request.log.error({ err: error }, 'OIDC : découverte du fournisseur impossible');
        return 'unreachable' as const;
      });
      if (client === 'unreachable') return reply.redirect('/#/service-unavailable');
      if (!client) {
        // No server-side registration: the provider's published login page takes the callback itself.
        const target = new URL(provider.loginUrl);
        target.searchParams.set('callbackUrl', callbackUrl);
        return reply.redirect(target.toString());
      }
      const authorization = await authorizationRequest(client, oidcRedirectUri(request, publicUrl));
      await insertLoginState(db, { ...authorization, clientId: request.client.id, callbackUrl });
      return reply.redirect(authorization.url);
    },
  );

  app.post(
    '/identity/login',
    {
      config: { access: 'public' },
      bodyLimit: identityBodyLimit,
      schema: {
        tags: ['identity'],
        summary: 'Connexion par identifiant et mot de passe',
        description:
          '200 : session ouverte. 202 : compte protégé (ou compte du personnel, toujours), pas encore de session ; envoyer puis vérifier un code LOGIN_AMF (identity/amf/send, identity/amf/verify) avec le cookie posé ici. 401 : identifiant ou mot de passe incorrect (même réponse pour un identifiant inconnu). 403 EMAIL_NOT_CONFIRMED : bon mot de passe, adresse pas encore confirmée (userId pour relance-activation). 429 : 10 échecs par 15 min pour un identifiant, 50 pour une adresse IP.',
        body: loginBodySchema.extend({ callbackUrl: text().max(2000).optional() }),
        response: {
          200: currentUserSchema,
          202: loginPendingResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema.extend({ userId: text().optional() }),
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (request.client.oidc_external_provider) throw new AppError(403, 'OIDC_ONLY', identityMessages.oidcOnly);
      const { userName, password, callbackUrl } = request.body;
      await reservePasswordAttempt(db, request, userName);
      const account = await findAccountForLogin(db, request.client.id, userName);
      const valid = await verifyPassword(account?.password_hash, password);
      if (!account || !valid || account.disabled)
        throw new AppError(401, 'INVALID_CREDENTIALS', serverMessages.invalidCredentials);
      await releasePasswordAttempt(db, request, userName);
      if (!account.is_email_confirmed)
        return reply
          .code(403)
          .send({ code: 'EMAIL_NOT_CONFIRMED', message: identityMessages.emailNotConfirmed, userId: account.id });
      // Members choose the protection; for back-office accounts the code is always asked (issue 14).
      if (account.amf_enabled || currentUserFlags({ roles: account.roles as Role[] }).isBackEndUser) {
        const pendingId = startPending(reply, secureCookies);
        await insertPending(db, {
          id: pendingId,
          kind: 'login',
          accountId: account.id,
          callbackUrl: callbackUrl ? safeCallbackUrl(request, callbackUrl) : null,
          ttlMs: pendingTtlMs,
        });
        const phone = account.amf_enabled ? account.amf_telephone : null;
        const sms = clientConfiguration(request).amfSmsActivated && !!phone && isAllowedMobile(phone);
        return reply.code(202).send({
          amfRequired: true as const,
          operation: 'LOGIN_AMF' as const,
          sendType: sms ? ('SMS' as const) : ('MAIL' as const),
          email: maskEmail(account.email),
          telephone: phone ? maskPhone(phone) : null,
        });
      }
      const signedIn = await app.signIn(request, reply, account.id);
      await recordLogin(db, account.id, request, 'mot_de_passe');
      return toCurrentUser(signedIn);
    },
  );

  app.post(
    '/identity/logout',
    {
      config: { access: 'public', allowedWhileViewing: true },
      schema: {
        tags: ['identity'],
        summary:
          'Déconnexion : la session prend fin côté serveur ; logoutUrl à suivre (fin de session chez le fournisseur OIDC)',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      const provider = request.client.oidc_external_provider;
      const idToken = request.account ? await findIdToken(db, request.account.sessionId) : undefined;
      await app.signOut(request, reply);
      if (!provider) return { logoutUrl: '/' };
      const client = await oidcClientFor(db, request.client.id, app.outboundPolicy).catch(() => null);
      const endSession = client && endSessionUrl(client, idToken, `${publicBaseFor(request, publicUrl)}/`);
      return { logoutUrl: endSession ?? new URL('/logout', provider.loginUrl).toString() };
    },
  );

  app.get(
    '/identity/current-user',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['identity'], summary: 'Utilisateur connecté', response: { 200: currentUserSchema } },
    },
    async (request) => toCurrentUser(requireAccount(request)),
  );

  // The SPA's start-up check: an anonymous visitor is a normal state, not an error in the console.
  app.get(
    '/identity/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Session en cours : utilisateur connecté, ou visiteur anonyme (200 dans les deux cas)',
        response: { 200: sessionStateSchema },
      },
    },
    async (request) =>
      request.account
        ? { authenticated: true as const, user: toCurrentUser(request.account) }
        : { authenticated: false as const },
  );
};
