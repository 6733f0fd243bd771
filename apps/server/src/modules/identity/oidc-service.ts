import type { FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { Db } from '../../db/database.ts';
import { guardedFetch, outboundTimeoutMs } from '../../lib/guarded-fetch.ts';
import type { OutboundPolicy } from '../../lib/outbound-guard.ts';
import { sha256 } from '../../lib/tokens.ts';
import { publicBaseFor } from '../clients/mail-context.ts';
import { findOidcProvider, type OidcProviderRow } from './oidc-repository.ts';

const oidcCallbackPath = '/api/identity/oidc/callback';

export function oidcRedirectUri(request: FastifyRequest, publicUrl: string): string {
  return `${publicBaseFor(request, publicUrl)}${oidcCallbackPath}`;
}

/*
 * Authorisation-code flow with PKCE against a client's external provider (openid-client 6).
 * The provider's metadata is discovered once an hour per instance; everything that must survive
 * between two requests (state, verifier, nonce, id_token) is in the database. Every request to the
 * provider (discovery, keys, token, userinfo) goes through guardedFetch: public addresses only, no
 * redirect followed, 3 s (decision 035), since the issuer is typed in the back office.
 */

const discoveryTtlMs = 60 * 60 * 1000;
const cache = new Map<string, { config: oidc.Configuration; until: number }>();

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

async function configurationOf(row: OidcProviderRow, policy: OutboundPolicy): Promise<oidc.Configuration> {
  // The whole registration is the key: a secret changed in the back office is used at once (decision 030).
  const key = sha256(
    `${row.issuer}|${row.oauth_client_id}|${row.oauth_client_secret ?? ''}|${String(policy.allowLoopback)}`,
  );
  const cached = cache.get(key);
  if (cached && cached.until > Date.now()) return cached.config;
  const issuer = new URL(row.issuer);
  // Plain http only for a provider on this machine (tests, local demos), never over a network.
  const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
  const timeout = outboundTimeoutMs / 1000;
  const network = { [oidc.customFetch]: guardedFetch(policy), timeout };
  const config = await oidc.discovery(
    issuer,
    row.oauth_client_id,
    row.oauth_client_secret ?? undefined,
    row.oauth_client_secret ? oidc.ClientSecretBasic(row.oauth_client_secret) : oidc.None(),
    insecure ? { ...network, execute: [oidc.allowInsecureRequests] } : network,
  );
  cache.set(key, { config, until: Date.now() + discoveryTtlMs });
  return config;
}

/** Reads the provider's discovery document: throws when the issuer does not answer as an OpenID provider. */
export async function checkOidcProvider(row: OidcProviderRow, policy: OutboundPolicy): Promise<void> {
  await configurationOf(row, policy);
}

export interface OidcClient {
  config: oidc.Configuration;
  scope: string;
}

/** null when the client has no server-side registration at its provider. */
export async function oidcClientFor(db: Db, clientId: number, policy: OutboundPolicy): Promise<OidcClient | null> {
  const row = await findOidcProvider(db, clientId);
  if (!row) return null;
  return { config: await configurationOf(row, policy), scope: row.scope };
}

export async function authorizationRequest(client: OidcClient, redirectUri: string) {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(client.config, {
    redirect_uri: redirectUri,
    scope: client.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.toString(), state, nonce, codeVerifier };
}

export interface ExternalIdentity {
  idToken: string;
  numPers: string | undefined;
  email: string | undefined;
}

/** Exchanges the code (state, PKCE and nonce checked by openid-client) and reads the identity claims. */
export async function completeAuthorization(
  client: OidcClient,
  currentUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<ExternalIdentity> {
  const tokens = await oidc.authorizationCodeGrant(client.config, currentUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims || !tokens.id_token) throw new Error('id_token absent');
  let claims: Record<string, unknown> = idClaims;
  // Many providers put scope claims only in userinfo (OIDC Core 5.4): ask there when the id_token lacks them.
  if (!claims.numPers && !claims.email && client.config.serverMetadata().userinfo_endpoint)
    claims = { ...(await oidc.fetchUserInfo(client.config, tokens.access_token, idClaims.sub)), ...idClaims };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    idToken: tokens.id_token,
    numPers: text(claims.numPers),
    // An address the provider has not verified designates nobody.
    email: claims.email_verified === true ? text(claims.email) : undefined,
  };
}

/** The provider's end-session URL, or null when it publishes none. */
export function endSessionUrl(
  client: OidcClient,
  idToken: string | undefined,
  postLogoutRedirectUri: string,
): string | null {
  if (!client.config.serverMetadata().end_session_endpoint) return null;
  return oidc
    .buildEndSessionUrl(client.config, {
      post_logout_redirect_uri: postLogoutRedirectUri,
      ...(idToken ? { id_token_hint: idToken } : {}),
    })
    .toString();
}
