import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { FormPageFrame } from '@/components/ui/form-page-frame';
import { FullPageRedirect } from '@/components/ui/full-page-redirect';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { identityLoginUrl, isSafeCallbackUrl } from '@/lib/urls';
import { afterLoginUrl } from '../after-login-url';
import { loginPageTexts as t } from '../page-texts';

const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

/** Space of the sign-in form in one column (two fields, the button, the links on two lines at most). */
const loginFormHeight = '21rem';

/** /login, target of 401 responses; with an external provider the server's sign-in takes over. */
export function LoginPage() {
  const { oidcExternalProvider } = useClientConfig();
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const callbackUrl = searchParams.get('callbackUrl');
  usePageTitle(t.pageTitle);

  if (oidcExternalProvider) {
    return <FullPageRedirect url={identityLoginUrl(isSafeCallbackUrl(callbackUrl) ? callbackUrl : null)} />;
  }
  if (user) {
    return (
      <section className="card login">
        <h1>{t.title}</h1>
        <p>{t.alreadySignedIn(user.prenom, user.nom)}</p>
        <a className="btn btn--primary" href={afterLoginUrl(callbackUrl, user)}>
          {t.continue}
        </a>
      </section>
    );
  }
  return (
    <FormPageFrame title={t.title} lead={t.lead} className="login" reserve={loginFormHeight}>
      <LoginForm callbackUrl={callbackUrl} />
    </FormPageFrame>
  );
}
