import { usePageTitle } from '@/lib/use-page-title';
import { identityLoginUrl } from '@/lib/urls';
import { activationTexts as t } from '../texts';

/** §2 activate-user-confirmation: the account is active; sign-in button. */
export function ActivateUserConfirmationPage() {
  usePageTitle(t.activatedTitle);
  return (
    <section className="card">
      <h1>{t.activatedTitle}</h1>
      <p>{t.activated}</p>
      <a className="btn btn--primary" href={identityLoginUrl()}>
        {t.signIn}
      </a>
    </section>
  );
}
