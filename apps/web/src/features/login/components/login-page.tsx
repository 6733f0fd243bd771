import { useSearchParams } from 'react-router';
import { FullPageRedirect } from '@/components/ui/full-page-redirect';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { identityLoginUrl, isSafeCallbackUrl } from '@/lib/urls';
import { afterLoginUrl } from '../after-login-url';
import { loginTexts } from '../texts';
import { LoginForm } from './login-form';

/** /login, target of 401 responses; with an external provider the server's sign-in takes over. */
export function LoginPage() {
  const { oidcExternalProvider } = useClientConfig();
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const callbackUrl = searchParams.get('callbackUrl');
  usePageTitle(loginTexts.pageTitle);

  if (oidcExternalProvider) {
    return <FullPageRedirect url={identityLoginUrl(isSafeCallbackUrl(callbackUrl) ? callbackUrl : null)} />;
  }
  return (
    <section className="card login">
      <h1>{loginTexts.title}</h1>
      {user ? (
        <>
          <p>{loginTexts.alreadySignedIn(user.prenom, user.nom)}</p>
          <a className="btn btn--primary" href={afterLoginUrl(callbackUrl, user)}>
            {loginTexts.continue}
          </a>
        </>
      ) : (
        <>
          <p className="lead">{loginTexts.lead}</p>
          <LoginForm callbackUrl={callbackUrl} />
        </>
      )}
    </section>
  );
}
