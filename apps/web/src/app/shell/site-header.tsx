import { useClientConfig } from '@/lib/api/get-client-config';
import { useLogout } from '@/lib/api/post-logout';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { browserLocation } from '@/lib/browser-location';
import { safeHref, urls } from '@/lib/urls';
import { shellTexts } from '../texts';
import { MobileBanner } from './mobile-banner';
import type { HeaderMode } from './shell-mode';

function goBackOrHome() {
  if (window.history.length > 1) window.history.back();
  else browserLocation.assign(urls.home);
}

export function SiteHeader({ mode }: { mode: HeaderMode }) {
  const { branding, libelle } = useClientConfig();
  return (
    <header className="site-header">
      {mode !== 'admin' && <MobileBanner />}
      <div className="site-header__inner">
        <a className="site-header__logo" href={safeHref(branding.logoLinkUrl) ?? urls.home}>
          <img src={branding.logoUrl} alt={branding.logoAlt || `${shellTexts.logoFallbackAlt} ${libelle}`} />
        </a>
        {mode === 'login' && (
          <button type="button" className="btn btn--ghost" onClick={goBackOrHome}>
            <span aria-hidden="true">← </span>
            {shellTexts.back}
          </button>
        )}
        {mode === 'member' && <AccountActions area={shellTexts.memberArea} />}
        {mode === 'admin' && <AccountActions area={shellTexts.adminArea} />}
      </div>
    </header>
  );
}

/** Member area and back office: where one is, who is signed in, and the way out. */
function AccountActions({ area }: { area: string }) {
  const { user } = useCurrentUser();
  const { logout, isPending } = useLogout();
  return (
    <div className="site-header__actions">
      <p className="site-header__who">
        <span className="site-header__area">{area}</span>
        {user && (
          <span className="site-header__user">
            {user.prenom} {user.nom}
          </span>
        )}
      </p>
      {user && (
        <button type="button" className="btn btn--secondary btn--small" onClick={logout} disabled={isPending}>
          {shellTexts.logout}
        </button>
      )}
    </div>
  );
}
