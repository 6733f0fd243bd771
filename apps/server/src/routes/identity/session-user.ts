import type { z } from 'zod';
import type { currentUserSchema } from '@portail/shared/current-user';
import { roles } from '@portail/shared/roles';
import type { SessionAccount } from '../../plugins/sessions-repository.ts';

/** Only a path of this portal may be a return address (no scheme, no protocol-relative //host). */
export function safeCallbackUrl(value: string | undefined | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/#/espace-adherent';
  return value;
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
  };
}
