import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { defaultAfterLoginPath, sameOriginPath } from '@portail/shared/safe-redirect';
import type { currentUserSchema } from '@portail/shared/current-user';
import { roles } from '@portail/shared/roles';
import type { SessionAccount } from '../../plugins/sessions-repository.ts';

/**
 * Only a path of this portal may be a return address, by the one same-origin rule the SPA applies
 * too (packages/shared/src/safe-redirect.ts); anything else lands on the member home.
 */
export function safeCallbackUrl(request: FastifyRequest, value: string | undefined | null): string {
  return sameOriginPath(value, `${request.protocol}://${request.host}`) ?? defaultAfterLoginPath;
}

export function toCurrentUser(account: SessionAccount): z.infer<typeof currentUserSchema> {
  return {
    id: account.accountId,
    userName: account.userName,
    email: account.email,
    nom: account.nom ?? '',
    prenom: account.prenom ?? '',
    codeCivilite: account.codeCivilite,
    roles: account.roles.filter((r): r is (typeof roles)[number] => (roles as readonly string[]).includes(r)),
    isConsultant: account.isConsultant,
    ...(account.viewedBy ? { consultePar: account.viewedBy } : {}),
  };
}
