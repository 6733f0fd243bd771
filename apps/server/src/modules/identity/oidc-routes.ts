import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAccountById, insertAccount, recordLogin } from './accounts-repository.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { memberRolesOf } from './matching-repository.ts';
import { findAccountForClaims, saveIdToken, takeLoginState } from './oidc-repository.ts';
import { completeAuthorization, type ExternalIdentity, oidcClientFor, oidcRedirectUri } from './oidc-service.ts';
import { safeCallbackUrl } from './session-user.ts';
import { text } from '@portail/shared/text';

/** Where a failed external sign-in lands: the client's error page (its /login would loop to the provider). */
const failureUrl = '/#/service-unavailable';

/**
 * The member an external identity designates: by the numPers claim (the member number, with an
 * account made on first sign-in if needed), else by a verified e-mail equal to an identifier.
 */
async function memberAccountId(
  deps: IdentityDeps,
  clientId: number,
  identity: ExternalIdentity,
): Promise<string | null> {
  const { db } = deps;
  const found = await findAccountForClaims(db, clientId, identity);
  if (!found || found.disabled) return null;
  if (found.accountId) return found.accountId;
  if (!found.personneId) return null;
  const personneId = found.personneId;
  const roles = await memberRolesOf(db, personneId);
  return db.transaction().execute((trx) =>
    insertAccount(trx, {
      clientId,
      personneId,
      userName: identity.email ?? identity.numPers!,
      passwordHash: null,
      roles,
      isEmailConfirmed: true,
      createdByAdmin: false,
      dematerialisation: true,
      cguAccepted: false,
    }),
  );
}

/** Return of the external provider (authorisation code + state): signs the member in. */
export const oidcRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, deps) => {
  const { db, publicUrl } = deps;
  app.get(
    '/identity/oidc/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Retour du fournisseur OIDC externe (code + state) : ouvre la session de l’adhérent',
        description:
          'state à usage unique (10 min), PKCE S256 et nonce vérifiés. Adhérent trouvé par la claim numPers, sinon par l’e-mail vérifié. Succès : 302 vers le callbackUrl du départ ; échec : 302 vers /#/service-unavailable.',
        querystring: z.looseObject({ state: text().max(200).optional(), code: text().max(2000).optional() }),
        response: { 302: z.null().describe('Vers le callbackUrl du départ, ou /#/service-unavailable') },
      },
    },
    async (request, reply) => {
      const state = request.query.state;
      const saved = state ? await takeLoginState(db, state, request.client.id) : undefined;
      const client = saved ? await oidcClientFor(db, request.client.id, app.outboundPolicy).catch(() => null) : null;
      if (!saved || !state || !client) return reply.redirect(failureUrl);
      try {
        const currentUrl = new URL(request.url, oidcRedirectUri(request, publicUrl));
        const identity = await completeAuthorization(client, currentUrl, {
          state,
          nonce: saved.nonce,
          codeVerifier: saved.code_verifier,
        });
        const accountId = await memberAccountId(deps, request.client.id, identity);
        if (!accountId || !(await findAccountById(db, request.client.id, accountId))) {
          request.log.info({ hasNumPers: !!identity.numPers }, 'OIDC : aucun adhérent ne correspond');
          return reply.redirect(failureUrl);
        }
        const signedIn = await app.signIn(request, reply, accountId);
        await saveIdToken(db, signedIn.sessionId, identity.idToken);
        await recordLogin(db, accountId, request, 'oidc');
        return reply.redirect(safeCallbackUrl(request, saved.callback_url));
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC : échec du retour du fournisseur');
        return reply.redirect(failureUrl);
      }
    },
  );
};
