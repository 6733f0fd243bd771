import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { useFeature } from '@/lib/use-feature';
import { usePageTitle } from '@/lib/use-page-title';
import { identityLoginUrl, isSafeCallbackUrl } from '@/lib/urls';
import { welcomeTexts } from '../texts';

/**
 * §2 welcome page: sign-in (callbackUrl passed along), account creation when the feature is on,
 * and the sign-in help (`help`, given by the app: features do not import each other).
 */
export function WelcomePage({ help }: { help?: ReactNode }) {
  const { libelle } = useClientConfig();
  const { user } = useCurrentUser();
  const canRegister = useFeature('creationCompteAutreActe');
  const [searchParams] = useSearchParams();
  usePageTitle(welcomeTexts.pageTitle);
  const callbackUrl = searchParams.get('callbackUrl');
  const signInHref = identityLoginUrl(isSafeCallbackUrl(callbackUrl) ? callbackUrl : null);

  return (
    <section className="card welcome">
      <h1>{welcomeTexts.title}</h1>
      <p className="lead">{welcomeTexts.lead(libelle)}</p>
      {user ? (
        <>
          <p>{welcomeTexts.signedInAs(user.prenom, user.nom)}</p>
          <div className="button-row">
            <Link className="btn btn--primary" to="/espace-adherent">
              {welcomeTexts.goToMemberArea}
            </Link>
          </div>
        </>
      ) : (
        <div className="button-row">
          <a className="btn btn--primary" href={signInHref}>
            {welcomeTexts.signIn}
          </a>
          {canRegister && (
            <Link className="btn btn--secondary" to="/register">
              {welcomeTexts.register}
            </Link>
          )}
        </div>
      )}
      {help && <p className="welcome__help">{help}</p>}
    </section>
  );
}
