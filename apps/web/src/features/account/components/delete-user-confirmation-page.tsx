import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { urls } from '@/lib/urls';
import { accountTexts as t } from '../texts';

/** §2 delete-user-confirmation: the account is deleted; an Accueil button. */
export function DeleteUserConfirmationPage() {
  usePageTitle(t.deletedTitle);
  const queryClient = useQueryClient();
  // The account and its sessions are gone: whatever the app still knew of the user is dropped
  // (and Accueil reloads the site rather than changing the hash).
  useEffect(() => {
    queryClient.setQueryData(currentUserQueryKey, null);
  }, [queryClient]);
  return (
    <section className="card">
      <h1>{t.deletedTitle}</h1>
      <p>{t.deleted}</p>
      <a className="btn btn--primary" href={urls.home}>
        {t.home}
      </a>
    </section>
  );
}
