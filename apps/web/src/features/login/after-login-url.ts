import type { CurrentUser } from '@portail/shared/current-user';
import { currentUserFlags } from '@portail/shared/roles';
import { isSafeCallbackUrl, urls } from '@/lib/urls';

/** After sign-in: the callbackUrl when it is a same-origin path, else the user's own area. */
export function afterLoginUrl(callbackUrl: string | null, user: Pick<CurrentUser, 'roles'>): string {
  if (isSafeCallbackUrl(callbackUrl)) return callbackUrl;
  return currentUserFlags(user).isBackEndUser ? urls.admin : urls.memberHome;
}
