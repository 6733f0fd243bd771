import { usePageTitle } from '@/lib/use-page-title';
import { identityLoginUrl, urls } from '@/lib/urls';
import { passwordTexts as t } from '../texts';

/** §2 forgot-password-confirmation: the same words whether or not the address has an account. */
export function ForgotPasswordConfirmationPage() {
  usePageTitle(t.forgotDoneTitle);
  return (
    <section className="card">
      <h1>{t.forgotDoneTitle}</h1>
      <p>{t.forgotDone}</p>
      <a className="btn btn--primary" href={urls.welcome}>
        {t.home}
      </a>
    </section>
  );
}

/** §2 reset-password-confirmation: password reset; sign-in button. */
export function ResetPasswordConfirmationPage() {
  usePageTitle(t.resetDoneTitle);
  return (
    <section className="card">
      <h1>{t.resetDoneTitle}</h1>
      <p>{t.resetDone}</p>
      <a className="btn btn--primary" href={identityLoginUrl()}>
        {t.signIn}
      </a>
    </section>
  );
}

/** §2 reset-password-error: link no longer valid; link to forgot-password. */
export function ResetPasswordErrorPage() {
  usePageTitle(t.errorTitle);
  return (
    <section className="card">
      <h1>{t.errorTitle}</h1>
      <p>{t.invalidLink}</p>
      <a className="btn btn--primary" href={urls.forgotPassword}>
        {t.newLink}
      </a>
    </section>
  );
}
