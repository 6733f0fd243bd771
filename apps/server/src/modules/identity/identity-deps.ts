import type { FastifyRequest } from 'fastify';
import { storedConfigurationSchema, type StoredConfiguration } from '../clients/client-schemas.ts';
import { currentUserFlags, type Role } from '@portail/shared/roles';
import { serverMessages } from '@portail/shared/messages';
import { identityMessages } from '@portail/shared/identity-messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionAccount } from '../../plugins/sessions-repository.ts';
import { consentementVersion } from '../consentements/consentement-version.ts';

/** What the identity and multi-factor routes are built with. */
export interface IdentityDeps {
  db: Db;
  /** Base of the links sent by e-mail (PUBLIC_URL). */
  publicUrl: string;
  secureCookies: boolean;
}

/**
 * Answers that must not tell whether an account exists (forgot-password, relance-activation) take
 * no less than this, found or not.
 */
export const identityTimeFloorMs = 250;

/** Identity bodies are small: anything larger is refused before it is read (413). */
export const identityBodyLimit = 16 * 1024;

export function clientConfiguration(request: FastifyRequest): StoredConfiguration {
  return storedConfigurationSchema.parse(request.client.configuration);
}

export function isFeatureOn(request: FastifyRequest, feature: string): boolean {
  return request.client.fonctionnalites[feature] === true;
}

/** §2: the login routes are closed for a client whose members sign in with an external OIDC provider. */
export function refuseIfExternalProvider(request: FastifyRequest): void {
  if (request.client.oidc_external_provider) throw new AppError(403, 'OIDC_ONLY', identityMessages.oidcOnly);
}

export function requireStaff(account: SessionAccount): void {
  const flags = currentUserFlags({ roles: account.roles as Role[] });
  if (!flags.isAdmin) throw new AppError(403, 'FORBIDDEN', serverMessages.forbidden);
}

export function isStaff(account: { roles: string[] }): boolean {
  return currentUserFlags({ roles: account.roles as Role[] }).isBackEndUser;
}

/** The client's consents that were answered, with the version of their text (consentement-version.ts). */
export function consentAnswers(
  configuration: StoredConfiguration,
  answers: { nom: string; accepted: boolean }[],
): { nom: string; libelle: string; version: string; isAccepted: boolean }[] | null {
  const known = new Map(configuration.consentements.map((c) => [c.nom, c]));
  const result = [];
  for (const answer of answers) {
    const consentement = known.get(answer.nom);
    if (consentement === undefined) return null;
    result.push({
      nom: answer.nom,
      libelle: consentement.libelle,
      version: consentementVersion(consentement),
      isAccepted: answer.accepted,
    });
  }
  return result;
}
