import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import { AppError } from '../../lib/app-error.ts';
import { OutboundAddressRefused, type OutboundPolicy } from '../../lib/outbound-guard.ts';
import type { OidcProviderRow } from '../identity/oidc-repository.ts';
import { checkOidcProvider } from '../identity/oidc-service.ts';
import type { AppliedSection } from './apply-section.ts';

/** The guard's refusal, thrown as it is or wrapped by openid-client (cause). */
function refusedAddress(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof OutboundAddressRefused) return true;
  return false;
}

function lockout(field: string, message: string): AppError {
  return new AppError(400, 'NO_SIGN_IN_METHOD', m.lockout, { [field]: message });
}

/**
 * Members must keep a way to sign in (decision 030). Without an external provider they have the
 * portal's password (and « mot de passe oublié », and accounts made by staff). With one, the portal's
 * own sign-in is closed (§2), so the provider must be registered and answer as an OpenID provider:
 * its discovery document is read before anything is saved — from a public address only (decision 035):
 * every request goes through guardedFetch, which resolves the host and checks each address.
 */
export async function checkMembersCanSignIn(
  applied: AppliedSection,
  current: OidcProviderRow | undefined,
  policy: OutboundPolicy,
): Promise<void> {
  if (!applied.settings.oidcExternalProvider) return;
  const next = applied.provider;
  if (!next?.issuer || !next.oauthClientId) throw lockout('oidc.issuer', m.oidcIncomplete);
  const unchanged =
    current &&
    current.issuer === next.issuer &&
    current.oauth_client_id === next.oauthClientId &&
    current.oauth_client_secret === next.oauthClientSecret;
  if (unchanged) return;
  try {
    await checkOidcProvider(
      {
        issuer: next.issuer,
        oauth_client_id: next.oauthClientId,
        oauth_client_secret: next.oauthClientSecret,
        scope: next.scope,
      },
      policy,
    );
  } catch (error) {
    throw lockout('oidc.issuer', refusedAddress(error) ? m.oidcAddressRefused : m.oidcUnreachable);
  }
}
